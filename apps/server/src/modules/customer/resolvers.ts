/** Customer operations (CustomerGraphQl, NewsletterGraphQl, SalesGraphQl's orders): arguments in, one service call out. */
import type { Resolvers } from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import { customerOrders, orderItemFields } from './orders.ts';
import { requestPasswordResetEmail, resetPassword } from './password-reset.ts';
import type { AddressRow, CustomerRow } from './queries.ts';
import * as customer from './service.ts';
import { generateCustomerToken, revokeCustomerToken } from './sign-in.ts';

/** The customer's addresses, read once per Customer object however many fields ask. */
const addressesOf = new WeakMap<CustomerRow, Promise<AddressRow[]>>();
function addresses(c: CustomerRow, ctx: Context): Promise<AddressRow[]> {
  let list = addressesOf.get(c);
  if (!list) addressesOf.set(c, (list = customer.addresses(ctx, c.id)));
  return list;
}

/** Magento's datetime text: "2026-01-31 12:00:00" (UTC). */
const magentoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

/** The bearer value of the request, to spare the session that changes its password. */
function bearerOf(ctx: Context): string | undefined {
  const reply = (ctx as Context & { reply?: { request?: { headers?: Record<string, unknown> } } }).reply;
  const header = reply?.request?.headers?.authorization;
  const match = typeof header === 'string' ? /^\s*bearer\s+(\S+)/i.exec(header) : null;
  return match?.[1];
}

const output = async (row: Promise<CustomerRow>) => ({ customer: await row });

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_r, _a, ctx) => customer.currentCustomer(ctx),
  },
  Mutation: {
    createCustomerV2: (_r, args, ctx) => output(customer.createCustomer(ctx, args.input)),
    createCustomer: (_r, args, ctx) => output(customer.createCustomer(ctx, args.input)),
    updateCustomerV2: (_r, args, ctx) => output(customer.updateCustomer(ctx, args.input)),
    updateCustomer: (_r, args, ctx) => output(customer.updateCustomer(ctx, args.input)),
    updateCustomerEmail: (_r, args, ctx) => output(customer.updateEmail(ctx, args.email, args.password)),
    changeCustomerPassword: (_r, args, ctx) =>
      customer.changePassword(ctx, args.currentPassword, args.newPassword, bearerOf(ctx)),
    deleteCustomer: (_r, _a, ctx) => customer.deleteCustomer(ctx),
    generateCustomerToken: (_r, args, ctx) => generateCustomerToken(ctx, args.email, args.password),
    revokeCustomerToken: (_r, _a, ctx) => revokeCustomerToken(ctx, customer.signedIn(ctx)),
    requestPasswordResetEmail: (_r, args, ctx) => requestPasswordResetEmail(ctx, args.email),
    resetPassword: (_r, args, ctx) =>
      resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
    subscribeEmailToNewsletter: (_r, args, ctx) => customer.subscribeEmailToNewsletter(ctx, args.email),
    createCustomerAddress: (_r, args, ctx) => customer.createCustomerAddress(ctx, args.input),
    updateCustomerAddress: (_r, args, ctx) => customer.updateCustomerAddress(ctx, args.id, args.input),
    deleteCustomerAddress: (_r, args, ctx) => customer.deleteCustomerAddress(ctx, args.id),
  },
  Customer: {
    id: (c) => c.id,
    telephone: (c) => c.phone,
    date_of_birth: (c) => c.date_of_birth,
    dob: (c) => c.date_of_birth,
    created_at: (c) => magentoDate(c.created_at),
    custom_attributes: () => [],
    addresses: (c, _a, ctx) => addresses(c, ctx),
    default_shipping: async (c, _a, ctx) => {
      const found = (await addresses(c, ctx)).find((a) => a.default_shipping);
      return found ? String(found.id) : null;
    },
    default_billing: async (c, _a, ctx) => {
      const found = (await addresses(c, ctx)).find((a) => a.default_billing);
      return found ? String(found.id) : null;
    },
    orders: (c, args, ctx) => customerOrders(ctx, c.id, args),
  },
  CustomerAddress: {
    country_code: (a) => a.country_code as never,
    country_id: (a) => a.country_code,
    region: (a) =>
      a.region || a.region_code || a.region_id
        ? { region: a.region, region_code: a.region_code, region_id: a.region_id }
        : null,
    custom_attributesV2: () => [],
  },
  OrderItemInterface: {
    __resolveType: () => 'OrderItem',
  },
  OrderItem: orderItemFields,
  StoreConfig: {
    // Magento's setting is in hours (oauth/access_token_lifetime/customer).
    customer_access_token_lifetime: (_s, _a, ctx) => ctx.services.config.customer.tokenLifetimeSeconds / 3600,
    minimum_password_length: (_s, _a, ctx) => String(ctx.services.config.customer.passwordMinLength),
    required_character_classes_number: (_s, _a, ctx) =>
      String(ctx.services.config.customer.passwordCharacterClasses),
  },
};
