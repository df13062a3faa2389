/**
 * A side drawer: a modal dialog that slides in from the left or right edge over 300 ms (spec §2/§9),
 * with the dialog behaviour of Modal (focus in and back, Tab kept inside, Escape, scroll lock, backdrop
 * click closes). While closed its content is not rendered; it stays mounted for the slide-out.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { TRANSITION_MS } from '../constants.ts';
import { useDialogBehaviour } from './Modal.tsx';
import { CloseIcon } from './icons.tsx';
import styles from './Drawer.module.css';

export interface Presence {
  /** Rendered at all (true from opening until the closing transition ends). */
  mounted: boolean;
  /** In its open position (false for one frame after mounting, so the slide-in animates). */
  shown: boolean;
}

/** Mount/unmount around a CSS transition of `durationMs`, for panels that slide in and out. */
export function usePresence(open: boolean, durationMs: number = TRANSITION_MS): Presence {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(open);
  // Opening mounts at once; closing hides at once (the transition out runs while still mounted).
  if (open && !mounted) setMounted(true);
  if (!open && shown) setShown(false);
  useEffect(() => {
    if (open) {
      // Two frames: the first paints the closed position, the second starts the transition.
      let second = 0;
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setShown(true));
      });
      return () => {
        cancelAnimationFrame(first);
        cancelAnimationFrame(second);
      };
    }
    const timer = setTimeout(() => setMounted(false), durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);
  return { mounted: mounted || open, shown: shown && open };
}

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the drawer; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  side?: 'left' | 'right';
  /** Extra content of the header row, before the close button (e.g. a logo). */
  headerExtra?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  side = 'left',
  headerExtra,
  initialFocusRef,
  className,
  children,
}: DrawerProps) {
  const { mounted, shown } = usePresence(open);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogBehaviour({ dialogRef, open: open && mounted, onClose, initialFocusRef });
  if (!mounted) return null;
  return (
    <div
      className={[styles.overlay, shown ? styles.overlayShown : ''].filter(Boolean).join(' ')}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={shown ? 'open' : 'closed'}
        className={[styles.panel, styles[side], shown ? styles.shown : '', className]
          .filter(Boolean)
          .join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          {headerExtra}
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
