/** Buy in one click: the product, a phone number field (+380…), and the order button. */
import { useId } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import type { ProductModalProps } from './useCloseModal.ts';
import { ModalProductSummary } from './ModalProductSummary.tsx';
import { useBuyInOneClick } from './useBuyInOneClick.ts';
import styles from './modals.module.css';

export default function BuyInOneClickModal({ props, onClose }: ProductModalProps) {
  const t = useT();
  const form = useBuyInOneClick(props, onClose);
  const phoneId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <Modal
      title={t('product.buyInOneClick', 'Buy in one click')}
      closeLabel={t('modal.close', 'Close')}
      onClose={form.close}
      size="small"
    >
      {form.product ? <ModalProductSummary product={form.product} /> : null}
      <form className={styles.form} noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <label className={styles.label} htmlFor={phoneId}>
          {t('product.oneClick.phone', 'Phone number')}
        </label>
        <input
          id={phoneId}
          className={styles.input}
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+380 67 123 45 67"
          value={form.phone}
          onChange={form.onPhoneChange}
          aria-invalid={form.error === 'phone' ? true : undefined}
          aria-describedby={form.error === 'phone' ? `${errorId} ${hintId}` : hintId}
          required
        />
        {form.error === 'phone' ? (
          <p id={errorId} className={styles.error} role="alert">
            {t('product.oneClick.invalidPhone', 'Enter a Ukrainian phone number: +380 and 9 digits.')}
          </p>
        ) : null}
        {form.error === 'failed' ? (
          <p className={styles.error} role="alert">
            {t('product.oneClick.failed', 'The order could not be sent. Please try again.')}
          </p>
        ) : null}
        <p id={hintId} className={styles.hint}>
          {t('product.oneClick.hint', 'Our manager will call you back to confirm the order and delivery.')}
        </p>
        <button type="submit" className={styles.primaryButton} disabled={form.submitting || !form.product}>
          {t('product.oneClick.submit', 'Place the order')}
        </button>
      </form>
    </Modal>
  );
}
