/**
 * /order-success (cart-account spec §2): the order number and what happens next; a guest is offered an
 * account at /create-account with e-mail, first and last name from the shipping address. Without a
 * receipt (a reload, a direct visit) it says there is no recent order.
 */
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useAppStore } from '../../shared/state/app-store.tsx';
import { SuccessIcon } from '../../shared/ui/icons.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { readCheckoutAddress } from './checkout-address.ts';
import styles from './CheckoutPage.module.css';

/** /create-account with the query fields of spec §2. */
export function createAccountHref(address: { email: string; firstname: string; lastname: string }): string {
  const query = new URLSearchParams({
    email: address.email,
    firstName: address.firstname,
    lastName: address.lastname,
  });
  return `/create-account?${query.toString()}`;
}

export default function OrderSuccessPage() {
  const t = useT();
  const receipt = useAppStore((s) => s.checkout.receipt);
  const signedIn = useAppStore((s) => s.user.isSignedIn);
  const title = t('orderSuccess.title', 'Thank you for your order!');
  const order = receipt?.order ?? null;
  const orderId = typeof order?.id === 'string' ? order.id : null;
  const address = readCheckoutAddress(
    (order?.shipping_address as Readonly<Record<string, unknown>> | undefined) ?? null,
  );

  if (!orderId) {
    return (
      <section className={styles.empty} aria-labelledby="order-success-title">
        <PageHead title={t('orderSuccess.none', 'No recent order')} robots="NOINDEX,NOFOLLOW" />
        <h1 id="order-success-title" className={styles.title}>
          {t('orderSuccess.none', 'No recent order')}
        </h1>
        <Link href="/" className={styles.primary}>
          {t('checkout.continueShopping', 'Continue shopping')}
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.success} aria-labelledby="order-success-title">
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <SuccessIcon size={48} />
      <h1 id="order-success-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.successNumber}>
        {t('orderSuccess.number', 'Order number: {number}', { number: orderId })}
      </p>
      <p className={styles.muted}>
        {address?.email
          ? t(
              'orderSuccess.emailSent',
              'We have sent the order confirmation to {email}. We will let you know when the order is on its way.',
              { email: address.email },
            )
          : t('orderSuccess.next', 'We will let you know when the order is on its way.')}
      </p>
      {!signedIn && address?.email ? (
        <div className={styles.form}>
          <p className={styles.muted}>
            {t(
              'orderSuccess.createAccountText',
              'Create an account to follow your orders and earn bonus points on the next ones.',
            )}
          </p>
          <Link href={createAccountHref(address)} className={styles.primary}>
            {t('orderSuccess.createAccount', 'Create an account')}
          </Link>
        </div>
      ) : null}
      <Link href="/" className={styles.change}>
        {t('checkout.continueShopping', 'Continue shopping')}
      </Link>
    </section>
  );
}
