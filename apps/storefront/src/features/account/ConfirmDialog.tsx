/**
 * A yes-or-no question before something that cannot be undone (deleting an address, a card, the
 * account): the shared Modal (focus kept inside, Escape cancels), the question, and two buttons, the
 * safe one focused first. While the request runs the buttons wait; its failure shows inside. It opens
 * only on a click, never in the server's markup, so it sits in a portal at the end of the body, as the
 * modal host's dialogs sit at the layout's root: no ancestor of the page content can clip or cover it.
 */
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import styles from './Account.module.css';

export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return createPortal(
    <Modal
      title={props.title}
      closeLabel={t('account.close', 'Close')}
      size="small"
      describedBy={textId}
      initialFocusRef={cancelRef}
      onClose={() => {
        if (!props.busy) props.onCancel();
      }}
    >
      <p id={textId} className={styles.dialogText}>
        {props.text}
      </p>
      {props.error ? (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.danger}
          disabled={props.busy}
          aria-busy={props.busy || undefined}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className={styles.secondary}
          onClick={props.onCancel}
          disabled={props.busy}
        >
          {t('account.cancel', 'Cancel')}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
