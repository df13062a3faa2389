/**
 * /checkout (cart-account spec §2, §4): rendered empty without a cart holding items; otherwise the steps
 * in order (delivery, delivery method, payment, order), each with its own error and a summary with a
 * way back once done, beside the order summary.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import type { CheckoutStep } from '../../shared/state/checkout-state.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { DeliveryStep, useDeliveryKindLabel } from './steps/DeliveryStep.tsx';
import { PaymentStep } from './steps/PaymentStep.tsx';
import { ShippingMethodStep, useShippingPrice } from './steps/ShippingMethodStep.tsx';
import { errorText, useCheckout, type CheckoutPageProps } from './useCheckout.ts';
import styles from './CheckoutPage.module.css';

export type { CheckoutPageProps } from './useCheckout.ts';

function StepSection(props: {
  index: number;
  title: string;
  open: boolean;
  done: boolean;
  error: unknown;
  summary?: ReactNode;
  onChange?: () => void;
  changeLabel: string;
  children?: ReactNode;
}) {
  const message = errorText(props.error);
  const headingId = `checkout-step-${props.index}`;
  return (
    <section className={styles.step} aria-labelledby={headingId} data-open={props.open || undefined}>
      <div className={styles.stepHead}>
        <h2 id={headingId} className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            {props.index}
          </span>
          {props.title}
        </h2>
        {!props.open && props.done && props.onChange ? (
          <button type="button" className={styles.change} onClick={props.onChange}>
            {props.changeLabel}
            <span className={styles.visuallyHidden}>: {props.title}</span>
          </button>
        ) : null}
      </div>
      {!props.open && props.done ? <div className={styles.stepSummary}>{props.summary}</div> : null}
      {message ? (
        <p className={styles.stepError} role="alert">
          {message}
        </p>
      ) : null}
      {props.open ? props.children : null}
    </section>
  );
}

/** The checkout without a cart holding items; also what the server renders where the browser holds none. */
export function EmptyCheckout() {
  const t = useT();
  const title = t('checkout.title', 'Checkout');
  return (
    <section className={styles.empty} aria-labelledby="checkout-title">
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <h1 id="checkout-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.muted}>
        {t('checkout.empty', 'Your cart is empty, so there is nothing to check out yet.')}
      </p>
      <Link href="/" className={styles.primary}>
        {t('checkout.continueShopping', 'Continue shopping')}
      </Link>
    </section>
  );
}

export default function CheckoutPage(props: CheckoutPageProps) {
  const t = useT();
  const c = useCheckout(props);
  const kindLabel = useDeliveryKindLabel();
  const price = useShippingPrice();
  const title = t('checkout.title', 'Checkout');
  const { checkout } = c;
  const isOpen = (step: CheckoutStep) => c.active === step;
  const change = t('checkout.change', 'Change');

  if (!c.hasCart || (c.cart && c.cart.total_quantity === 0) || (!c.cart && !c.cartFetching)) {
    return <EmptyCheckout />;
  }

  const paymentMethods = (c.cart?.available_payment_methods ?? []).flatMap((m) => (m ? [m] : []));
  const paymentTitle =
    paymentMethods.find((m) => m.code === checkout.paymentCode)?.title ?? checkout.paymentCode;
  const nonce = checkout.paymentData?.nonce;

  return (
    <div className={styles.page}>
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        <div className={styles.steps}>
          <StepSection
            index={1}
            title={t('checkout.step.delivery', 'Contact and delivery')}
            open={isOpen('shippingAddress')}
            done={c.done.shippingAddress}
            error={checkout.errors.shippingAddress}
            changeLabel={change}
            onChange={() => c.edit('shippingAddress')}
            summary={
              c.address ? (
                <>
                  <p>
                    {c.address.firstname} {c.address.lastname}, {c.address.telephone}
                    {c.address.email ? `, ${c.address.email}` : ''}
                  </p>
                  <p>
                    {kindLabel(c.address.delivery)}:{' '}
                    {c.address.delivery === 'pickup' ? '' : `${c.address.city}, `}
                    {c.address.delivery === 'courier'
                      ? [c.address.street, c.address.house, c.address.flat].filter(Boolean).join(', ')
                      : c.address.delivery === 'pickup'
                        ? c.address.pickupAddress
                        : c.address.warehouse}
                  </p>
                </>
              ) : null
            }
          >
            <DeliveryStep
              guest={!c.signedIn}
              saved={c.address}
              submitting={checkout.isSubmitting}
              onSubmit={c.submitDelivery}
            />
          </StepSection>
          <StepSection
            index={2}
            title={t('checkout.step.shippingMethod', 'Delivery method')}
            open={isOpen('shippingMethod')}
            done={c.done.shippingMethod}
            error={checkout.errors.shippingMethod}
            changeLabel={change}
            onChange={() => c.edit('shippingMethod')}
            summary={
              c.chosenMethod ? (
                <p>
                  {c.chosenMethod.title}: {price(c.chosenMethod.amount)}
                </p>
              ) : null
            }
          >
            <ShippingMethodStep
              methods={checkout.availableShippingMethods}
              chosen={checkout.shippingMethod}
              kind={c.address?.delivery ?? null}
              submitting={checkout.isSubmitting}
              onSubmit={c.submitShippingMethod}
            />
          </StepSection>
          <StepSection
            index={3}
            title={t('checkout.step.payment', 'Payment')}
            open={isOpen('paymentMethod') || isOpen('billingAddress')}
            done={c.done.paymentMethod}
            error={checkout.errors.paymentMethod ?? checkout.errors.billingAddress}
            changeLabel={change}
            onChange={() => c.edit('paymentMethod')}
            summary={<p>{paymentTitle}</p>}
          >
            <PaymentStep
              methods={paymentMethods}
              chosen={checkout.paymentCode}
              savedNonce={typeof nonce === 'string' ? nonce : null}
              canSaveCard={c.signedIn}
              savedSaveCard={checkout.paymentData?.saveCard === true}
              shipping={c.address}
              savedBilling={checkout.billingAddress?.sameAsShippingAddress === false ? c.billing : null}
              sameAsShipping={checkout.billingAddress?.sameAsShippingAddress !== false}
              submitting={checkout.isSubmitting}
              onSubmit={c.submitPayment}
            />
          </StepSection>
          <StepSection
            index={4}
            title={t('checkout.step.order', 'Confirm the order')}
            open={isOpen('order')}
            done={false}
            error={checkout.errors.order}
            changeLabel={change}
          >
            <button
              type="button"
              className={styles.primary}
              disabled={checkout.isSubmitting}
              aria-busy={checkout.isSubmitting || undefined}
              onClick={() => void c.submitOrder()}
            >
              {checkout.isSubmitting
                ? t('checkout.placing', 'Placing the order…')
                : t('checkout.placeOrder', 'Place the order')}
            </button>
          </StepSection>
        </div>
        <OrderSummary cart={c.cart} shipping={c.chosenMethod} />
      </div>
    </div>
  );
}
