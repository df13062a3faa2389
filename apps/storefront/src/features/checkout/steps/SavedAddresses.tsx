/**
 * Step 1 for a signed-in shopper: the address book's addresses to deliver to, the default first. Choosing
 * one fills the step's fields (still editable); with nothing entered yet, the default fills them at once.
 */
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { CheckoutAddress } from '../checkout-address.ts';
import {
  CHECKOUT_SAVED_ADDRESSES,
  savedAddressesOf,
  savedAddressLine,
  toCheckoutAddress,
  type SavedAddress,
} from '../saved-addresses.ts';
import styles from '../CheckoutPage.module.css';

export function SavedAddresses(props: {
  /** Whether the default may fill the step (not when the shopper's own entry came back from storage). */
  prefillDefault: boolean;
  onPick: (address: CheckoutAddress) => void;
}) {
  const t = useT();
  const [result] = useQuery({ query: CHECKOUT_SAVED_ADDRESSES, requestPolicy: 'network-only' });
  const addresses = useMemo(() => savedAddressesOf(result.data), [result.data]);
  const [chosen, setChosen] = useState<number | null>(null);
  const { onPick, prefillDefault } = props;
  const pick = (address: SavedAddress) => {
    setChosen(address.id ?? null);
    onPick(toCheckoutAddress(address));
  };
  const prefill = useEffectEvent(pick);
  const prefilled = useRef(false);
  useEffect(() => {
    const first = addresses[0];
    if (prefilled.current || !prefillDefault || !first?.default_shipping) return;
    prefilled.current = true;
    prefill(first);
  }, [addresses, prefillDefault]);

  if (addresses.length === 0) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{t('checkout.savedAddresses', 'Your saved addresses')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className={styles.choice}>
          <input
            type="radio"
            name="savedAddress"
            value={String(address.id)}
            checked={chosen === address.id}
            onChange={() => pick(address)}
          />
          <span>
            {savedAddressLine(address)}
            {address.default_shipping
              ? ` (${t('checkout.savedAddresses.default', 'default delivery address')})`
              : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
