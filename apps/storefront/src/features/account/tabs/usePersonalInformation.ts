/**
 * The personal information tab's two forms: the customer's details (updateCustomerV2) and the e-mail
 * change, which Magento confirms with the password (updateCustomerEmail). Each reports success or the
 * server's message; a refused submit lists its errors for screen readers.
 */
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorMessageIds, useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { normalizeUkrainianPhone, UA_PHONE_PREFIX } from '../../../shared/forms/ukrainian-phone.ts';
import { UPDATE_CUSTOMER, UPDATE_CUSTOMER_EMAIL, type AccountCustomer } from '../account-documents.ts';
import {
  DEFAULT_GENDER,
  EMAIL_FIELDS,
  emailSchema,
  isBlankPhone,
  PERSONAL_FIELDS,
  personalSchema,
  type PersonalValues,
} from '../account-forms.ts';

export type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; error: Error };

export function personalValuesOf(customer: AccountCustomer): PersonalValues {
  return {
    firstname: customer.firstname ?? '',
    middlename: customer.middlename ?? '',
    lastname: customer.lastname ?? '',
    gender: customer.gender === 1 ? '1' : DEFAULT_GENDER,
    // Magento answers "1990-05-17" (some versions with a time); the date input takes the date part.
    dateOfBirth: (customer.date_of_birth ?? '').slice(0, 10),
    phone: customer.phone || UA_PHONE_PREFIX,
  };
}

/** What updateCustomerV2 gets: blank optional fields are left out (kept as they are). */
export function customerUpdateInput(values: PersonalValues) {
  return {
    firstname: values.firstname.trim(),
    middlename: values.middlename.trim(),
    lastname: values.lastname.trim(),
    gender: Number(values.gender),
    ...(values.dateOfBirth ? { date_of_birth: values.dateOfBirth } : {}),
    ...(isBlankPhone(values.phone) ? {} : { phone: normalizeUkrainianPhone(values.phone) }),
  };
}

export function usePersonalForm(customer: AccountCustomer) {
  const form = useSchemaForm(personalSchema, personalValuesOf(customer));
  const [, update] = useMutation(UPDATE_CUSTOMER);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [refused, setRefused] = useState<readonly string[]>([]);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefused([]);
      setState({ kind: 'idle' });
      const result = await update({ input: customerUpdateInput(values) });
      if (result.error || !result.data?.updateCustomerV2) {
        setState({ kind: 'failed', error: result.error ?? new Error('not saved') });
        return;
      }
      const saved = result.data.updateCustomerV2.customer;
      form.reset(personalValuesOf({ ...customer, ...saved }));
      setState({ kind: 'saved' });
    },
    (errors) => {
      setState({ kind: 'idle' });
      setRefused(errorMessageIds(errors, PERSONAL_FIELDS));
    },
  );
  return { form, state, refused, onSubmit };
}

export function useEmailForm(onChanged: (email: string) => void) {
  const form = useSchemaForm(emailSchema, { email: '', password: '' });
  const [, updateEmail] = useMutation(UPDATE_CUSTOMER_EMAIL);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [refused, setRefused] = useState<readonly string[]>([]);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefused([]);
      setState({ kind: 'idle' });
      const result = await updateEmail({ email: values.email.trim(), password: values.password });
      const email = result.data?.updateCustomerEmail?.customer.email;
      if (result.error || !email) {
        setState({ kind: 'failed', error: result.error ?? new Error('not saved') });
        // The password is asked again after a refusal; the e-mail stays as typed.
        form.setValue('password', '');
        return;
      }
      form.reset({ email: '', password: '' });
      setState({ kind: 'saved' });
      onChanged(email);
    },
    (errors) => {
      setState({ kind: 'idle' });
      setRefused(errorMessageIds(errors, EMAIL_FIELDS));
    },
  );
  return { form, state, refused, onSubmit };
}
