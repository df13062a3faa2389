/**
 * The delivery step's form (forms kit): contact, name, phone, the delivery kind and its address. Picking
 * a city forgets the branch and street of the previous one; typing a city again forgets its ref.
 */
import { useMemo, useState } from 'react';
import { errorMessageIds, useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { UA_PHONE_PREFIX } from '../../../shared/forms/ukrainian-phone.ts';
import { emptyAddress, type CheckoutAddress } from '../checkout-address.ts';
import { DELIVERY_FORM_FIELDS, deliverySchema } from '../checkout-forms.ts';
import type { PickOption } from '../../../shared/nova-poshta/SearchPickField.tsx';

export function useDeliveryForm(options: {
  guest: boolean;
  saved: CheckoutAddress | null;
  onSubmit: (values: CheckoutAddress) => Promise<void>;
}) {
  const schema = useMemo(() => deliverySchema(options.guest), [options.guest]);
  const form = useSchemaForm(schema, options.saved ?? { ...emptyAddress, telephone: UA_PHONE_PREFIX });
  const [refused, setRefused] = useState<readonly string[]>([]);
  const values = form.watch();

  const set = (field: keyof CheckoutAddress, value: string) =>
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const onCityText = (text: string) => {
    set('city', text);
    set('cityRef', '');
    set('warehouse', '');
    set('warehouseRef', '');
    set('street', '');
    set('streetRef', '');
  };
  const onCityPick = (city: PickOption) => {
    set('city', city.label);
    set('cityRef', city.ref);
  };
  const onWarehouseText = (text: string) => {
    set('warehouse', text);
    set('warehouseRef', '');
  };
  const onWarehousePick = (warehouse: PickOption) => {
    set('warehouse', warehouse.label);
    set('warehouseRef', warehouse.ref);
  };
  const onStreetText = (text: string) => {
    set('street', text);
    set('streetRef', '');
  };
  const onStreetPick = (street: PickOption) => {
    set('street', street.label);
    set('streetRef', street.ref);
  };
  const onPickupPick = (code: string, address: string) => {
    set('pickupCode', code);
    set('pickupAddress', address);
  };

  /** A saved address fills every field but the e-mail (a signed-in shopper's is the account's). */
  const fill = (address: CheckoutAddress) => {
    for (const field of Object.keys(address) as (keyof CheckoutAddress)[])
      if (field !== 'email') set(field, address[field]);
  };

  const onSubmit = form.handleSubmit(
    async (valid) => {
      setRefused([]);
      await options.onSubmit(valid);
    },
    (errors) => setRefused(errorMessageIds(errors, DELIVERY_FORM_FIELDS)),
  );

  return {
    form,
    values,
    refused,
    onSubmit,
    onCityText,
    onCityPick,
    onWarehouseText,
    onWarehousePick,
    onStreetText,
    onStreetPick,
    onPickupPick,
    fill,
  };
}
