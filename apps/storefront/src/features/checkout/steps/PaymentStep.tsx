/**
 * Step 3: the payment methods the cart offers (cash on delivery; a card through the gateway, whose test
 * form takes a nonce) and the billing address, the same as the delivery one unless unticked.
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { emptyAddress, type CheckoutAddress } from '../checkout-address.ts';
import styles from '../CheckoutPage.module.css';

/** Card methods take a nonce from the card form (the test gateway's tokens). */
export const CARD_METHOD_CODES: ReadonlySet<string> = new Set(['vitryna_card']);
export const isCardMethod = (code: string) => CARD_METHOD_CODES.has(code);

export interface PaymentChoice {
  code: string;
  nonce: string | null;
  /** A signed-in shopper keeps the card for later orders (Magento's is_active_payment_token_enabler). */
  saveCard: boolean;
  /** null: the billing address is the delivery address. */
  billing: CheckoutAddress | null;
}

type BillingField = 'firstname' | 'lastname' | 'city' | 'street';
const BILLING_FIELDS: readonly BillingField[] = ['firstname', 'lastname', 'city', 'street'];

export function PaymentStep(props: {
  methods: readonly { code: string; title: string }[];
  chosen: string | null;
  savedNonce: string | null;
  /** Signed in: a card may be saved (a guest has no saved cards). */
  canSaveCard: boolean;
  savedSaveCard: boolean;
  shipping: CheckoutAddress | null;
  savedBilling: CheckoutAddress | null;
  sameAsShipping: boolean;
  submitting: boolean;
  onSubmit: (choice: PaymentChoice) => void;
}) {
  const t = useT();
  const nonceId = useId();
  const nonceError = useId();
  const [code, setCode] = useState(() =>
    props.chosen && props.methods.some((m) => m.code === props.chosen)
      ? props.chosen
      : (props.methods[0]?.code ?? ''),
  );
  const [nonce, setNonce] = useState(props.savedNonce ?? '');
  const [saveCard, setSaveCard] = useState(props.savedSaveCard);
  const [same, setSame] = useState(props.sameAsShipping);
  const [billing, setBilling] = useState<CheckoutAddress>(
    props.savedBilling ?? { ...emptyAddress, delivery: 'courier' },
  );
  const [tried, setTried] = useState(false);
  const card = isCardMethod(code);
  const nonceMissing = card && nonce.trim() === '';
  const billingMissing = !same && BILLING_FIELDS.some((field) => billing[field].trim() === '');
  const labels: Record<BillingField, string> = {
    firstname: t('checkout.firstname', 'First name'),
    lastname: t('checkout.lastname', 'Last name'),
    city: t('checkout.city', 'City'),
    street: t('checkout.billingStreet', 'Street, house, flat'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!code || nonceMissing || billingMissing) return;
    props.onSubmit({
      code,
      nonce: card ? nonce.trim() : null,
      saveCard: card && props.canSaveCard && saveCard,
      billing: same
        ? null
        : { ...billing, telephone: billing.telephone || (props.shipping?.telephone ?? '') },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.choices}>
        <legend className={styles.visuallyHidden}>{t('checkout.paymentMethod', 'Payment')}</legend>
        {props.methods.map((method) => (
          <label key={method.code} className={styles.choice}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.code}
              checked={code === method.code}
              onChange={() => setCode(method.code)}
            />
            <span className={styles.choiceText}>{method.title}</span>
          </label>
        ))}
      </fieldset>
      {props.methods.length === 0 ? (
        <p className={styles.muted}>{t('checkout.noPaymentMethods', 'No payment method is available.')}</p>
      ) : null}
      {card ? (
        <div className={styles.field}>
          <label htmlFor={nonceId} className={styles.label}>
            {t('checkout.cardNonce', 'Card token')}
          </label>
          <input
            id={nonceId}
            type="text"
            autoComplete="off"
            value={nonce}
            onChange={(event) => setNonce(event.currentTarget.value)}
            aria-invalid={tried && nonceMissing ? true : undefined}
            aria-describedby={tried && nonceMissing ? nonceError : undefined}
          />
          <p className={styles.muted}>
            {t('checkout.cardNonceHint', 'Test payment form: enter the token your card gateway gave.')}
          </p>
          {tried && nonceMissing ? (
            <p id={nonceError} className={styles.fieldError}>
              {t('checkout.error.nonceRequired', 'Please enter the card token.')}
            </p>
          ) : null}
        </div>
      ) : null}
      {card && props.canSaveCard ? (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => setSaveCard(event.currentTarget.checked)}
          />
          <span>{t('checkout.saveCard', 'Save the card for my next orders')}</span>
        </label>
      ) : null}
      <label className={styles.choice}>
        <input type="checkbox" checked={same} onChange={(event) => setSame(event.currentTarget.checked)} />
        <span>{t('checkout.sameAsShipping', 'Billing address is the same as the delivery address')}</span>
      </label>
      {!same ? (
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('checkout.billingAddress', 'Billing address')}</legend>
          {BILLING_FIELDS.map((field) => (
            <BillingInput
              key={field}
              label={labels[field]}
              value={billing[field]}
              invalid={tried && billing[field].trim() === ''}
              errorText={t('checkout.error.billingRequired', 'Please fill in this field.')}
              onChange={(value) => setBilling((b) => ({ ...b, [field]: value }))}
            />
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className={styles.primary} disabled={props.submitting || !code}>
        {t('checkout.continue', 'Continue')}
      </button>
    </form>
  );
}

function BillingInput(props: {
  label: string;
  value: string;
  invalid: boolean;
  errorText: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? `${id}-error` : undefined}
      />
      {props.invalid ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {props.errorText}
        </p>
      ) : null}
    </div>
  );
}
