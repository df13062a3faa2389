/** The one-click form's rules (forms kit): a name and a Ukrainian phone number, +380 and nine digits. */
import * as z from 'zod/mini';
import { validationMessages } from '../../shared/forms/use-schema-form.ts';
import { isValidUkrainianPhone } from '../../shared/forms/ukrainian-phone.ts';

export const ONE_CLICK_ERRORS = validationMessages({
  nameRequired: { id: 'product.oneClick.nameRequired', defaultMessage: 'Please enter your name.' },
  phoneInvalid: {
    id: 'product.oneClick.invalidPhone',
    defaultMessage: 'Enter a Ukrainian phone number: +380 and 9 digits.',
  },
});

export const oneClickSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: ONE_CLICK_ERRORS.nameRequired.id, abort: true })),
  phone: z.string().check(z.refine(isValidUkrainianPhone, { error: ONE_CLICK_ERRORS.phoneInvalid.id })),
});

export type OneClickValues = z.output<typeof oneClickSchema>;
export const ONE_CLICK_FIELDS: readonly (keyof OneClickValues)[] = ['name', 'phone'];
