/**
 * Logic of ShareModal: the address to share (given, else the current page), the system share sheet when
 * the browser has one, copying the link otherwise (or as well).
 */
import { useEffect, useState } from 'react';

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
  const [target, setTarget] = useState<ShareTarget>({
    url: typeof given.url === 'string' ? given.url : '',
    title: typeof given.title === 'string' ? given.title : '',
  });
  const [canShare, setCanShare] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  // Browser-only facts, read after mounting.
  useEffect(() => {
    setTarget((current) => ({
      url: current.url || window.location.href,
      title: current.title || document.title,
    }));
    setCanShare(typeof navigator.share === 'function');
  }, []);

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
