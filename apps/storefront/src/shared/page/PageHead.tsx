/**
 * Title "{page} - {store}", meta description and robots, canonical and the ua/ru alternate
 * links of a page (spec sections 1 and 2). React 19 hoists these into <head>.
 */
import { useLocation } from 'wouter';
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
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content={(robots || 'INDEX,FOLLOW').toLowerCase().replace(/\s*,\s*/g, ', ')} />
      <link rel="canonical" href={url(storeCode, here)} />
      <link rel="alternate" hrefLang="uk" href={url('ua', alternates?.ua ?? here)} />
      <link rel="alternate" hrefLang="ru" href={url('ru', alternates?.ru ?? here)} />
    </>
  );
}
