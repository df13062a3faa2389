/**
 * The address book: the saved addresses, the default delivery address first; add, edit (a new default
 * replaces the previous one) and delete after a confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import { formatUkrainianPhone } from '../../../shared/forms/ukrainian-phone.ts';
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { CustomerAddress } from '../account-documents.ts';
import { deliveryKindOf, toFormValues, type AddressFormValues } from '../address-book.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { useFailureText } from '../useAccountText.ts';
import { AddressForm, useDeliveryKindLabel } from './AddressForm.tsx';
import { useAddressBook } from './useAddressBook.ts';
import styles from '../Account.module.css';

type Editing = { id: number | null; initial: AddressFormValues | null } | null;

function AddressCard(props: { address: CustomerAddress; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const kindLabel = useDeliveryKindLabel();
  const { address } = props;
  const textId = `account-address-${address.id}`;
  const lines = (address.street ?? []).filter(Boolean).join(', ');
  return (
    <li className={styles.card} data-testid="address">
      {address.default_shipping ? (
        <span className={styles.badge}>{t('account.address.default', 'Default delivery address')}</span>
      ) : null}
      <address id={textId} className={styles.address}>
        <strong>
          {address.firstname} {address.lastname}
        </strong>
        <br />
        {address.telephone ? formatUkrainianPhone(address.telephone) : null}
        <br />
        {kindLabel(deliveryKindOf(address))}: {[address.city, lines].filter(Boolean).join(', ')}
      </address>
      <div className={styles.actions}>
        <button type="button" className={styles.textButton} aria-describedby={textId} onClick={props.onEdit}>
          {t('account.address.edit', 'Edit')}
        </button>
        <button
          type="button"
          className={styles.textButton}
          aria-describedby={textId}
          onClick={props.onDelete}
        >
          {t('account.address.delete', 'Delete')}
        </button>
      </div>
    </li>
  );
}

export function AddressBook() {
  const t = useT();
  const failureText = useFailureText();
  const book = useAddressBook();
  const [editing, setEditing] = useState<Editing>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // Back from the form, the keyboard continues where the shopper started: the button to add one.
  const addRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      addRef.current?.focus();
    }
  }, [editing]);

  if (book.loading) return <TabLoading />;
  if (!book.addresses) return <TabLoadError error={book.error} onRetry={book.retry} />;

  const startEditing = (next: Editing) => {
    setFormFailure(null);
    setStatus('');
    setEditing(next);
  };

  if (editing) {
    return (
      <AddressForm
        title={
          editing.id === null
            ? t('account.address.newTitle', 'New address')
            : t('account.address.editTitle', 'Edit address')
        }
        initial={editing.initial}
        failure={formFailure}
        onCancel={() => {
          setEditing(null);
          returnFocus.current = true;
        }}
        onSubmit={async (values) => {
          setFormFailure(null);
          const outcome = await book.save(editing.id, values);
          if (!outcome.ok) {
            setFormFailure(failureText(outcome.error));
            return;
          }
          setEditing(null);
          returnFocus.current = true;
          setStatus(t('account.address.saved', 'The address is saved.'));
        }}
      />
    );
  }

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    setDeleteBusy(true);
    setDeleteFailure(null);
    const outcome = await book.delete(deleting.id);
    setDeleteBusy(false);
    if (!outcome.ok) {
      setDeleteFailure(failureText(outcome.error));
      return;
    }
    setDeleting(null);
    setStatus(t('account.address.deleted', 'The address is deleted.'));
  };

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {book.addresses.length === 0 ? (
        <p className={styles.muted}>
          {t('account.address.empty', 'You have no saved addresses yet. Add one to check out faster.')}
        </p>
      ) : (
        <ul className={`${styles.list} ${styles.addresses}`}>
          {book.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => startEditing({ id: address.id ?? null, initial: toFormValues(address) })}
              onDelete={() => {
                setDeleteFailure(null);
                setDeleting(address);
              }}
            />
          ))}
        </ul>
      )}
      <button
        ref={addRef}
        type="button"
        className={styles.primary}
        onClick={() => startEditing({ id: null, initial: null })}
      >
        {t('account.address.add', 'Add a new address')}
      </button>
      {deleting ? (
        <ConfirmDialog
          title={t('account.address.deleteTitle', 'Delete this address?')}
          text={[deleting.city, ...(deleting.street ?? [])].filter(Boolean).join(', ')}
          confirmLabel={t('account.address.deleteConfirm', 'Delete the address')}
          busy={deleteBusy}
          error={deleteFailure}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
