/** The main menu: one query for the store's items, nested in memory (up to five levels). */
import type { Db } from '../../db/connection.ts';
import { selectMenuItems, type MenuRow } from './queries.ts';

export type MenuNode = MenuRow & { submenu: MenuNode[] };

export const MENU_DEPTH = 5;

export function nestMenu(rows: MenuRow[]): MenuNode[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const r of rows) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
  const build = (parent: number | null, depth: number): MenuNode[] =>
    (byParent.get(parent) ?? []).map((r) => ({
      ...r,
      submenu: depth < MENU_DEPTH ? build(r.id, depth + 1) : [],
    }));
  return build(null, 1);
}

export async function mainMenu(db: Db, storeId: number): Promise<{ items: MenuNode[] }> {
  return { items: nestMenu(await selectMenuItems(db, storeId)) };
}
