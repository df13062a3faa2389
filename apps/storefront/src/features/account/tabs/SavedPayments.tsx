/** Saved payment methods: the cards kept by the payment gateway (masked number, scheme, expiry) and delete. */
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { CUSTOMER_PAYMENT_TOKENS, DELETE_PAYMENT_TOKEN, type PaymentToken } from '../account-documents.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { savedCardOf, type SavedCard } from '../payment-token.ts';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { useFailureText } from '../useAccountText.ts';
import styles from '../Account.module.css';

function useCardText() {
  const t = useT();
  return (card: SavedCard) =>
    [
      card.brand ??
        (card.type === 'account'
          ? t('account.payments.account', 'Account')
          : t('account.payments.card', 'Card')),
      card.last4 ? `•••• ${card.last4}` : null,
    ]
      .filter(Boolean)
      .join(' ');
}

export function SavedPayments() {
  const t = useT();
  const cardText = useCardText();
  const failureText = useFailureText();
  const [result, reexecute] = useQuery({ query: CUSTOMER_PAYMENT_TOKENS, requestPolicy: 'network-only' });
  const [, remove] = useMutation(DELETE_PAYMENT_TOKEN);
  /** The list the last delete answered (Magento answers the remaining tokens). */
  const [remaining, setRemaining] = useState<readonly (PaymentToken | null)[] | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const tokens = remaining ?? result.data?.customerPaymentTokens?.items;
  if (result.fetching && !tokens) return <TabLoading />;
  if (!tokens)
    return <TabLoadError error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  const cards = tokens.flatMap((token) => (token ? [savedCardOf(token)] : []));

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    const answer = await remove({ publicHash: deleting.publicHash });
    setBusy(false);
    const output = answer.data?.deletePaymentToken;
    if (answer.error || !output?.result) {
      setFailure(
        failureText(answer.error) ?? t('account.payments.notDeleted', 'The card was not deleted. Try again.'),
      );
      return;
    }
    const gone = deleting.publicHash;
    setRemaining(
      output.customerPaymentTokens?.items ?? tokens.filter((token) => token?.public_hash !== gone),
    );
    setDeleting(null);
    setStatus(t('account.payments.deleted', 'The card is deleted.'));
  };

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {cards.length === 0 ? (
        <p className={styles.muted}>
          {t(
            'account.payments.empty',
            'You have no saved cards. Tick “Save the card” when you pay by card, and it appears here.',
          )}
        </p>
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => {
            const textId = `account-card-${card.publicHash}`;
            return (
              <li
                key={card.publicHash}
                className={`${styles.card} ${styles.orderHead}`}
                data-testid="saved-card"
              >
                <div id={textId}>
                  <p className={styles.itemName}>{cardText(card)}</p>
                  {card.expires ? (
                    <p className={styles.muted}>
                      {t('account.payments.expires', 'Expires {date}', { date: card.expires })}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  className={styles.textButton}
                  aria-describedby={textId}
                  onClick={() => {
                    setFailure(null);
                    setDeleting(card);
                  }}
                >
                  {t('account.payments.delete', 'Delete')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('account.payments.deleteTitle', 'Delete this card?')}
          text={cardText(deleting)}
          confirmLabel={t('account.payments.deleteConfirm', 'Delete the card')}
          busy={busy}
          error={failure}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
