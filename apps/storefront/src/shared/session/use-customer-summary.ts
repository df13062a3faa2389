/**
 * The signed-in customer as the header, the account and the checkout show it: e-mail, first and last
 * name and the newsletter flag, once loaded (after sign-in, or on start by SessionWatcher); null for a
 * guest. Reads the store only, so the header stays small.
 */
import { useAppStore } from '../state/app-store.tsx';
import type { CurrentUser } from '../state/user-state.ts';

export interface CustomerSummary {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed: boolean | null;
}

export function useCustomerSummary(): CustomerSummary | null {
  const user: CurrentUser | null = useAppStore((s) => (s.user.isSignedIn ? s.user.currentUser : null));
  if (!user) return null;
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    is_subscribed: user.is_subscribed ?? null,
  };
}
