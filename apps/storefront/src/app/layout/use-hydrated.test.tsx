// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createAppStore } from '../store/app-store.tsx';
import { AppStoreProvider } from '../store/app-store.tsx';
import { appActions } from '../../shared/state/app-state.ts';
import { StoreViewProvider } from '../store-view.tsx';
import { OfflineIndicator } from './OfflineIndicator.tsx';
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

describe('useHydrated', () => {
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
});
