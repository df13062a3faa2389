/**
 * Where to go after signing in (or creating an account): the `?redirect=` path the signed-in-only
 * routes hand over, when it is a path of this site; otherwise account home. Anything that could
 * leave the site (`//evil.example`, `/\evil`, `https:`, `javascript:`) or lead back to a sign-in
 * page is refused.
 */
export const ACCOUNT_HOME = '/customer/account';

const PROBE_ORIGIN = 'https://vitryna.invalid';
const SIGN_IN_PATHS = new Set([
  '/sign-in',
  '/create-account',
  '/forgot-password',
  '/customer/account/login',
  '/customer/account/create',
  '/customer/account/forgotpassword',
  '/customer/account/signout',
]);

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes are how browsers are talked into other origins.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (SIGN_IN_PATHS.has(path.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page after sign-in for a location's query string. */
export function redirectTarget(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect')) ?? ACCOUNT_HOME;
}

/** The same `redirect` carried to a sibling page (sign-in ↔ create account). */
export function withRedirect(path: string, search: string): string {
  const redirect = safeRedirectPath(new URLSearchParams(search).get('redirect'));
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
