/**
 * Ukrainian phone numbers for buying in one click: the shopper may type them with spaces,
 * dashes or brackets, with or without +38; the number sent is +380 followed by 9 digits.
 */

export const UA_PHONE_PREFIX = '+380';
const UA_PHONE = /^\+380\d{9}$/;

/**
 * '+38 (067) 123-45-67', '380671234567', '0671234567' and '671234567' all become
 * '+380671234567'. Anything that cannot be read as a Ukrainian number is returned as typed
 * (without spaces) so validation rejects it.
 */
export function normalizeUkrainianPhone(input: string): string {
  const compact = input.replace(/[\s()\-.]/g, '');
  const digits = compact.replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return compact;
  if (digits.startsWith('380')) return `+${digits}`;
  if (digits.startsWith('80') && digits.length === 11) return `+3${digits}`;
  if (digits.startsWith('0') && digits.length === 10) return `+38${digits}`;
  if (digits.length === 9 && !digits.startsWith('0')) return `${UA_PHONE_PREFIX}${digits}`;
  return compact;
}

/** +380 and nine digits, the first of which is an operator or area code (never 0). */
export function isValidUkrainianPhone(input: string): boolean {
  const phone = normalizeUkrainianPhone(input);
  return UA_PHONE.test(phone) && phone[4] !== '0';
}

/** '+380671234567' → '+380 67 123 45 67' for display. */
export function formatUkrainianPhone(phone: string): string {
  const normalized = normalizeUkrainianPhone(phone);
  if (!UA_PHONE.test(normalized)) return phone;
  const n = normalized.slice(4);
  return `${UA_PHONE_PREFIX} ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
}
