/**
 * Sharing a product: the system share sheet when the browser has one (navigator.share), and
 * always the link to copy and the social links.
 */
import { useAfterHydration } from '../../../shared/browser/use-hydrated.ts';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ModalPropsMap } from '../../../shared/state/modal-state.ts';
import { shareLinks } from '../share-links.ts';
import { useCloseModal } from './useCloseModal.ts';

export function useShareProduct(props: ModalPropsMap['share-product'], onClose?: () => void) {
  const close = useCloseModal(onClose);
  const { url, title } = props;
  const links = useMemo(() => shareLinks(url, title), [url, title]);
  const canShare = useAfterHydration(
    typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    false,
  );
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  const shareNatively = useCallback(async () => {
    try {
      await navigator.share({ title, url });
      close();
    } catch {
      // Cancelled by the shopper or refused: the modal stays with its other options.
    }
  }, [title, url, close]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard access: select the link so the shopper can copy it by hand.
      inputRef.current?.select();
      setCopied('failed');
    }
  }, [url]);

  return { url, title, links, canShare, shareNatively, copy, copied, inputRef, close };
}
