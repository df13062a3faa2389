/**
 * Title "{page} - {store}", meta description and robots, canonical and the ua/ru alternate
 * links of a page (spec sections 1 and 2), written into <head> by head-tags.tsx.
 */
import { useLocation } from 'wouter';
import { useHeadTags } from './head-tags.tsx';
import { useStoreView, usePageTitle } from '../store-view/store-view.tsx';

export interface PageHeadProps {
  title?: string | null;
  description?: string | null;
  robots?: string | null;
  /** Path below the store prefix; the current one by default. */
  path?: string;
  /** Paths in the other store, when they differ (e.g. translated url keys). */
  alternates?: Partial<Record<'ua' | 'ru', string>>;
}

export function PageHead({ title, description, robots, path, alternates }: PageHeadProps) {
  const [location] = useLocation();
  const { storeCode, origin } = useStoreView();
  const fullTitle = usePageTitle(title);
  const here = path ?? location;
  const url = (code: string, p: string) => `${origin}/${code}${p === '/' ? '/' : p}`;
  const robotsContent = (robots || 'INDEX,FOLLOW').toLowerCase().replace(/\s*,\s*/g, ', ');
  useHeadTags({
    title: fullTitle,
    meta: [
      ...(description ? [{ name: 'description', content: description }] : []),
      { name: 'robots', content: robotsContent },
    ],
    links: [
      { rel: 'canonical', href: url(storeCode, here) },
      { rel: 'alternate', hrefLang: 'uk', href: url('ua', alternates?.ua ?? here) },
      { rel: 'alternate', hrefLang: 'ru', href: url('ru', alternates?.ru ?? here) },
    ],
  });
  return null;
}
