/**
 * Card payments go through a PaymentGateway: a real acquirer (LiqPay, WayForPay, a bank) plugs in
 * behind the same interface. The charge is called outside any database transaction, after the
 * stock is reserved (sales/place-order.ts), so a slow acquirer never holds stock locks.
 */
export interface ChargeRequest {
  /** The order's increment id: the acquirer's order reference, the same on a retry. */
  orderNumber: string;
  amountKop: number;
  currency: string;
  /** What the storefront's payment form produced (`paymentData.nonce`). */
  nonce: string | null;
}

export type ChargeResult = { ok: true; transactionId: string } | { ok: false; reason: string };

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

/** Accepts or declines by the nonce alone, so tests and demos are deterministic. */
export class TestPaymentGateway implements PaymentGateway {
  constructor(private readonly delayMs = 0) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    const nonce = request.nonce ?? '';
    if ((TEST_NONCES.accepted as readonly string[]).includes(nonce)) {
      return { ok: true, transactionId: `test_${request.orderNumber}_${request.amountKop}` };
    }
    if (nonce === TEST_NONCES.declined) return { ok: false, reason: 'The card was declined by the bank.' };
    if (nonce === TEST_NONCES.insufficientFunds)
      return { ok: false, reason: 'The card has insufficient funds.' };
    return { ok: false, reason: 'The card details are not valid. Please enter them again.' };
  }
}
