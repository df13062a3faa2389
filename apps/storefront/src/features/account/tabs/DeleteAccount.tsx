/**
 * Delete account: what deleting means, then a confirmation; after `deleteCustomer` the shopper goes to
 * the sign-out page, which ends the session on this device.
 */
import { useState } from 'react';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { DELETE_CUSTOMER } from '../account-documents.ts';
import { SIGN_OUT_PATH } from '../account-tabs.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useFailureText } from '../useAccountText.ts';
import styles from '../Account.module.css';

export function DeleteAccount() {
  const t = useT();
  const failureText = useFailureText();
  const [, navigate] = useLocation();
  const [, deleteCustomer] = useMutation(DELETE_CUSTOMER);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const answer = await deleteCustomer({});
    setBusy(false);
    if (answer.error || answer.data?.deleteCustomer !== true) {
      setFailure(
        failureText(answer.error) ?? t('account.delete.failed', 'The account was not deleted. Try again.'),
      );
      return;
    }
    navigate(SIGN_OUT_PATH, { replace: true });
  };

  return (
    <>
      <p>
        {t(
          'account.delete.intro',
          'Deleting your account removes your personal details, addresses, saved cards and bonuses, and signs you out.',
        )}
      </p>
      <p className={styles.dialogText}>{t('account.delete.undo', 'This cannot be undone.')}</p>
      <button
        type="button"
        className={styles.danger}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {t('account.delete.start', 'Delete my account')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('account.delete.title', 'Delete your account?')}
          text={t(
            'account.delete.confirmText',
            'Your account and everything in it will be deleted for good.',
          )}
          confirmLabel={t('account.delete.confirm', 'Yes, delete my account')}
          busy={busy}
          error={failure}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
