/**
 * Logic of ShareModal: the address to share (given, else the current page), the system share sheet when
 * the browser has one, copying the link otherwise (or as well).
 */
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

export interface ShareTarget {
  url: string;
  title: string;
}

/** Facebook and Telegram share addresses for a link. */
export function shareLinks(target: ShareTarget) {
  const url = encodeURIComponent(target.url);
  const text = encodeURIComponent(target.title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    telegram: `https://t.me/share/url?url=${url}&text=${text}`,
  };
}

export function useShare(given: { url?: unknown; title?: unknown } = {}) {
  const givenUrl = typeof given.url === 'string' ? given.url : '';
  const givenTitle = typeof given.title === 'string' ? given.title : '';
  // Browser-only facts: the page's own address and title when none was given.
  const target: ShareTarget = {
    url: useAfterHydration(givenUrl || (typeof window === 'undefined' ? '' : window.location.href), givenUrl),
    title: useAfterHydration(
      givenTitle || (typeof document === 'undefined' ? '' : document.title),
      givenTitle,
    ),
  };
  const canShare = useAfterHydration(
    typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    false,
  );
  const [copyState, setCopyState] = useState<CopyState>('idle');

  async function share() {
    try {
      await navigator.share({ url: target.url, title: target.title });
    } catch {
      // Cancelled by the shopper, or refused: the copy button is still there.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(target.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return {
    target,
    canShare,
    copyState,
    links: shareLinks(target),
    share: () => void share(),
    copy: () => void copy(),
  };
}
