/**
 * Unexpected application errors (spec §8): each unhandled error the app store collects shows the error
 * toast "Sorry! An unexpected error occurred." with a debug line (15 s, dismissible), once per error.
 */
import { useEffect, useRef } from 'react';
import { unexpectedErrorToast } from '../../shared/toasts/standard-toasts.ts';
import { useAppStore } from '../../shared/state/app-store.tsx';
import { useStoreView } from '../../shared/store-view/store-view.tsx';
import { useToasts } from '../../shared/toasts/toasts-context.tsx';

export function useUnexpectedErrorToasts(): void {
  const errors = useAppStore((s) => s.app.unhandledErrors);
  const { addToast } = useToasts();
  const { t } = useStoreView();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of errors) {
      if (shown.current.has(entry.id)) continue;
      shown.current.add(entry.id);
      addToast({
        // The debug line names the error id and the error itself (its message says more than a stack frame).
        ...unexpectedErrorToast(t, entry.error, { id: entry.id }),
        // One toast per error: a second report of the same error id updates it.
        id: `unexpected-${entry.id}`,
      });
    }
  }, [errors, addToast, t]);
}

export function UnexpectedErrorToasts() {
  useUnexpectedErrorToasts();
  return null;
}
