// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { AppStoreProvider } from '../../shared/state/app-store.tsx';
import { appActions } from '../../shared/state/app-state.ts';
import { StoreViewProvider } from '../../shared/store-view/store-view.tsx';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { Client, Provider as UrqlProvider } from 'urql';

// StoreViewProvider asks for storeConfig: a client that never answers.
const silentClient = new Client({ url: '/graphql', exchanges: [] });

function Tree({ store }: { store: ReturnType<typeof createAppStore> }) {
  return (
    <UrqlProvider value={silentClient}>
      <AppStoreProvider store={store}>
        <StoreViewProvider storeCode="ua" origin="https://shop.test" messages={{}}>
          <OfflineIndicator />
        </StoreViewProvider>
      </AppStoreProvider>
    </UrqlProvider>
  );
}

describe('useAfterHydration', () => {
  it('hydrates the server markup first, then shows browser-only state (a page opened offline)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tree store={createAppStore()} />);
    expect(container.textContent).toBe('');
    const errors: unknown[] = [];
    const browserStore = createAppStore({ isOnline: false });
    await act(async () => {
      hydrateRoot(container, <Tree store={browserStore} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Offline');
    act(() => browserStore.dispatch(appActions.setOnline()));
    expect(container.textContent).toBe('');
  });

  it('renders again after hydration only where the browser value differs from the server one', async () => {
    const renders: string[] = [];
    function Probe({ value }: { value: boolean }) {
      const shown = useAfterHydration(value, false);
      renders.push(String(shown));
      return <span>{String(shown)}</span>;
    }
    for (const value of [false, true]) {
      renders.length = 0;
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Probe value={value} />);
      renders.length = 0;
      await act(async () => {
        hydrateRoot(container, <Probe value={value} />);
      });
      expect(renders).toEqual(value ? ['false', 'true'] : ['false']);
      expect(container.textContent).toBe(String(value));
    }
  });
});
