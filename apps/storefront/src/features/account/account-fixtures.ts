/** Tests: Magento-shaped answers of the account's operations. */
import type { AccountCustomer, CustomerAddress, CustomerOrder, PaymentToken } from './account-documents.ts';

export const customerFixture = (extra: Partial<AccountCustomer> = {}): AccountCustomer => ({
  firstname: 'Olena',
  middlename: null,
  lastname: 'Koval',
  email: 'olena@example.com',
  gender: null,
  date_of_birth: '1990-05-17',
  phone: '+380671234567',
  is_subscribed: false,
  loyalty: { active_bonuses: 0, loyalty_card: null },
  ...extra,
});

export const addressFixture = (id: number, extra: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id,
  firstname: 'Olena',
  lastname: 'Koval',
  telephone: '+380671234567',
  city: 'Київ',
  street: [`Відділення №${id}: вул. Хрещатик, ${id}`],
  default_shipping: false,
  nova_poshta_city_ref: 'city-kyiv',
  nova_poshta_street_ref: null,
  nova_poshta_warehouse_ref: `wh-${id}`,
  delivery_time_slots: null,
  ...extra,
});

const money = (value: number) => ({ value, currency: 'UAH' as const });

export const orderFixture = (number: string, extra: Partial<CustomerOrder> = {}): CustomerOrder => ({
  id: `order-${number}`,
  number,
  order_date: '2026-11-20 10:15:00',
  status: 'Processing',
  carrier: 'Nova Poshta',
  shipping_method: 'Nova Poshta: Branch',
  total: {
    subtotal: money(2400),
    total_shipping: money(70),
    grand_total: money(2370),
    discounts: [{ amount: money(100), label: 'WELCOME' }],
  },
  items: [
    {
      id: `item-${number}`,
      product_name: 'Silk midi dress',
      product_sku: 'DRESS-1-M',
      product_url_key: 'silk-midi-dress',
      quantity_ordered: 2,
      product_sale_price: money(1200),
      selected_options: [{ label: 'Size', value: 'M' }],
      product: { small_image: { url: 'https://shop.test/media/dress.jpg', label: 'Silk midi dress' } },
    },
  ],
  shipping_address: {
    firstname: 'Olena',
    lastname: 'Koval',
    city: 'Київ',
    street: ['Відділення №1: вул. Хрещатик, 22'],
    telephone: '+380671234567',
  },
  payment_methods: [{ name: 'Cash on delivery', type: 'cashondelivery' }],
  ...extra,
});

export const paymentTokenFixture = (hash: string, last4: string, expires = '12/2030'): PaymentToken => ({
  public_hash: hash,
  payment_method_code: 'vitryna_card',
  type: 'card',
  details: JSON.stringify({ type: 'VI', maskedCC: last4, expirationDate: expires }),
});

/** Magento's refusal of a missing or expired token. */
export const NOT_AUTHORIZED = {
  error: { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
};
