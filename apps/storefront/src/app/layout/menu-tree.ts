/**
 * The main menu as the shell draws it: getMainMenu's nested items (five levels, spec §3) turned into
 * one recursive shape with their links built (spec §2 "menu links"), items without a label dropped.
 */
import { MENU_MAX_DEPTH } from '../../shared/constants.ts';
import { buildMenuItemHref } from '../../shared/url/menu-link.ts';
import type { MainMenuData } from './queries.ts';

export interface MenuNode {
  id: string;
  label: string;
  /** The item's url with url_params after '?'. */
  href: string;
  /** The url alone, for choosing the active item. */
  url: string;
  /** The link adds url_params (a filtered view, e.g. sale): it is not the section of its url's pages. */
  hasParams: boolean;
  isRed: boolean;
  image: string | null;
  leftBlock: string | null;
  rightBlock: string | null;
  depth: number;
  children: MenuNode[];
}

interface RawItem {
  id: number;
  label?: string | null;
  url?: string | null;
  url_params?: string | null;
  is_red?: boolean | null;
  menu_image?: string | null;
  left_block?: string | null;
  right_block?: string | null;
  submenu?: ReadonlyArray<RawItem | null> | null;
}

function toNode(item: RawItem, depth: number): MenuNode | null {
  const label = item.label?.trim();
  if (!label) return null;
  const children =
    depth < MENU_MAX_DEPTH
      ? (item.submenu ?? []).flatMap((child) => (child ? (toNode(child, depth + 1) ?? []) : []))
      : [];
  return {
    id: String(item.id),
    label,
    href: buildMenuItemHref(item),
    url: item.url || '/',
    hasParams: Boolean(item.url_params?.trim()),
    isRed: Boolean(item.is_red),
    image: item.menu_image || null,
    leftBlock: item.left_block || null,
    rightBlock: item.right_block || null,
    depth,
    children,
  };
}

export function toMenuTree(data: MainMenuData | null | undefined): MenuNode[] {
  const items: ReadonlyArray<RawItem | null> = data?.mainMenu?.items ?? [];
  return items.flatMap((item) => (item ? (toNode(item, 1) ?? []) : []));
}
