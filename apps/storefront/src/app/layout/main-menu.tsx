/**
 * getMainMenu (cache-and-network, spec §7) as the menu tree the header and the drawer draw.
 *
 * One query for the whole shell, shared through context. Why not a useQuery per reader: urql marks
 * every reader of a query stale when another one subscribes, so a drawer mounting in an
 * interruptible render (a Suspense retry) would re-render the header, which interrupts the drawer's
 * render, which subscribes again: a loop that starves the page.
 *
 * A server-rendered page embeds only the menu's outline (app/graphql/first-view-cuts.ts): the
 * whole menu is asked for when the shopper reaches for it (pointer or focus on the menu, the drawer
 * opening). The context carries a source that never changes, and readers subscribe to it: a new
 * context value would reach every Suspense boundary still waiting to hydrate (the footer hydrates
 * only when scrolled near), and React gives up hydrating such a boundary.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery } from 'urql';
import { MAIN_MENU } from './queries.ts';
import { toMenuTree, type MenuNode } from './menu-tree.ts';
import { FETCH_POLICIES } from '../../shared/graphql/fetch-policies.ts';
import { isFirstViewCut } from '../../shared/graphql/first-view-cut.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';
import { useStableData } from '../../shared/graphql/use-stable-data.ts';

export interface MainMenu {
  items: MenuNode[];
  /** Loading with nothing to show yet: the mega-menu shimmer is drawn. */
  loading: boolean;
  /** False while only the outline is there: second-level items by name only, nothing deeper. */
  complete: boolean;
}

/** What the provider publishes to the readers; its identity never changes. */
class MainMenuSource {
  private readonly listeners = new Set<() => void>();
  private load: (() => void) | null = null;

  constructor(private menu: MainMenu) {}

  readonly read = () => this.menu;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The provider: the menu now, and how to ask for the whole one while only the outline is there. */
  update(menu: MainMenu, load: (() => void) | null): void {
    this.load = load;
    if (menu === this.menu) return;
    this.menu = menu;
    for (const listener of this.listeners) listener();
  }

  /** Asks for the whole menu once (again only after the next update). */
  readonly loadComplete = () => {
    const load = this.load;
    this.load = null;
    load?.();
  };
}

const MainMenuContext = createContext<MainMenuSource | null>(null);

export function MainMenuProvider({ children }: { children: ReactNode }) {
  const requestPolicy = useSessionPolicy('getMainMenu', FETCH_POLICIES.getMainMenu);
  const [{ data, fetching, extensions }, reexecute] = useQuery({ query: MAIN_MENU, requestPolicy });
  const loading = fetching && !data;
  const complete = !isFirstViewCut(extensions);
  const stable = useStableData(data);
  const menu = useMemo(() => ({ items: toMenuTree(stable), loading, complete }), [stable, loading, complete]);
  const [source] = useState(() => new MainMenuSource(menu));
  useEffect(() => {
    source.update(menu, complete ? null : () => reexecute({ requestPolicy: 'network-only' }));
  }, [source, menu, complete, reexecute]);
  return <MainMenuContext.Provider value={source}>{children}</MainMenuContext.Provider>;
}

function useMainMenuSource(): MainMenuSource {
  const source = useContext(MainMenuContext);
  if (!source) throw new Error('useMainMenu must be used inside <MainMenuProvider>');
  return source;
}

export function useMainMenu(): MainMenu {
  const source = useMainMenuSource();
  return useSyncExternalStore(source.subscribe, source.read, source.read);
}

/** Asks for the whole menu when only its outline is there: call it on the shopper's intent to open it. */
export function useLoadCompleteMenu(): () => void {
  return useMainMenuSource().loadComplete;
}
