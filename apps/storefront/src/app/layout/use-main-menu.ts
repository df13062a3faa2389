/** getMainMenu (cache-and-network, spec §7) as the menu tree the header and the drawer draw. */
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MAIN_MENU } from './queries.ts';
import { toMenuTree, type MenuNode } from './menu-tree.ts';
import { requestPolicyFor } from '../../shared/graphql/fetch-policies.ts';

export interface MainMenu {
  items: MenuNode[];
  /** Loading with nothing to show yet: the mega-menu shimmer is drawn. */
  loading: boolean;
}

export function useMainMenu(): MainMenu {
  const [{ data, fetching }] = useQuery({
    query: MAIN_MENU,
    requestPolicy: requestPolicyFor('getMainMenu', false),
  });
  const items = useMemo(() => toMenuTree(data), [data]);
  return { items, loading: fetching && !data };
}
