/**
 * Attribute options (brands, sizes, markers, seasons, styles, product types) and attributes with
 * their labels per store view, held in memory per catalogue version. They are a few hundred rows
 * that nearly every product row refers to: looking them up in SQL for each product (joins or
 * subqueries) cost the database more than reading the products themselves.
 */
import type { Queryable } from '../../db/connection.ts';
import { LoadedPerVersion } from './versioned-builds.ts';

export interface OptionEntry {
  attributeCode: string;
  sortOrder: number;
  labels: Record<string, string>;
  /** Swatch of the option: a colour (#rrggbb), an image path, or null (text swatch: its label). */
  swatch: string | null;
}

export interface AttributeEntry {
  id: number;
  labels: Record<string, string>;
  /** select | multiselect | price | boolean | text */
  frontendInput: string;
  isFilterable: boolean;
  position: number;
}

export class OptionDictionary {
  constructor(
    readonly options: ReadonlyMap<number, OptionEntry>,
    readonly attributes: ReadonlyMap<string, AttributeEntry>,
    readonly brandUrlKeys: ReadonlyMap<number, string>,
  ) {}

  static async load(db: Queryable): Promise<OptionDictionary> {
    const [options, attributes, brands] = await Promise.all([
      db.query<{
        id: number;
        attribute_code: string;
        sort_order: number;
        labels: Record<string, string>;
        swatch: string | null;
      }>('SELECT id, attribute_code, sort_order, labels, swatch FROM attribute_option'),
      db.query<{
        code: string;
        id: number;
        labels: Record<string, string>;
        frontend_input: string;
        is_filterable: boolean;
        position: number;
      }>('SELECT code, id, labels, frontend_input, is_filterable, position FROM attribute'),
      db.query<{ id: number; url_key: string }>('SELECT id, url_key FROM brand'),
    ]);
    return new OptionDictionary(
      new Map(
        options.map((o) => [
          o.id,
          { attributeCode: o.attribute_code, sortOrder: o.sort_order, labels: o.labels, swatch: o.swatch },
        ]),
      ),
      new Map(
        attributes.map((a) => [
          a.code,
          {
            id: a.id,
            labels: a.labels,
            frontendInput: a.frontend_input,
            isFilterable: a.is_filterable,
            position: a.position,
          },
        ]),
      ),
      new Map(brands.map((b) => [b.id, b.url_key])),
    );
  }

  /** The option's label in a store view (null for no option or an unknown one). */
  label(id: number | null | undefined, storeCode: string): string | null {
    if (id == null) return null;
    return this.options.get(id)?.labels[storeCode] ?? null;
  }

  /**
   * The store label of an attribute's option named by its admin label, e.g. the option
   * "clothing" of base_product_type (products keep that code, not the option id).
   */
  labelByAdminLabel(attributeCode: string, admin: string, storeCode: string): string | null {
    this.byAdminLabel ??= new Map(
      [...this.options.values()].map((o) => [`${o.attributeCode}|${o.labels.admin}`, o]),
    );
    return this.byAdminLabel.get(`${attributeCode}|${admin}`)?.labels[storeCode] ?? null;
  }

  private byAdminLabel: Map<string, OptionEntry> | undefined;

  /** The id of an attribute's option named by its admin label (null when there is none). */
  optionIdByAdminLabel(attributeCode: string, admin: string): number | null {
    this.idByAdminLabel ??= new Map(
      [...this.options].map(([id, o]) => [`${o.attributeCode}|${o.labels.admin}`, id]),
    );
    return this.idByAdminLabel.get(`${attributeCode}|${admin}`) ?? null;
  }

  private idByAdminLabel: Map<string, number> | undefined;

  attributeLabel(code: string, storeCode: string): string | null {
    return this.attributes.get(code)?.labels[storeCode] ?? null;
  }
}

/** The dictionary of the current catalogue version, loaded again after a version change. */
export class CurrentOptions extends LoadedPerVersion<OptionDictionary> {
  constructor(db: Queryable, version: () => number) {
    super(() => OptionDictionary.load(db), version);
  }
}
