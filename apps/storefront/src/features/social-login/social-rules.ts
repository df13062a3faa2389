/**
 * The rules of social sign-in (cart-account spec §3 "Social login config", §4 "Social login"):
 * where the buttons show, their shape, what a result message is, where a signed-in shopper goes.
 */

/** Amasty's login_position values for the pages that carry the buttons. */
export type SocialLoginPage = 'customer_login' | 'customer_create';
export type Placement = 'top' | 'bottom';

export interface SocialLoginSettings {
  amsociallogin_general_enabled?: boolean | null;
  login_position?: string | null;
  button_shape?: number | null;
  popup_enabled?: boolean | null;
  button_position?: string | null;
  redirect_type?: number | null;
  custom_url?: string | null;
}

/** The result the callback page sends (Amasty's shape). */
export interface SocialResult {
  result: 0 | 1;
  token?: string;
  messages: string[];
  redirect_data?: { type?: string; action?: 'login' | 'link'; redirectWithError?: boolean };
}

/** The buttons show on a page when social login is on and login_position (a comma list) names it. */
export function showsOn(settings: SocialLoginSettings | null, page: SocialLoginPage): boolean {
  if (!settings?.amsociallogin_general_enabled) return false;
  return (settings.login_position ?? '')
    .split(',')
    .map((p) => p.trim())
    .includes(page);
}

/** button_position: 'bottom' puts them below the form; anything else above it (Amasty's default). */
export const placementOf = (settings: SocialLoginSettings | null): Placement =>
  settings?.button_position === 'bottom' ? 'bottom' : 'top';

/** Spec §9: button shapes 0 round, 1 rectangle, 2 square. */
export function shapeOf(settings: SocialLoginSettings | null): 'round' | 'rectangle' | 'square' {
  switch (settings?.button_shape) {
    case 1:
      return 'rectangle';
    case 2:
      return 'square';
    default:
      return 'round';
  }
}

export const ACCOUNT_HOME = '/customer/account/home';

/**
 * Where a social sign-in leads: account home, or the store's custom url when redirect_type is 1
 * (spec §9). Only a path of this shop is followed; anything else leads to account home.
 */
export function destinationAfterSignIn(settings: SocialLoginSettings | null): string {
  const custom = settings?.custom_url?.trim() ?? '';
  if (settings?.redirect_type !== 1 || !custom) return ACCOUNT_HOME;
  // An address with a scheme (https:, javascript:) is another site's, or no address at all.
  if (/^[a-z][a-z\d+.-]*:/i.test(custom)) return ACCOUNT_HOME;
  const path = custom.startsWith('/') ? custom : `/${custom}`;
  return /^\/(?![/\\])[^\s]*$/.test(path) ? path : ACCOUNT_HOME;
}

/** A message's data as a result, or null when it is not one (other windows post other things). */
export function socialResultOf(data: unknown): SocialResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if ((d.result !== 0 && d.result !== 1) || !Array.isArray(d.messages)) return null;
  return {
    result: d.result,
    token: typeof d.token === 'string' && d.token ? d.token : undefined,
    messages: d.messages.filter((m): m is string => typeof m === 'string'),
    redirect_data:
      typeof d.redirect_data === 'object' && d.redirect_data !== null
        ? (d.redirect_data as SocialResult['redirect_data'])
        : undefined,
  };
}

export const actionOf = (result: SocialResult): 'login' | 'link' =>
  result.redirect_data?.action === 'link' ? 'link' : 'login';

/**
 * The key under which the callback page leaves its result for the page it redirects to when there
 * was no popup (the shop's redirect mode): session storage of the shop's origin, which another site
 * cannot write (a result in the address could be forged by a link).
 */
export const REDIRECT_RESULT_KEY = 'amsociallogin_result';

/** The result the callback page left in this tab, taken once. */
export function takeRedirectResult(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
): SocialResult | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(REDIRECT_RESULT_KEY);
    if (raw === null) return null;
    storage.removeItem(REDIRECT_RESULT_KEY);
    return socialResultOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The popup's features: a centred window of the providers' usual size. */
export function popupFeatures(screenLike: { width: number; height: number }): string {
  const width = 520;
  const height = 640;
  const left = Math.max(0, Math.round((screenLike.width - width) / 2));
  const top = Math.max(0, Math.round((screenLike.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
