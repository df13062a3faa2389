/** The main menu: one query for the store's items, nested in memory (up to five levels). */
import type { Context, Resolvers } from '../../http/context.ts';

interface MenuRow {
  id: number;
  parent_id: number | null;
  label: string;
  url: string;
  url_params: string | null;
  is_red: boolean;
  menu_image: string | null;
  left_block: string | null;
  right_block: string | null;
  submenu?: MenuRow[];
}

export const MENU_DEPTH = 5;

export function nestMenu(rows: MenuRow[]): MenuRow[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const r of rows) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
  const build = (parent: number | null, depth: number): MenuRow[] =>
    (byParent.get(parent) ?? []).map((r) => ({
      ...r,
      submenu: depth < MENU_DEPTH ? build(r.id, depth + 1) : [],
    }));
  return build(null, 1);
}

export const menuResolvers: Resolvers = {
  Query: {
    mainMenu: async (_r: unknown, _a: unknown, ctx: Context) => {
      const rows = await ctx.services.db.query<MenuRow>(
        `SELECT id, parent_id, label, url, url_params, is_red, menu_image, left_block, right_block
         FROM menu_item WHERE store_id = $1 ORDER BY position, id`,
        [ctx.store.id],
      );
      return { items: nestMenu(rows) };
    },
  },
};
