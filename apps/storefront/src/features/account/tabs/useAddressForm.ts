/**
 * The address form (forms kit): name, phone, the delivery kind and its Nova Poshta address. Picking a
 * city forgets the branch and street of the previous one; typing again forgets the picked ref.
 */
import { useState } from 'react';
import { errorMessageIds, useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { UA_PHONE_PREFIX } from '../../../shared/forms/ukrainian-phone.ts';
import type { PickOption } from '../../../shared/nova-poshta/SearchPickField.tsx';
import { ADDRESS_FIELDS, addressSchema } from '../account-forms.ts';
import { emptyAddressForm, type AddressFormValues } from '../address-book.ts';

export function useAddressForm(options: {
  initial: AddressFormValues | null;
  onSubmit: (values: AddressFormValues) => Promise<void>;
}) {
  const form = useSchemaForm(
    addressSchema,
    options.initial ?? { ...emptyAddressForm, telephone: UA_PHONE_PREFIX },
  );
  const [refused, setRefused] = useState<readonly string[]>([]);
  const values = form.watch();

  const set = (field: keyof AddressFormValues, value: string) =>
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const onSubmit = form.handleSubmit(
    async (valid) => {
      setRefused([]);
      await options.onSubmit(valid);
    },
    (errors) => setRefused(errorMessageIds(errors, ADDRESS_FIELDS)),
  );

  return {
    form,
    values,
    refused,
    onSubmit,
    onCityText: (text: string) => {
      set('city', text);
      for (const field of ['cityRef', 'warehouse', 'warehouseRef', 'street', 'streetRef'] as const)
        set(field, '');
    },
    onCityPick: (city: PickOption) => {
      set('city', city.label);
      set('cityRef', city.ref);
    },
    onWarehouseText: (text: string) => {
      set('warehouse', text);
      set('warehouseRef', '');
    },
    onWarehousePick: (warehouse: PickOption) => {
      set('warehouse', warehouse.label);
      set('warehouseRef', warehouse.ref);
    },
    onStreetText: (text: string) => {
      set('street', text);
      set('streetRef', '');
    },
    onStreetPick: (street: PickOption) => {
      set('street', street.label);
      set('streetRef', street.ref);
    },
  };
}
