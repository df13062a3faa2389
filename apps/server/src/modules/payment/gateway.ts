/**
 * Card payments go through a PaymentGateway: a real acquirer (LiqPay, WayForPay, a bank) plugs in
 * behind the same interface. The charge is called outside any database transaction, after the
 * stock is reserved (sales/place-order.ts), so a slow acquirer never holds stock locks.
 */
import { randomBytes } from 'node:crypto';

export interface ChargeRequest {
  /** The order's increment id: the acquirer's order reference, the same on a retry. */
  orderNumber: string;
  amountKop: number;
  currency: string;
  /** What the storefront's payment form produced (`paymentData.nonce`). */
  nonce: string | null;
  /** Keep the card: the acquirer answers a reusable token for it (`savedCard`). */
  saveCard?: boolean;
  /** Charge a card kept earlier: the acquirer's token (customer_payment_token.gateway_token). */
  gatewayToken?: string | null;
}

/** A card the acquirer keeps for later charges: its token and what may be shown of it. */
export interface SavedCard {
  gatewayToken: string;
  /** Magento's vault details: card type code, last four digits, expiry "MM/YYYY". */
  details: { type: string; maskedCC: string; expirationDate: string };
}

export type ChargeResult =
  { ok: true; transactionId: string; savedCard?: SavedCard } | { ok: false; reason: string };

export interface PaymentGateway {
  /** Takes the money, or answers why not. Throws only when the outcome is unknown (network). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * Nonces the built-in test gateway understands (documented in the README):
 * - `tok_visa_ok`, `tok_mastercard_ok`: accepted;
 * - `tok_declined`: declined by the bank;
 * - `tok_insufficient_funds`: declined, not enough money;
 * anything else (or no nonce): declined as an unknown card token.
 */
export const TEST_NONCES = {
  accepted: ['tok_visa_ok', 'tok_mastercard_ok'],
  declined: 'tok_declined',
  insufficientFunds: 'tok_insufficient_funds',
} as const;

/** The test cards behind the accepted nonces (what a saved card shows; never a card number). */
const TEST_CARDS: Record<string, SavedCard['details']> = {
  tok_visa_ok: { type: 'VI', maskedCC: '4242', expirationDate: '12/2030' },
  tok_mastercard_ok: { type: 'MC', maskedCC: '4444', expirationDate: '12/2030' },
};
/** Tokens of cards the test gateway kept: `gw_test_<random>`; it charges any of them. */
const SAVED_TOKEN = /^gw_test_[0-9a-f]{32}$/;

/**
 * Accepts or declines by the nonce alone, so tests and demos are deterministic. A card paid with
 * an accepted nonce and `saveCard` is kept: the answer carries a new `gw_test_…` token, which
 * later charges accept.
 */
export class TestPaymentGateway implements PaymentGateway {
  constructor(private readonly delayMs = 0) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    const transactionId = `test_${request.orderNumber}_${request.amountKop}`;
    if (request.gatewayToken != null) {
      return SAVED_TOKEN.test(request.gatewayToken)
        ? { ok: true, transactionId }
        : { ok: false, reason: 'The saved card is no longer valid. Please pay with another card.' };
    }
    const nonce = request.nonce ?? '';
    if ((TEST_NONCES.accepted as readonly string[]).includes(nonce)) {
      if (!request.saveCard) return { ok: true, transactionId };
      const savedCard = {
        gatewayToken: `gw_test_${randomBytes(16).toString('hex')}`,
        details: TEST_CARDS[nonce]!,
      };
      return { ok: true, transactionId, savedCard };
    }
    if (nonce === TEST_NONCES.declined) return { ok: false, reason: 'The card was declined by the bank.' };
    if (nonce === TEST_NONCES.insufficientFunds)
      return { ok: false, reason: 'The card has insufficient funds.' };
    return { ok: false, reason: 'The card details are not valid. Please enter them again.' };
  }
}
