/**
 * The one-click order form (forms kit): name and a Ukrainian phone number, the product in its chosen
 * size from the modal's props. Opening records the one-click open event; an accepted order records the
 * one-click purchase and opens the success modal with the order number; a refusal shows the server's
 * message.
 */
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { trackOneClickOpen } from '../../../shared/analytics/analytics.ts';
import { trackOneClickPurchase } from '../../../shared/analytics/checkout-events.ts';
import { errorMessageIds, useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { formatUkrainianPhone, UA_PHONE_PREFIX } from '../../../shared/forms/ukrainian-phone.ts';
import { useDispatch } from '../../../shared/state/app-store.tsx';
import { modalActions, type ModalPropsMap } from '../../../shared/state/modal-state.ts';
import { ONE_CLICK_FIELDS, oneClickSchema } from '../one-click-form.ts';
import { OneClickRefusal, submitOneClickOrder } from '../one-click-order.ts';
import { useCloseModal } from './useCloseModal.ts';

export function useBuyInOneClick(props: ModalPropsMap['buy-in-one-click'], onClose?: () => void) {
  const dispatch = useDispatch();
  const client = useClient();
  const close = useCloseModal(onClose);
  const { product } = props;
  const quantity =
    props.quantity && Number.isInteger(props.quantity) && props.quantity > 0 ? props.quantity : 1;
  const form = useSchemaForm(oneClickSchema, { name: '', phone: UA_PHONE_PREFIX });
  const [refused, setRefused] = useState<readonly string[]>([]);
  // null: no failure; a message: the server refused; '': the request failed (network).
  const [failure, setFailure] = useState<string | null>(null);
  const tracked = { sku: product.sku, name: product.name, brand_label: product.brand };

  useEffect(() => {
    trackOneClickOpen({ sku: product.sku, name: product.name, brand_label: product.brand });
  }, [product.sku, product.name, product.brand]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefused([]);
      setFailure(null);
      try {
        const result = await submitOneClickOrder(client, {
          name: values.name,
          phone: values.phone,
          sku: product.sku,
          variantSku: product.variantSku,
          quantity,
        });
        trackOneClickPurchase(tracked, result.orderNumber);
        dispatch(
          modalActions.openModal('buy-in-one-click-success', {
            phone: formatUkrainianPhone(result.phone),
            productName: product.name,
            orderNumber: result.orderNumber,
          }),
        );
      } catch (error) {
        setFailure(error instanceof OneClickRefusal ? error.message : '');
      }
    },
    (errors) => setRefused(errorMessageIds(errors, ONE_CLICK_FIELDS)),
  );

  return { product, form, refused, failure, onSubmit, close };
}
