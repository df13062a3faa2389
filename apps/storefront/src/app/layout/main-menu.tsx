/**
 * getMainMenu (cache-and-network, spec §7) as the menu tree the header and the drawer draw.
 *
 * One query for the whole shell, shared through context. Why not a useQuery per reader: urql marks
 * every reader of a query stale when another one subscribes, so a drawer mounting in an
 * interruptible render (a Suspense retry) would re-render the header, which interrupts the drawer's
 * render, which subscribes again: a loop that starves the page. The value keeps its identity
 * across refreshes with the same content (use-stable-data.ts).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { MAIN_MENU } from './queries.ts';
import { toMenuTree, type MenuNode } from './menu-tree.ts';
import { FETCH_POLICIES } from '../../shared/graphql/fetch-policies.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';
import { useStableData } from '../../shared/graphql/use-stable-data.ts';

export interface MainMenu {
  items: MenuNode[];
  /** Loading with nothing to show yet: the mega-menu shimmer is drawn. */
  loading: boolean;
}

const MainMenuContext = createContext<MainMenu | null>(null);

export function MainMenuProvider({ children }: { children: ReactNode }) {
  const requestPolicy = useSessionPolicy('getMainMenu', FETCH_POLICIES.getMainMenu);
  const [{ data, fetching }] = useQuery({ query: MAIN_MENU, requestPolicy });
  const loading = fetching && !data;
  const stable = useStableData(data);
  const menu = useMemo(() => ({ items: toMenuTree(stable), loading }), [stable, loading]);
  return <MainMenuContext.Provider value={menu}>{children}</MainMenuContext.Provider>;
}

export function useMainMenu(): MainMenu {
  const menu = useContext(MainMenuContext);
  if (!menu) throw new Error('useMainMenu must be used inside <MainMenuProvider>');
  return menu;
}
