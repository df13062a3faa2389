/**
 * CMS blocks by identifiers, rendered as Page Builder content or HTML (spec section 8: a failed
 * query shows the error message; no blocks show 'There are no blocks to display').
 *
 *   <CmsBlock identifiers={['pwa-footer-links-about']} />
 */
import { useT } from '../../shared/store-view/store-view.tsx';
import { PageBuilder } from './page-builder/PageBuilder.tsx';
import { useCmsBlocks } from './useCmsBlocks.ts';
import styles from './CmsBlock.module.css';

export interface CmsBlockProps {
  identifiers: readonly string[];
  className?: string;
}

export default function CmsBlock({ identifiers, className }: CmsBlockProps) {
  const t = useT();
  const { blocks, fetching, error } = useCmsBlocks(identifiers);
  if (fetching) return <div className={`${styles.loading} ${className ?? ''}`} aria-busy="true" />;
  if (error) {
    return (
      <p className={`${styles.message} ${className ?? ''}`} role="alert">
        {error}
      </p>
    );
  }
  if (blocks.length === 0) {
    return (
      <p className={`${styles.message} ${className ?? ''}`}>
        {t('cmsBlock.noBlocks', 'There are no blocks to display')}
      </p>
    );
  }
  return (
    <div className={className}>
      {blocks.map((block) => (
        <PageBuilder key={block.identifier ?? ''} html={block.content} aboveTheFold={false} />
      ))}
    </div>
  );
}

export { CmsBlock };
