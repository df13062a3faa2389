/**
 * Unhandled render errors are stored in the app slice; the error page (masked layout) shows
 * while one is stored and reloads the page when the shopper dismisses it (spec section 2).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appActions } from '../shared/state/app-state.ts';
import { useAppStoreApi, useAppStore } from '../shared/state/app-store.tsx';
import { useT } from '../shared/store-view/store-view.tsx';

class Boundary extends Component<
  { onError: (e: unknown, info: ErrorInfo) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ErrorPage() {
  const t = useT();
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="error-page-title"
      className="page"
      style={{ padding: '4rem 1rem', textAlign: 'center' }}
    >
      <h1 id="error-page-title">{t('errorPage.title', 'Sorry! An unexpected error occurred.')}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errorPage.reload', 'Reload the page')}
      </button>
    </div>
  );
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  const store = useAppStoreApi();
  const hasError = useAppStore((s) => s.app.unhandledErrors.length > 0);
  return (
    <>
      {hasError ? <ErrorPage /> : null}
      <Boundary
        onError={(e, info) =>
          store.dispatch(appActions.addUnhandledError(e, info.componentStack ?? undefined))
        }
      >
        {children}
      </Boundary>
    </>
  );
}
