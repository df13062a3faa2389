/** Step 2: the shipping methods the address allows, with their prices (free above the threshold). */
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../shared/catalog/price.ts';
import type { ShippingMethodOption } from '../../../shared/state/checkout-state.ts';
import { useStoreView, useT } from '../../../shared/store-view/store-view.tsx';
import { methodFitsKind, type DeliveryKind } from '../checkout-address.ts';
import styles from '../CheckoutPage.module.css';

export function useShippingPrice() {
  const t = useT();
  const { locale } = useStoreView();
  return (amount: ShippingMethodOption['amount']) =>
    !amount || !amount.value
      ? t('checkout.free', 'Free')
      : formatMoney(amount.value, amount.currency, locale);
}

/** The method chosen before, else the first that fits the delivery kind, else the first. */
export function preselected(
  methods: readonly ShippingMethodOption[],
  chosen: string | null,
  kind: DeliveryKind | null,
): string {
  if (chosen && methods.some((m) => m.code === chosen)) return chosen;
  const fitting = kind
    ? methods.find((m) => methodFitsKind(kind, m.carrierCode ?? '', m.methodCode ?? null))
    : undefined;
  return (fitting ?? methods[0])?.code ?? '';
}

export function ShippingMethodStep(props: {
  methods: readonly ShippingMethodOption[];
  chosen: string | null;
  kind: DeliveryKind | null;
  submitting: boolean;
  onSubmit: (code: string) => Promise<void>;
}) {
  const t = useT();
  const price = useShippingPrice();
  const [code, setCode] = useState(() => preselected(props.methods, props.chosen, props.kind));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code) void props.onSubmit(code);
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.choices}>
        <legend className={styles.visuallyHidden}>{t('checkout.shippingMethod', 'Delivery method')}</legend>
        {props.methods.map((method) => (
          <label key={method.code} className={styles.choice}>
            <input
              type="radio"
              name="shippingMethod"
              value={method.code}
              checked={code === method.code}
              onChange={() => setCode(method.code)}
            />
            <span className={styles.choiceText}>{method.title}</span>
            <span className={styles.price}>{price(method.amount)}</span>
          </label>
        ))}
      </fieldset>
      {props.methods.length === 0 ? (
        <p className={styles.muted}>
          {t('checkout.noShippingMethods', 'No delivery method is available for this address.')}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={props.submitting || !code}>
        {t('checkout.continue', 'Continue')}
      </button>
    </form>
  );
}
