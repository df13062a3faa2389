/**
 * Logic of SocialLoginButtons (cart-account spec §4 "Social login"): the configured providers'
 * buttons, the popup (or this tab) to the provider, and the result: result 1 with a token signs in
 * through the session's sign-in with cart merge, then account home or the store's custom url
 * (redirect_type 1); result 0 shows its first message; a result arriving while signed in is
 * ignored. Only messages from the origin of the buttons' addresses, while a popup of this page is
 * open, are read. Of the page's two slots (above and below the form), only the one button_position
 * names does any of it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useSignInWithToken } from '../../shared/session/use-session.ts';
import { useAppStoreApi } from '../../shared/state/app-store.tsx';
import { useStoreConfig, useT } from '../../shared/store-view/store-view.tsx';
import { SOCIAL_BUTTONS } from './social-documents.ts';
import { goTo, openPopup, originOf, sessionStore } from './popup.ts';
import {
  actionOf,
  destinationAfterSignIn,
  placementOf,
  shapeOf,
  showsOn,
  socialResultOf,
  takeRedirectResult,
  type Placement,
  type SocialLoginPage,
  type SocialResult,
} from './social-rules.ts';

export interface SocialButton {
  type: string;
  label: string;
  url: string;
}

/**
 * The configured providers' buttons, asked in the browser after hydration only: the answer is not a
 * public one the page carries, so a server-rendered list would not match the first browser render.
 */
export function useSocialButtons(visible: boolean): SocialButton[] {
  const wanted = useAfterHydration(visible, false);
  const [{ data }] = useQuery({ query: SOCIAL_BUTTONS, pause: !wanted });
  return useMemo(
    () =>
      (data?.amSocialLoginButtonConfig ?? []).flatMap((b) =>
        b?.type && b.url ? [{ type: b.type, label: b.label ?? b.type, url: b.url }] : [],
      ),
    [data],
  );
}

const errorText = (error: unknown): string | null =>
  error instanceof Error && 'serverMessage' in error && typeof error.serverMessage === 'string'
    ? error.serverMessage
    : null;

export function useSocialSignIn(page: SocialLoginPage, placement: Placement, onStart?: () => void) {
  const t = useT();
  const config = useStoreConfig();
  const store = useAppStoreApi();
  const [, navigate] = useLocation();
  const signInWithToken = useSignInWithToken();
  const active = placementOf(config) === placement;
  const buttons = useSocialButtons(active && showsOn(config, page));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const popup = useRef<Window | null>(null);
  const fallbackError = t('socialLogin.failed', 'We could not sign you in. Please try again.');

  const handle = useCallback(
    async (result: SocialResult) => {
      if (actionOf(result) !== 'login' || store.getState().user.isSignedIn) return;
      if (result.result !== 1 || !result.token) {
        setError(result.messages[0] || fallbackError);
        return;
      }
      setError(null);
      setBusy(true);
      onStart?.();
      try {
        await signInWithToken(result.token);
        navigate(destinationAfterSignIn(config), { replace: true });
      } catch (e) {
        setError(errorText(e) ?? fallbackError);
      } finally {
        setBusy(false);
      }
    },
    [store, fallbackError, onStart, signInWithToken, navigate, config],
  );

  const origins = useMemo(() => new Set(buttons.map((b) => originOf(b.url))), [buttons]);
  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent) => {
      if (!popup.current || !origins.has(event.origin)) return;
      const result = socialResultOf(event.data);
      if (!result) return;
      popup.current = null;
      void handle(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, origins, handle]);

  // Back from the provider in this tab (redirect mode): the callback page left the result.
  useEffect(() => {
    if (!active) return;
    const result = takeRedirectResult(sessionStore());
    // Handled like a message that arrives: after this render, not inside it.
    if (result) queueMicrotask(() => void handle(result));
  }, [active, handle]);

  const start = useCallback(
    (button: SocialButton) => {
      setError(null);
      if (config?.popup_enabled) {
        popup.current = openPopup(button.url);
        if (popup.current) return;
      }
      goTo(button.url);
    },
    [config],
  );

  return { buttons, start, error, busy, shape: shapeOf(config) };
}
