/** Communications: the newsletter subscription (is_subscribed) and a toggle (updateCustomerV2). */
import { useState } from 'react';
import { useMutation } from 'urql';
import { FormError } from '../../../shared/forms/FormAnnouncer.tsx';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { SET_NEWSLETTER_SUBSCRIPTION } from '../account-documents.ts';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { useAccountCustomer } from '../useAccountCustomer.ts';
import { useFailureText } from '../useAccountText.ts';
import styles from '../Account.module.css';

export function Communications() {
  const t = useT();
  const failureText = useFailureText();
  const { customer, loading, error, failed, retry } = useAccountCustomer();
  const [, setSubscription] = useMutation(SET_NEWSLETTER_SUBSCRIPTION);
  /** What the last change answered; the query's value until then. */
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (loading) return <TabLoading />;
  if (failed || !customer) return <TabLoadError error={error} onRetry={retry} />;
  const subscribed = answered ?? Boolean(customer.is_subscribed);

  const toggle = async (next: boolean) => {
    setBusy(true);
    setStatus('');
    setFailure(null);
    const answer = await setSubscription({ subscribed: next });
    setBusy(false);
    const value = answer.data?.updateCustomerV2?.customer.is_subscribed;
    if (answer.error || typeof value !== 'boolean') {
      setFailure(
        failureText(answer.error) ??
          t('account.communications.failed', 'The change was not saved. Try again.'),
      );
      return;
    }
    setAnswered(value);
    setStatus(
      value
        ? t('account.communications.subscribed', 'You are subscribed to our newsletter.')
        : t('account.communications.unsubscribed', 'You are unsubscribed from our newsletter.'),
    );
  };

  return (
    <>
      <p>
        {t(
          'account.communications.intro',
          'New arrivals, sales and offers for members: once or twice a week, and you can stop at any time.',
        )}
      </p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={subscribed}
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        <span>{t('account.communications.newsletter', 'Send me news and offers by e-mail')}</span>
      </label>
      <p className={styles.status} role="status">
        {status}
      </p>
      <FormError message={failure ?? undefined} />
    </>
  );
}
