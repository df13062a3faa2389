/** Logic of ShareStoreModal: the store, the system share sheet when there is one, copying the link. */
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { sharedStore, shareText, storeShareLinks, type SharedStore } from './share-store.ts';

export function useShareStore(props: SharedStore, onClose: () => void) {
  const store = useMemo(() => sharedStore(props), [props]);
  const links = useMemo(() => storeShareLinks(store), [store]);
  const canShare = useAfterHydration(
    typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    false,
  );
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  const shareNatively = useCallback(async () => {
    try {
      await navigator.share({ title: store.name, text: shareText(store), url: store.url });
      onClose();
    } catch {
      // Cancelled or refused: the other options stay.
    }
  }, [store, onClose]);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(store.url);
      setCopied('copied');
    } catch {
      inputRef.current?.select();
      setCopied('failed');
    }
  }, [store.url]);

  return { store, links, canShare, shareNatively, copy, copied, inputRef };
}
