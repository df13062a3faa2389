/**
 * Logic of the contact-us form (the modal and the /contact-us page), on the shared form pattern
 * (shared/forms): the schema checks and trims, a refused submit focuses the first invalid field and is
 * announced; what the server refuses shows on its field (or form-wide); a failed request is a form-wide
 * error; success opens the contact-us success modal.
 */
import { useState } from 'react';
import { useClient } from 'urql';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { modalActions } from '../../shared/state/modal-state.ts';
import { errorMessageIds, useSchemaForm } from '../../shared/forms/use-schema-form.ts';
import {
  CONTACT_US_FIELDS,
  ContactUsRefusal,
  contactUsSchema,
  submitContactRequest,
  type ContactUsValues,
} from './contact-form.ts';

export type SubmitContact = (values: ContactUsValues) => Promise<void>;

export function useContactUsForm(submit?: SubmitContact) {
  const dispatch = useDispatch();
  const client = useClient();
  const send: SubmitContact = submit ?? ((values) => submitContactRequest(client, values));
  const form = useSchemaForm(contactUsSchema, { name: '', email: '', telephone: '', comment: '' });
  // What the last refused submit said (message ids in field order), for the live region: set on
  // submit only, so typing does not make the screen reader talk.
  const [refused, setRefused] = useState<readonly string[]>([]);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefused([]);
      try {
        await send(values);
        form.reset();
        dispatch(modalActions.openModal('contact-us-success'));
      } catch (e) {
        if (e instanceof ContactUsRefusal && e.field) {
          form.setError(e.field, { type: 'server', message: e.messageId }, { shouldFocus: true });
          setRefused([e.messageId]);
        } else if (e instanceof ContactUsRefusal) {
          form.setError('root.request', { type: 'refused', message: e.messageId });
        } else {
          form.setError('root.request', { type: 'request' });
        }
      }
    },
    (errors) => setRefused(errorMessageIds(errors, CONTACT_US_FIELDS)),
  );
  return { form, onSubmit, refused };
}
