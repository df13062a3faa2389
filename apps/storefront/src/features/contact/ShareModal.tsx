/** Share the current page (or a given url): the system share sheet, copy the link, Facebook, Telegram. */
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { CopyIcon, FacebookIcon, ShareIcon, TelegramIcon } from '../../shared/ui/icons.tsx';
import ui from '../../shared/ui/ui.module.css';
import { useShare } from './useShare.ts';
import styles from './contact.module.css';

export default function ShareModal({ props, onClose }: HostedModalProps<'share'>) {
  const t = useT();
  const share = useShare({ url: props.url, title: props.title });
  return (
    <Modal
      title={t('share.title', 'Share')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <div className={styles.share}>
        <label className={styles.field}>
          <span>{t('share.link', 'Link')}</span>
          <input
            type="url"
            readOnly
            value={share.target.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className={styles.shareActions}>
          <button type="button" className={ui.button} onClick={share.copy}>
            <CopyIcon size={18} />
            {t('share.copy', 'Copy link')}
          </button>
          {share.canShare ? (
            <button type="button" className={ui.buttonGhost} onClick={share.share}>
              <ShareIcon size={18} />
              {t('share.more', 'Share via…')}
            </button>
          ) : null}
        </div>
        <p className={styles.copyStatus} role="status">
          {share.copyState === 'copied' ? t('share.copied', 'Link copied.') : null}
          {share.copyState === 'failed'
            ? t('share.copyFailed', 'Could not copy: select the link and copy it.')
            : null}
        </p>
        <ul className={styles.shareLinks}>
          <li>
            <a
              href={share.links.facebook}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.shareLink}
            >
              <FacebookIcon size={18} />
              Facebook
            </a>
          </li>
          <li>
            <a
              href={share.links.telegram}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.shareLink}
            >
              <TelegramIcon size={18} />
              Telegram
            </a>
          </li>
        </ul>
      </div>
    </Modal>
  );
}
