/**
 * A saved card as Magento's vault describes it: `details` is JSON such as
 * {"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}. Only the last digits are ever known.
 */
import type { PaymentToken } from './account-documents.ts';

export interface SavedCard {
  publicHash: string;
  /** The card scheme's name (Visa, Mastercard), or the code as answered. */
  brand: string | null;
  /** The last digits. */
  last4: string | null;
  /** "12/2030" */
  expires: string | null;
  type: PaymentToken['type'];
}

const BRANDS: Readonly<Record<string, string>> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AE: 'American Express',
  DI: 'Discover',
  JCB: 'JCB',
  MI: 'Maestro',
  PROSTIR: 'ПРОСТІР',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function savedCardOf(token: PaymentToken): SavedCard {
  let details: Record<string, unknown> = {};
  try {
    const parsed: unknown = token.details ? JSON.parse(token.details) : {};
    if (parsed && typeof parsed === 'object') details = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: a card without details still shows and can be deleted.
  }
  const code = text(details.type);
  const masked = text(details.maskedCC);
  return {
    publicHash: token.public_hash,
    brand: code ? (BRANDS[code.toUpperCase()] ?? code) : null,
    last4: masked ? masked.replace(/\D/g, '').slice(-4) || null : null,
    expires: text(details.expirationDate),
    type: token.type,
  };
}
