/** Logic of AccountPlaceholder: the translated title of each page it stands in for. */
import { useT } from '../../shared/store-view/store-view.tsx';

export const ACCOUNT_PLACEHOLDER_TITLES: Readonly<Record<string, string>> = {
  'sign-in': 'Sign in',
  'forgot-password': 'Forgot your password?',
  'create-account': 'Create an account',
  'social-accounts': 'Social accounts',
  cart: 'Shopping bag',
  checkout: 'Checkout',
  'order-success': 'Thank you for your order',
  wishlist: 'Wishlist',
  'saved-payments': 'Saved payment methods',
  'order-history': 'Order history',
  communications: 'Communications',
  'address-book': 'Address book',
  'account-information': 'Account information',
};

export function useAccountPlaceholder(page: string) {
  const t = useT();
  const english = ACCOUNT_PLACEHOLDER_TITLES[page];
  return {
    title: english
      ? t(`accountPlaceholder.title.${page}`, english)
      : t('accountPlaceholder.title', 'My account'),
  };
}
