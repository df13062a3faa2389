/**
 * Why a placement is refused. Each is a Magento-categorised GraphQL error (a client's problem,
 * never a 500) that REST handlers can answer with its message too; nothing was changed when one
 * is thrown: no order, stock and cart as they were.
 */
import { MagentoError } from '../../shared/errors.ts';

export interface UnavailableItem {
  sku: string;
  requested: number;
}

/** Magento's placeOrder text when a line can no longer be fulfilled. */
export const NOT_AVAILABLE_MESSAGE = 'Unable to place order: The requested qty is not available';

export class OutOfStockError extends MagentoError {
  readonly items: UnavailableItem[];
  constructor(items: UnavailableItem[]) {
    super(NOT_AVAILABLE_MESSAGE, 'graphql-input', { unavailable_skus: items.map((i) => i.sku) });
    this.name = 'OutOfStockError';
    this.items = items;
  }
}

export class PaymentDeclinedError extends MagentoError {
  constructor(readonly reason: string) {
    super(`Unable to place order: ${reason}`, 'graphql-input');
    this.name = 'PaymentDeclinedError';
  }
}

/** A draft that cannot be an order (the caller's bug or bad input): nothing to buy, a bad qty. */
export class InvalidDraftError extends MagentoError {
  constructor(reason: string) {
    super(`Unable to place order: ${reason}`, 'graphql-input');
    this.name = 'InvalidDraftError';
  }
}

/** The same key is still being paid for elsewhere past our patience: the client may ask again. */
export class PlacementInProgressError extends MagentoError {
  constructor() {
    super(
      'Unable to place order: the order is still being placed. Please try again in a moment.',
      'graphql-input',
    );
    this.name = 'PlacementInProgressError';
  }
}
