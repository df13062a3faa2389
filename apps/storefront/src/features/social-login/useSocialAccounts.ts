/**
 * Logic of SocialAccountsPage: the configured providers beside the signed-in customer's linked
 * accounts (asked from the network each time: they are the customer's), linking through the
 * provider (amSocialLoginLinkAccount's single-use address, in a popup opened within the click, or
 * this tab) and unlinking. A link's result arrives like a sign-in's: a message from the buttons'
 * origin while this page's popup is open, or the callback page's session-storage note.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useStoreConfig, useT } from '../../shared/store-view/store-view.tsx';
import { LINK_ACCOUNT, SOCIAL_ACCOUNTS, UNLINK_ACCOUNT } from './social-documents.ts';
import { goTo, openPopup, originOf, sessionStore } from './popup.ts';
import { actionOf, socialResultOf, takeRedirectResult, type SocialResult } from './social-rules.ts';
import { useSocialButtons } from './useSocialSignIn.ts';

export interface ProviderRow {
  type: string;
  label: string;
  /** The linked account's name, or null when none is linked. */
  linkedAs: string | null;
}

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export function useSocialAccounts() {
  const t = useT();
  const config = useStoreConfig();
  const enabled = Boolean(config?.amsociallogin_general_enabled);
  const buttons = useSocialButtons(enabled);
  const [accounts, refetch] = useQuery({ query: SOCIAL_ACCOUNTS, requestPolicy: 'network-only' });
  const [, link] = useMutation(LINK_ACCOUNT);
  const [, unlink] = useMutation(UNLINK_ACCOUNT);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);
  const failed = t('socialLogin.accounts.failed', 'Something went wrong. Please try again.');

  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);

  const rows: ProviderRow[] = useMemo(() => {
    const linked = accounts.data?.amSocialLoginAccountData ?? [];
    return buttons.map((b) => {
      const account = linked.find((a) => a?.type === b.type);
      return { type: b.type, label: b.label, linkedAs: account ? (account.name ?? b.label) : null };
    });
  }, [buttons, accounts.data]);

  const handle = useCallback(
    (result: SocialResult) => {
      if (actionOf(result) !== 'link') return;
      setNotice({ kind: result.result === 1 ? 'success' : 'error', text: result.messages[0] || failed });
      if (result.result === 1) reload();
    },
    [failed, reload],
  );

  const origins = useMemo(() => new Set(buttons.map((b) => originOf(b.url))), [buttons]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!popup.current || !origins.has(event.origin)) return;
      const result = socialResultOf(event.data);
      if (!result) return;
      popup.current = null;
      handle(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origins, handle]);

  useEffect(() => {
    const result = takeRedirectResult(sessionStore());
    // Handled like a message that arrives: after this render, not inside it.
    if (result) queueMicrotask(() => handle(result));
  }, [handle]);

  const onLink = useCallback(
    async (type: string) => {
      setNotice(null);
      // Opened within the click (a blocker allows that), pointed at the provider once the address is known.
      const opened = config?.popup_enabled ? openPopup('about:blank') : null;
      setBusy(type);
      const answer = await link({ type });
      setBusy(null);
      const out = answer.data?.amSocialLoginLinkAccount;
      if (answer.error || !out?.isSuccess || !out.url) {
        opened?.close();
        setNotice({
          kind: 'error',
          text: out?.message || answer.error?.graphQLErrors[0]?.message || failed,
        });
        return;
      }
      if (opened) {
        popup.current = opened;
        opened.location.href = out.url;
      } else goTo(out.url);
    },
    [config, link, failed],
  );

  const onUnlink = useCallback(
    async (type: string) => {
      setNotice(null);
      setBusy(type);
      const answer = await unlink({ type });
      setBusy(null);
      const out = answer.data?.amSocialLoginUnlinkAccount;
      setNotice({
        kind: out?.isSuccess ? 'success' : 'error',
        text: out?.message || answer.error?.graphQLErrors[0]?.message || failed,
      });
      reload();
    },
    [unlink, failed, reload],
  );

  return {
    enabled,
    rows,
    loading: accounts.fetching && !accounts.data,
    notice,
    busy,
    onLink: (type: string) => void onLink(type),
    onUnlink: (type: string) => void onUnlink(type),
  };
}
