/** Share a product: the system share sheet when available, the link to copy, and social links. */
import { useId } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import type { ProductModalProps } from './useCloseModal.ts';
import { CopyIcon, FacebookIcon, ShareIcon, TelegramIcon } from '../../../shared/ui/icons.tsx';
import { useShareProduct } from './useShareProduct.ts';
import styles from './modals.module.css';

export default function ShareProductModal({ props, onClose }: ProductModalProps<'share-product'>) {
  const t = useT();
  const { inputRef, ...share } = useShareProduct(props, onClose);
  const inputId = useId();
  return (
    <Modal
      title={t('product.shareTitle', 'Share this product')}
      closeLabel={t('modal.close', 'Close')}
      onClose={share.close}
      size="small"
    >
      {share.title ? <p className={styles.lead}>{share.title}</p> : null}
      {share.canShare ? (
        <button type="button" className={styles.primaryButton} onClick={() => void share.shareNatively()}>
          <ShareIcon size={18} />
          {t('product.shareVia', 'Share via…')}
        </button>
      ) : null}
      <label className={styles.label} htmlFor={inputId}>
        {t('product.shareLink', 'Product link')}
      </label>
      <div className={styles.copyRow}>
        <input
          id={inputId}
          ref={inputRef}
          className={styles.input}
          value={share.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.secondaryButton} onClick={() => void share.copy()}>
          <CopyIcon size={18} />
          {t('product.copyLink', 'Copy link')}
        </button>
      </div>
      <p className={styles.status} role="status">
        {share.copied === 'copied' ? t('product.linkCopied', 'The link is copied.') : null}
        {share.copied === 'failed'
          ? t('product.copyFailed', 'Copy the selected link with Ctrl+C or ⌘C.')
          : null}
      </p>
      <ul className={styles.socials} aria-label={t('product.shareOn', 'Share on')}>
        {share.links.map((link) => (
          <li key={link.id}>
            <a className={styles.social} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.id === 'facebook' ? <FacebookIcon size={20} /> : null}
              {link.id === 'telegram' ? <TelegramIcon size={20} /> : null}
              <span>{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
