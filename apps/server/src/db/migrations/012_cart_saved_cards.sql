-- Saved cards at checkout (Magento's vault): what setPaymentMethodOnCart chose, kept on the cart
-- until placeOrder. Neither is a secret: the flag asks the gateway for a reusable token, the
-- public hash names one of the customer's customer_payment_token rows (checked at placement).
ALTER TABLE cart
  ADD COLUMN payment_save_card boolean NOT NULL DEFAULT false,
  ADD COLUMN payment_token_public_hash text;
