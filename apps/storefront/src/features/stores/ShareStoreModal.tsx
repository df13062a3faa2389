/**
 * Share a store (the modal host's 'share-store' modal, opened from the stores page with the
 * store's name, address, phone, hours and link): the system share sheet, the link to copy,
 * messengers and social networks.
 */
import { useId } from 'react';
import { useT } from '../../shared/store-view/store-view.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { CopyIcon, FacebookIcon, ShareIcon, TelegramIcon } from '../../shared/ui/icons.tsx';
import { useShareStore } from './useShareStore.ts';
import styles from './ShareStoreModal.module.css';

export type ShareStoreModalProps = HostedModalProps<'share-store'>;

export default function ShareStoreModal({ props, onClose }: ShareStoreModalProps) {
  const t = useT();
  const { inputRef, ...share } = useShareStore(props, onClose);
  const inputId = useId();
  const { store } = share;
  return (
    <Modal
      title={t('stores.shareTitle', 'Share the store')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <div className={styles.store}>
        {store.name ? <p className={styles.name}>{store.name}</p> : null}
        {store.address ? <p className={styles.detail}>{store.address}</p> : null}
        {store.workingTime ? <p className={styles.detail}>{store.workingTime}</p> : null}
      </div>
      {share.canShare && store.url ? (
        <button type="button" className={styles.primary} onClick={() => void share.shareNatively()}>
          <ShareIcon size={18} />
          {t('stores.shareVia', 'Share via…')}
        </button>
      ) : null}
      {store.url ? (
        <>
          <label className={styles.label} htmlFor={inputId}>
            {t('stores.shareLink', 'Store link')}
          </label>
          <div className={styles.copyRow}>
            <input
              id={inputId}
              ref={inputRef}
              className={styles.input}
              value={store.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className={styles.secondary} onClick={() => void share.copy()}>
              <CopyIcon size={18} />
              {t('stores.copyLink', 'Copy link')}
            </button>
          </div>
          <p className={styles.status} role="status">
            {share.copied === 'copied' ? t('stores.linkCopied', 'The link is copied.') : null}
            {share.copied === 'failed'
              ? t('stores.copyFailed', 'Copy the selected link with Ctrl+C or ⌘C.')
              : null}
          </p>
          <ul className={styles.socials} aria-label={t('stores.shareOn', 'Share on')}>
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
        </>
      ) : null}
    </Modal>
  );
}
