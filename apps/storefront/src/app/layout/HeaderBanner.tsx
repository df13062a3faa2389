/** The fixed 40 px strip above the header: the CMS block pwa-header-banner (spec §2/§7). */
import { RichHtml } from '../../features/cms/page-builder/RichHtml.tsx';
import { useCmsBlocks } from '../../features/cms/useCmsBlocks.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { HEADER_BANNER_BLOCK_ID } from './queries.ts';
import styles from './HeaderBanner.module.css';

const BANNER_IDS = [HEADER_BANNER_BLOCK_ID];

export function HeaderBanner() {
  const t = useT();
  const { blocks } = useCmsBlocks(BANNER_IDS);
  const content = blocks[0]?.content;
  // Without content the strip is still 40 px tall, so nothing below it moves when it arrives.
  return (
    // A labelled region, so the announcement belongs to a landmark like the rest of the page.
    <aside className={styles.banner} aria-label={t('header.banner', 'Announcement')}>
      {content ? <RichHtml html={content} className={styles.content} /> : null}
    </aside>
  );
}
