/** Logic of ContactUsModal: field values, validation on submit (then live), sending, then the success modal. */
import { useRef, useState, type FormEvent } from 'react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { useDispatch } from '../../app/store/app-store.tsx';
import {
  submitContactRequest,
  validateContactUs,
  type ContactUsErrors,
  type ContactUsField,
  type ContactUsValues,
} from './contact-form.ts';

const FIELDS: readonly ContactUsField[] = ['name', 'contact', 'message'];

export function useContactUsForm(submit: (values: ContactUsValues) => Promise<void> = submitContactRequest) {
  const dispatch = useDispatch();
  const [values, setValues] = useState<ContactUsValues>({ name: '', contact: '', message: '' });
  const [errors, setErrors] = useState<ContactUsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const refs = useRef<Partial<Record<ContactUsField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  function change(field: ContactUsField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, messages follow what the shopper types.
    if (submitted) setErrors(validateContactUs(next));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContactUs(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    setSending(true);
    setFailed(false);
    try {
      await submit({
        name: values.name.trim(),
        contact: values.contact.trim(),
        message: values.message.trim(),
      });
      dispatch(modalActions.openModal('contact-us-success'));
    } catch {
      setFailed(true);
      setSending(false);
    }
  }

  return {
    values,
    errors,
    sending,
    failed,
    change,
    onSubmit: (event: FormEvent) => void onSubmit(event),
    register: (field: ContactUsField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[field] = element;
    },
  };
}
