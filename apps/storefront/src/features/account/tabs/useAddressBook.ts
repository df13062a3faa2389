/**
 * The address book's data: the customer's addresses (GetCustomerAddresses, from the network), kept in
 * the tab as the spec's rules change them (address-book.ts) with each mutation's answer, so the list
 * is right at once; a later answer of the query replaces it.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CREATE_CUSTOMER_ADDRESS,
  CUSTOMER_ADDRESSES,
  DELETE_CUSTOMER_ADDRESS,
  UPDATE_CUSTOMER_ADDRESS,
  type CustomerAddress,
} from '../account-documents.ts';
import {
  appendAddress,
  defaultFirst,
  removeAddress,
  replaceAddress,
  toAddressInput,
  type AddressFormValues,
} from '../address-book.ts';

export type Outcome = { ok: true } | { ok: false; error: Error };

const failed = (error: Error | undefined): Outcome => ({ ok: false, error: error ?? new Error('not saved') });

export function useAddressBook() {
  const [result, reexecute] = useQuery({ query: CUSTOMER_ADDRESSES, requestPolicy: 'network-only' });
  const fetched = result.data?.customer?.addresses;
  // The tab's changes apply over the last answer; a new answer of the query starts over from it.
  const [changed, setChanged] = useState<{ from: typeof fetched; list: CustomerAddress[] } | null>(null);
  const answered = useMemo(
    () => fetched?.flatMap((address) => (address ? [address] : [])) ?? null,
    [fetched],
  );
  const list = changed && changed.from === fetched ? changed.list : answered;
  const setList = (change: (current: CustomerAddress[]) => CustomerAddress[]) =>
    setChanged((previous) => ({
      from: fetched,
      list: change(previous && previous.from === fetched ? previous.list : (answered ?? [])),
    }));
  const [, create] = useMutation(CREATE_CUSTOMER_ADDRESS);
  const [, update] = useMutation(UPDATE_CUSTOMER_ADDRESS);
  const [, remove] = useMutation(DELETE_CUSTOMER_ADDRESS);
  const addresses = useMemo(() => (list ? defaultFirst(list) : null), [list]);

  return {
    addresses,
    loading: result.fetching && !list,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),

    async save(id: number | null, values: AddressFormValues): Promise<Outcome> {
      const input = toAddressInput(values);
      if (id === null) {
        const answer = await create({ input });
        const added = answer.data?.createCustomerAddress;
        if (answer.error || !added) return failed(answer.error);
        setList((current) => appendAddress(current, added));
      } else {
        const answer = await update({ id, input });
        const updated = answer.data?.updateCustomerAddress;
        if (answer.error || !updated) return failed(answer.error);
        setList((current) => replaceAddress(current, updated));
      }
      return { ok: true };
    },

    async delete(id: number): Promise<Outcome> {
      const answer = await remove({ id });
      if (answer.error || !answer.data?.deleteCustomerAddress) return failed(answer.error);
      setList((current) => removeAddress(current, id));
      return { ok: true };
    },
  };
}
