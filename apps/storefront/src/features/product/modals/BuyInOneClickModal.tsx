/** Buy in one click: the product in its chosen size, the shopper's name and phone (+380…), the order button. */
import { FormAnnouncer, FormError } from '../../../shared/forms/FormAnnouncer.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../../shared/forms/use-schema-form.ts';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { ONE_CLICK_ERRORS, type OneClickValues } from '../one-click-form.ts';
import { ModalProductSummary } from './ModalProductSummary.tsx';
import type { ProductModalProps } from './useCloseModal.ts';
import { useBuyInOneClick } from './useBuyInOneClick.ts';
import styles from './modals.module.css';

export default function BuyInOneClickModal({ props, onClose }: ProductModalProps<'buy-in-one-click'>) {
  const t = useT();
  const { product, form, refused, failure, onSubmit, close } = useBuyInOneClick(props, onClose);
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: keyof OneClickValues) =>
    validationText(t, ONE_CLICK_ERRORS, errors[field]?.message);
  const announced = refused.map((id) => validationText(t, ONE_CLICK_ERRORS, id) ?? '');
  return (
    <Modal
      title={t('product.buyInOneClick', 'Buy in one click')}
      closeLabel={t('modal.close', 'Close')}
      onClose={close}
      size="small"
    >
      <ModalProductSummary product={product} />
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('product.oneClick.name', 'Your name')} error={errorText('name')}>
          {(control) => (
            <input
              className={styles.input}
              type="text"
              autoComplete="name"
              required
              {...control}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField label={t('product.oneClick.phone', 'Phone number')} error={errorText('phone')}>
          {(control) => (
            <input
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+380 67 123 45 67"
              required
              {...control}
              {...form.register('phone')}
            />
          )}
        </FormField>
        <FormAnnouncer
          summary={
            announced.length
              ? t(FORM_ERROR_SUMMARY.id, FORM_ERROR_SUMMARY.defaultMessage, { count: announced.length })
              : null
          }
          errors={announced}
        />
        <FormError
          message={
            failure === null
              ? undefined
              : failure || t('product.oneClick.failed', 'The order could not be sent. Please try again.')
          }
        />
        <p className={styles.hint}>
          {t('product.oneClick.hint', 'Our manager will call you back to confirm the order and delivery.')}
        </p>
        <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
          {t('product.oneClick.submit', 'Place the order')}
        </button>
      </form>
    </Modal>
  );
}
