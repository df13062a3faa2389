/** Full-screen product photos: arrows (buttons and keyboard), swipes, and a magnifier on click. */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import type { ProductModalProps } from './useCloseModal.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { useZoomModal } from './useZoomModal.ts';
import styles from './modals.module.css';

export default function ZoomModal({ props, onClose }: ProductModalProps<'zoom'>) {
  const t = useT();
  const zoom = useZoomModal(props, onClose);
  return (
    <Modal
      title={zoom.title}
      hideTitle
      closeLabel={t('modal.close', 'Close')}
      onClose={zoom.close}
      size="full"
      className={styles.zoomDialog}
    >
      <div className={styles.zoomStage} {...zoom.touchHandlers}>
        {zoom.image ? (
          <button
            type="button"
            className={styles.zoomImageButton}
            aria-pressed={zoom.magnified}
            aria-label={t('product.magnify', 'Magnify')}
            onClick={zoom.toggleMagnifier}
            onMouseMove={zoom.followPointer}
          >
            <img
              key={zoom.image.src}
              className={styles.zoomImage}
              src={zoom.image.src}
              srcSet={zoom.image.srcSet}
              sizes="100vw"
              alt={zoom.image.alt}
              width={1280}
              height={1600}
              style={{ transformOrigin: zoom.origin, transform: zoom.magnified ? 'scale(2.2)' : undefined }}
              draggable={false}
            />
          </button>
        ) : null}
        {zoom.count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.zoomArrow} ${styles.zoomArrowPrevious}`}
              aria-label={t('product.previousPhoto', 'Previous photo')}
              onClick={zoom.previous}
            >
              <ChevronLeftIcon size={28} />
            </button>
            <button
              type="button"
              className={`${styles.zoomArrow} ${styles.zoomArrowNext}`}
              aria-label={t('product.nextPhoto', 'Next photo')}
              onClick={zoom.next}
            >
              <ChevronRightIcon size={28} />
            </button>
          </>
        ) : null}
      </div>
      {zoom.count > 1 ? (
        <p className={styles.zoomCounter} aria-live="polite">
          {t('product.photoOf', 'Photo {number} of {count}', { number: zoom.index + 1, count: zoom.count })}
        </p>
      ) : null}
    </Modal>
  );
}
