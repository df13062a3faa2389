/**
 * The one-click order form: a Ukrainian phone number (+380 and nine digits), validated on
 * submit and again as the shopper corrects it; a valid order opens the success modal and records
 * the one-click purchase event.
 */
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDispatch } from '../../../shared/state/app-store.tsx';
import { trackOneClickPurchase } from '../../../shared/analytics/analytics.ts';
import { modalActions, type ModalProps } from '../../../shared/state/modal-state.ts';
import { submitOneClickOrder } from '../one-click-order.ts';
import { formatUkrainianPhone, isValidUkrainianPhone, UA_PHONE_PREFIX } from '../phone.ts';
import { readProductSummary, readQuantity } from './modal-props.ts';
import { useCloseModal } from './useCloseModal.ts';

export type OneClickError = 'phone' | 'failed' | null;

export function useBuyInOneClick(props: ModalProps, onClose?: () => void) {
  const dispatch = useDispatch();
  const close = useCloseModal(onClose);
  const product = useMemo(() => readProductSummary(props.product), [props.product]);
  const quantity = readQuantity(props);
  const [phone, setPhone] = useState(`${UA_PHONE_PREFIX}`);
  const [error, setError] = useState<OneClickError>(null);
  const [submitting, setSubmitting] = useState(false);

  const onPhoneChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setPhone(value);
      if (error === 'phone' && isValidUkrainianPhone(value)) setError(null);
    },
    [error],
  );

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!product || submitting) return;
      if (!isValidUkrainianPhone(phone)) {
        setError('phone');
        return;
      }
      setError(null);
      setSubmitting(true);
      try {
        const result = await submitOneClickOrder({
          phone,
          sku: product.sku,
          variantSku: product.variantSku,
          quantity,
        });
        trackOneClickPurchase(
          { sku: product.sku, name: product.name, brand_label: product.brand },
          result.orderNumber,
        );
        dispatch(
          modalActions.openModal('buy-in-one-click-success', {
            phone: formatUkrainianPhone(result.phone),
            productName: product.name,
            orderNumber: result.orderNumber,
          }),
        );
      } catch {
        setError('failed');
      } finally {
        setSubmitting(false);
      }
    },
    [product, submitting, phone, quantity, dispatch],
  );

  return { product, phone, onPhoneChange, error, submitting, onSubmit, close };
}
