/**
 * An accessible modal dialog: role="dialog", aria-modal, labelled by its title; Escape, the close
 * button and a click on the backdrop close it; focus moves into the dialog when it opens, stays
 * inside while Tab cycles, and returns to the element that had it when the dialog closes; the page
 * behind does not scroll.
 *
 * Usage (a modal of the modal host receives its props and `onClose`):
 *
 *   <Modal title={t('share.title', 'Share')} closeLabel={t('modal.close', 'Close')} onClose={onClose}>
 *     …content…
 *   </Modal>
 *
 * It renders in place with `position: fixed` (no portal, so server and client markup agree); the
 * modal host and the drawers sit at the root of the layout, outside any transformed ancestor.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './Modal.module.css';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('hidden') && element.getAttribute('aria-hidden') !== 'true',
  );
}

let scrollLocks = 0;
let savedOverflow = '';

/** Stops the page behind an open dialog from scrolling; nested dialogs share one lock. */
function lockScroll(): () => void {
  const body = document.body;
  if (scrollLocks === 0) {
    savedOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) body.style.overflow = savedOverflow;
  };
}

export interface DialogBehaviourOptions {
  /** The element with role="dialog". */
  dialogRef: RefObject<HTMLElement | null>;
  open: boolean;
  onClose: () => void;
  /** Element to focus on opening; the first focusable element (else the dialog itself) otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where to look first for a focusable element (the content, so the close button is not picked). */
  contentRef?: RefObject<HTMLElement | null>;
}

/**
 * The behaviour every dialog shares (Modal and Drawer): focus in on open and back on close, Tab kept
 * inside, Escape closes, page scroll locked while open.
 */
export function useDialogBehaviour({
  dialogRef,
  open,
  onClose,
  initialFocusRef,
  contentRef,
}: DialogBehaviourOptions) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const content = contentRef?.current;
    const target =
      initialFocusRef?.current ??
      (content ? focusableElements(content)[0] : undefined) ??
      focusableElements(dialog)[0] ??
      dialog;
    target.focus({ preventScroll: true });
    const unlock = lockScroll();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = focusableElements(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      unlock();
      // Back to where the shopper was, if that element is still on the page.
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [open, dialogRef, initialFocusRef, contentRef]);
}

export type ModalSize = 'small' | 'medium' | 'large' | 'full';

export interface ModalProps {
  /** Closed modals render nothing; the modal host renders its modals open. Default true. */
  open?: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** Accessible name of the close button (translated by the caller, e.g. t('modal.close', 'Close')). */
  closeLabel: string;
  size?: ModalSize;
  /** Optional description element id for aria-describedby. */
  describedBy?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

export function Modal({
  open = true,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  size = 'medium',
  describedBy,
  initialFocusRef,
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogBehaviour({ dialogRef, open, onClose, initialFocusRef, contentRef });
  if (!open) return null;
  return (
    <div
      className={styles.overlay}
      role="presentation"
      onClick={(event) => {
        // Only a click on the backdrop itself: clicks inside the dialog bubble here too.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div ref={contentRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>
  );
}
