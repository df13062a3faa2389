/**
 * Logic of ContactUsModal, on the shared form pattern (shared/forms): the schema checks and trims,
 * a refused submit focuses the first invalid field and is announced; a failed request is a
 * form-wide error; success opens the contact-us success modal.
 */
import { useState } from 'react';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { modalActions } from '../../shared/state/modal-state.ts';
import { errorMessageIds, useSchemaForm } from '../../shared/forms/use-schema-form.ts';
import {
  CONTACT_US_FIELDS,
  contactUsSchema,
  submitContactRequest,
  type ContactUsValues,
} from './contact-form.ts';

export function useContactUsForm(submit: (values: ContactUsValues) => Promise<void> = submitContactRequest) {
  const dispatch = useDispatch();
  const form = useSchemaForm(contactUsSchema, { name: '', contact: '', message: '' });
  // What the last refused submit said (message ids in field order), for the live region: set on
  // submit only, so typing does not make the screen reader talk.
  const [refused, setRefused] = useState<readonly string[]>([]);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefused([]);
      try {
        await submit(values);
        dispatch(modalActions.openModal('contact-us-success'));
      } catch {
        form.setError('root.request', { type: 'request' });
      }
    },
    (errors) => setRefused(errorMessageIds(errors, CONTACT_US_FIELDS)),
  );
  return { form, onSubmit, refused };
}
