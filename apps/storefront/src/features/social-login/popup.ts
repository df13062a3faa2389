/**
 * Opening the provider's page: a popup when the store asks for one (popup_enabled) and the browser
 * allows it, else this tab goes there (the callback page then brings the result back through
 * session storage). Browser-only: called from click handlers.
 */
import { popupFeatures } from './social-rules.ts';

const POPUP_NAME = 'amsociallogin';

/** Opens the popup now (inside the click, so no blocker stops it); null when blocked. */
export function openPopup(url: string): Window | null {
  return window.open(url, POPUP_NAME, popupFeatures(window.screen));
}

export function goTo(url: string): void {
  window.location.assign(url);
}

/** The tab's session storage, or undefined where it cannot be used (privacy modes, the server). */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};
