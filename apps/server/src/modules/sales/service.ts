/**
 * The sales module's services: how a request places an order with the process's mail sender,
 * payment gateway and settings (the cart's placeOrder and one-click buy both come here).
 */
import type { Services } from '../../graphql-context.ts';
import { TestPaymentGateway, type PaymentGateway } from '../payment/gateway.ts';
import type { PlacementDeps } from './place-order.ts';

/** The built-in test gateway until a real acquirer is configured (README: payments). */
const defaultGateway: PaymentGateway = new TestPaymentGateway();

export function placementDepsOf(services: Services): PlacementDeps {
  return {
    gateway: defaultGateway,
    mail: services.jobs?.mail,
    shopEmail: services.config.shopOrderEmail,
  };
}
