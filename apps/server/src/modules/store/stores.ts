/**
 * Store views change only with an administrator's edit, so they are read once and kept in
 * memory; every request resolves its `Store` header against this list without a query.
 */
import type { Queryable } from '../../db/connection.ts';
import { noSuchEntity } from '../../shared/errors.ts';
import { selectStores } from './queries.ts';

export interface StoreView {
  id: number;
  code: string;
  name: string;
  locale: string;
  groupCode: string;
  groupName: string;
  websiteCode: string;
  sortOrder: number;
  isDefault: boolean;
  rootCategoryId: number;
  config: Record<string, unknown>;
}

export const CURRENCY = 'UAH';
export const PRODUCT_URL_SUFFIX = '.html';
export const CATEGORY_URL_SUFFIX = '';

export class StoreRegistry {
  private constructor(private readonly stores: StoreView[]) {}

  static async load(db: Queryable): Promise<StoreRegistry> {
    const rows = await selectStores(db);
    return new StoreRegistry(
      rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        locale: r.locale,
        groupCode: r.group_code,
        groupName: r.group_name,
        websiteCode: r.website_code,
        sortOrder: r.sort_order,
        isDefault: r.is_default,
        rootCategoryId: r.root_category_id,
        config: r.config ?? {},
      })),
    );
  }

  all(): readonly StoreView[] {
    return this.stores;
  }

  defaultStore(): StoreView {
    const store = this.stores.find((s) => s.isDefault) ?? this.stores[0];
    if (!store) throw new Error('No store views: the database has not been seeded');
    return store;
  }

  /** The store named by a request's `Store` header; Magento answers an unknown code with an error. */
  resolve(code: string | undefined): StoreView {
    if (!code || code === 'default') return this.defaultStore();
    const store = this.stores.find((s) => s.code === code.trim().toLowerCase());
    if (!store) throw noSuchEntity('Requested store is not found');
    return store;
  }
}
