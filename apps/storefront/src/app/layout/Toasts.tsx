/**
 * The toast list (spec §4): four kinds with their icons, 20rem wide, an action and a dismiss button,
 * a short pulse (half opacity and back) 1 s after appearing. Errors and warnings are announced
 * assertively (role=alert), information and success politely (role=status).
 */
import { isValidElement, type ReactNode } from 'react';
import type { ToastType } from '../../shared/toasts/toast-model.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../shared/ui/icons.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useToasts, useToastList, type AppToast } from '../../shared/toasts/toasts-context.tsx';
import styles from './Toasts.module.css';

const ICONS: Record<ToastType, ReactNode> = {
  info: <InfoIcon size={20} />,
  warning: <WarningIcon size={20} />,
  error: <ErrorIcon size={20} />,
  success: <SuccessIcon size={20} />,
};

/** A toast's own icon when it is something React can draw, else the icon of its kind. */
function iconOf(toast: AppToast): ReactNode {
  const { icon } = toast;
  if (isValidElement(icon) || typeof icon === 'string') return icon;
  return ICONS[toast.type];
}

/** Error and warning interrupt; info and success wait for a pause. */
export const toastRole = (type: ToastType): 'alert' | 'status' =>
  type === 'error' || type === 'warning' ? 'alert' : 'status';

function ToastItem({ toast }: { toast: AppToast }) {
  const t = useT();
  const { dismissToast, triggerAction } = useToasts();
  const [message, ...details] = toast.message.split('\n');
  return (
    <li
      role={toastRole(toast.type)}
      aria-atomic="true"
      data-type={toast.type}
      className={`${styles.toast} ${styles[toast.type]} ${styles.pulse}`}
    >
      <span className={styles.icon}>{iconOf(toast)}</span>
      <div className={styles.text}>
        <p className={styles.message}>{message}</p>
        {details.map((line) => (
          <p key={line} className={styles.details}>
            {line}
          </p>
        ))}
        {toast.actionText && toast.hasAction ? (
          <button type="button" className={styles.action} onClick={() => triggerAction(toast.id)}>
            {toast.actionText}
          </button>
        ) : null}
      </div>
      {toast.dismissable ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('toast.dismiss', 'Dismiss')}
          onClick={() => dismissToast(toast.id)}
        >
          <CloseIcon size={18} />
        </button>
      ) : null}
    </li>
  );
}

export function Toasts() {
  const t = useT();
  const toasts = useToastList();
  return (
    <section className={styles.region} aria-label={t('toasts.label', 'Notifications')}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          // The key changes with the content, so a replaced toast (same id) pulses again.
          <ToastItem key={`${toast.id}:${toast.message}`} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
