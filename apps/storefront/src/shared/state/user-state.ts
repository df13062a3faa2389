/**
 * The user slice (cart-account spec §3/§4): the stored sign-in token record, isSignedIn, the current
 * user and the flags of the requests that fill it. Setting the token signs in, clearing it signs out.
 */
import type { StoredRecord } from '../storage/browser-storage.ts';

export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
  /** Newsletter subscription, read after sign-in (spec §3). */
  is_subscribed?: boolean | null;
}

/** The stored sign-in token record: value, when it was stored (ms) and its lifetime in seconds. */
export type TokenRecord = StoredRecord<string>;

export interface UserState {
  token: TokenRecord | null;
  isSignedIn: boolean;
  currentUser: CurrentUser | null;
  isGettingDetails: boolean;
  isResettingPassword: boolean;
  getDetailsError: unknown;
  resetPasswordError: unknown;
  /**
   * A stored token had outlived its ttl when the page started (storage then reads it as absent): the
   * session module finishes the sign-out (spec §4 "Session expiry": on start such a token signs out).
   */
  sessionExpired: boolean;
}

export type UserAction =
  | { type: 'user/setToken'; token: TokenRecord }
  | { type: 'user/clearToken' }
  | { type: 'user/getDetailsRequest' }
  | { type: 'user/getDetailsReceive'; user: CurrentUser | null; error?: unknown }
  | { type: 'user/resetPasswordRequest' }
  | { type: 'user/resetPasswordReceive'; error?: unknown }
  | { type: 'user/reset' };

/** `token` is the record read back from storage (absent once expired); a valid one means signed in. */
export function createInitialUserState(
  token: TokenRecord | null = null,
  isSignedIn = token !== null,
  sessionExpired = false,
): UserState {
  return {
    token,
    isSignedIn,
    sessionExpired,
    currentUser: null,
    isGettingDetails: false,
    isResettingPassword: false,
    getDetailsError: null,
    resetPasswordError: null,
  };
}

export const userActions = {
  setToken: (value: string, ttl: number, timeStored: number): UserAction => ({
    type: 'user/setToken',
    token: { value, ttl, timeStored },
  }),
  clearToken: (): UserAction => ({ type: 'user/clearToken' }),
  getDetailsRequest: (): UserAction => ({ type: 'user/getDetailsRequest' }),
  getDetailsReceive: (user: CurrentUser | null, error?: unknown): UserAction => ({
    type: 'user/getDetailsReceive',
    user,
    error,
  }),
  resetPasswordRequest: (): UserAction => ({ type: 'user/resetPasswordRequest' }),
  resetPasswordReceive: (error?: unknown): UserAction => ({ type: 'user/resetPasswordReceive', error }),
  reset: (): UserAction => ({ type: 'user/reset' }),
};

export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case 'user/setToken':
      return { ...state, token: action.token, isSignedIn: true };
    case 'user/clearToken':
      // Signing out forgets the customer too.
      return createInitialUserState(null, false);
    case 'user/getDetailsRequest':
      return { ...state, isGettingDetails: true, getDetailsError: null };
    case 'user/getDetailsReceive':
      return action.error
        ? { ...state, isGettingDetails: false, getDetailsError: action.error }
        : { ...state, isGettingDetails: false, currentUser: action.user };
    case 'user/resetPasswordRequest':
      return { ...state, isResettingPassword: true, resetPasswordError: null };
    case 'user/resetPasswordReceive':
      return { ...state, isResettingPassword: false, resetPasswordError: action.error ?? null };
    case 'user/reset':
      return createInitialUserState(state.token, state.isSignedIn);
    default:
      return state;
  }
}

/** Whether the token has outlived its ttl (seconds × 1000, spec §9) at `nowMs`. */
export const tokenExpired = (token: TokenRecord, nowMs: number): boolean =>
  token.ttl > 0 && nowMs - token.timeStored > token.ttl * 1000;
