import { describe, expect, it } from 'vitest';
import {
  appActions,
  appReducer,
  createInitialAppState,
  showsOfflineIndicator,
  type AppAction,
  type AppState,
} from './app-state.ts';

const run = (actions: AppAction[], state: AppState = createInitialAppState()) =>
  actions.reduce(appReducer, state);

describe('appReducer', () => {
  it('starts closed, online, never offline, not loading, assuming a cart may be held', () => {
    expect(createInitialAppState()).toEqual({
      drawer: null,
      isOnline: true,
      hasBeenOffline: false,
      searchOpen: false,
      isSearchExecuting: false,
      unhandledErrors: [],
      isPageLoading: false,
      nextRootComponent: null,
      miniCartOpen: false,
      firstRenderMayHoldCart: true,
    });
    expect(createInitialAppState(false)).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(createInitialAppState(true, false).firstRenderMayHoldCart).toBe(false);
  });

  it('toggles a drawer open and closed, and switches between drawers', () => {
    expect(run([appActions.toggleDrawer('nav')]).drawer).toBe('nav');
    expect(run([appActions.toggleDrawer('nav'), appActions.toggleDrawer('nav')]).drawer).toBeNull();
    expect(run([appActions.toggleDrawer('nav'), appActions.toggleDrawer('search')]).drawer).toBe('search');
    expect(run([appActions.toggleDrawer('search'), appActions.closeDrawer()]).drawer).toBeNull();
  });

  it('remembers having been offline after coming back online', () => {
    const offline = run([appActions.setOffline()]);
    expect(offline).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(showsOfflineIndicator(offline)).toBe(true);
    const back = appReducer(offline, appActions.setOnline());
    expect(back).toMatchObject({ isOnline: true, hasBeenOffline: true });
    expect(showsOfflineIndicator(back)).toBe(false);
  });

  it('returns the same state for repeated connectivity events', () => {
    const online = createInitialAppState();
    expect(appReducer(online, appActions.setOnline())).toBe(online);
    const offline = appReducer(online, appActions.setOffline());
    expect(appReducer(offline, appActions.setOffline())).toBe(offline);
  });

  it('toggles the search panel and sets the search execution flag', () => {
    expect(run([appActions.toggleSearch()]).searchOpen).toBe(true);
    expect(run([appActions.toggleSearch(), appActions.toggleSearch()]).searchOpen).toBe(false);
    expect(run([appActions.setSearchExecuting(true)]).isSearchExecuting).toBe(true);
    expect(
      run([appActions.setSearchExecuting(true), appActions.setSearchExecuting(false)]).isSearchExecuting,
    ).toBe(false);
  });

  it('collects unhandled errors and removes one when marked handled', () => {
    const first = new Error('one');
    const second = new Error('two');
    const state = run([
      appActions.addUnhandledError(first, 'A.tsx', 'e1'),
      appActions.addUnhandledError(second, undefined, 'e2'),
    ]);
    expect(state.unhandledErrors).toEqual([
      { id: 'e1', error: first, location: 'A.tsx' },
      { id: 'e2', error: second, location: undefined },
    ]);
    const handled = appReducer(state, appActions.markErrorHandled('e1'));
    expect(handled.unhandledErrors.map((entry) => entry.id)).toEqual(['e2']);
    expect(appReducer(handled, appActions.markErrorHandled('nope'))).toBe(handled);
  });

  it('gives each reported error a distinct id by default', () => {
    const a = appActions.addUnhandledError(new Error('a'));
    const b = appActions.addUnhandledError(new Error('b'));
    if (a.type !== 'app/addUnhandledError' || b.type !== 'app/addUnhandledError')
      throw new Error('wrong action');
    expect(a.error.id).not.toBe(b.error.id);
  });

  it('sets page loading and the next root component', () => {
    const state = run([appActions.setPageLoading(true), appActions.setNextRootComponent('CATEGORY')]);
    expect(state).toMatchObject({ isPageLoading: true, nextRootComponent: 'CATEGORY' });
    expect(run([appActions.setNextRootComponent(null)], state).nextRootComponent).toBeNull();
  });

  it('opens and closes the mini-cart', () => {
    const open = run([appActions.setMiniCartOpen(true)]);
    expect(open.miniCartOpen).toBe(true);
    expect(run([appActions.setMiniCartOpen(true)], open)).toBe(open);
    expect(run([appActions.setMiniCartOpen(false)], open).miniCartOpen).toBe(false);
  });
});
