/** The shopper's text of a failed account request (account-errors.ts), translated where it is ours. */
import type { CombinedError } from '@urql/core';
import { useT } from '../../shared/store-view/store-view.tsx';
import { accountFailureOf } from './account-errors.ts';

export function useFailureText() {
  const t = useT();
  return (error: CombinedError | Error | null | undefined): string | null => {
    const failure = accountFailureOf(error);
    if (!failure) return null;
    if (failure.kind === 'network')
      return t('account.error.network', 'We could not reach the shop. Check your connection and try again.');
    if (failure.kind === 'signedOut')
      return t('account.error.signedOut', 'Your session has ended. Please sign in again.');
    return failure.message;
  };
}
