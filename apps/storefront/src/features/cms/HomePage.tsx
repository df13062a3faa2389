/**
 * Home pages (spec section 2): / shows the CMS page 'home', /women, /men and /kids show
 * 'home-women', 'home-men' and 'home-kids'. On phones a tab bar at the top switches between
 * the gender sections. The home route has no minimum page-area height.
 */
import { Link } from 'wouter';
import { NotFound } from '../../shared/page/NotFound.tsx';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { RouteError } from '../../shared/page/RouteError.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import { PageBuilder } from './page-builder/PageBuilder.tsx';
import { PageShimmer } from './PageShimmer.tsx';
import { HOME_SECTIONS, useHomePage, type HomeSection } from './useHomePage.ts';
import styles from './HomePage.module.css';
import { useRenderedModule } from '../../shared/page/rendered-modules.tsx';

export interface HomePageProps {
  section: HomeSection | string | null;
}

export default function HomePage({ section }: HomePageProps) {
  useRenderedModule('src/features/cms/HomePage.tsx');
  const t = useT();
  const home = useHomePage(section);
  const labels: Record<HomeSection, string> = {
    women: t('section.women', 'Women'),
    men: t('section.men', 'Men'),
    kids: t('section.kids', 'Kids'),
  };
  const { state } = home;
  return (
    <div className={styles.home}>
      <nav className={styles.sections} aria-label={t('home.sections', 'Sections')}>
        <ul className={styles.sectionList}>
          {HOME_SECTIONS.map((s) => (
            <li key={s}>
              <Link
                href={`/${s}`}
                className={styles.sectionLink}
                aria-current={home.section === s ? 'page' : undefined}
              >
                {labels[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {state.kind === 'loading' ? <PageShimmer /> : null}
      {state.kind === 'not-found' ? <NotFound /> : null}
      {state.kind === 'error' ? <RouteError /> : null}
      {state.kind === 'page' ? (
        <>
          <PageHead
            title={state.page.meta_title || state.page.title}
            description={state.page.meta_description}
          />
          <h1 className={ui.visuallyHidden}>{state.page.content_heading || state.page.title}</h1>
          <PageBuilder html={state.page.content} />
        </>
      ) : null}
    </div>
  );
}
