/**
 * Sending a one-click order: the extension schema's one mutation (issue 10) turns a name, a phone
 * (+380…) and one product in its chosen size into an order paid on delivery that the shop calls back
 * about; it answers the order number. Typed by gql.tada from the storefront's schema.
 */
import type { Client } from '@urql/core';
import { graphql } from '../../shared/graphql/graphql.ts';
import { normalizeUkrainianPhone } from '../../shared/forms/ukrainian-phone.ts';

export const PLACE_ONE_CLICK_ORDER = graphql(`
  mutation placeOneClickOrder($input: OneClickOrderInput!) {
    placeOneClickOrder(input: $input) {
      order_number
    }
  }
`);

/** The server refused the order (bad input, size sold out): its message is for the shopper. */
export class OneClickRefusal extends Error {
  override readonly name = 'OneClickRefusal';
}

export interface OneClickOrderRequest {
  name: string;
  phone: string;
  sku: string;
  variantSku: string | null;
  quantity: number;
}

export interface OneClickOrderResult {
  orderNumber: string;
  phone: string;
}

/** Places the order; a GraphQL error (bad phone, size sold out) rejects with the server's message. */
export async function submitOneClickOrder(
  client: Pick<Client, 'mutation'>,
  request: OneClickOrderRequest,
): Promise<OneClickOrderResult> {
  const phone = normalizeUkrainianPhone(request.phone);
  const product = request.variantSku
    ? { sku: request.variantSku, parent_sku: request.sku }
    : { sku: request.sku };
  const result = await client
    .mutation(PLACE_ONE_CLICK_ORDER, {
      input: { ...product, name: request.name, phone, quantity: request.quantity },
    })
    .toPromise();
  const refusal = result.error?.graphQLErrors[0]?.message;
  if (refusal) throw new OneClickRefusal(refusal);
  if (result.error) throw result.error;
  const orderNumber = result.data?.placeOneClickOrder?.order_number;
  if (!orderNumber) throw new Error('No order number came back.');
  return { orderNumber, phone };
}
