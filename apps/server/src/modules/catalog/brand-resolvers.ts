/** Query.brands: the brands lists (/brands, /exclusive-brands, per gender section). */
import type { Context, Resolvers } from '../../http/context.ts';
import { GENDER_SECTION_ALIASES, optionIds, type EqualFilter } from './listing.ts';

interface BrandsArgs {
  filter?: { gender?: EqualFilter | null; exclusive?: boolean | null } | null;
}

export const brandResolvers: Resolvers = {
  Query: {
    brands: async (_r: unknown, args: BrandsArgs, ctx: Context) => {
      const genders = optionIds(args.filter?.gender, GENDER_SECTION_ALIASES);
      return ctx.services.db.query(
        `SELECT b.id, o.labels->>$1 AS name, b.url_key, b.is_exclusive, b.logo, count(p.id)::int AS product_count
         FROM brand b
         JOIN attribute_option o ON o.id = b.id
         JOIN product p ON p.brand_id = b.id AND p.visible AND p.is_active AND p.in_stock AND p.parent_id IS NULL
              AND ($2::int[] IS NULL OR p.genders && $2::int[])
         WHERE ($3::boolean IS NOT TRUE OR b.is_exclusive)
         GROUP BY b.id, o.labels, b.url_key, b.is_exclusive, b.logo
         ORDER BY lower(o.labels->>$1), b.id`,
        [ctx.store.code, genders, args.filter?.exclusive ?? null],
      );
    },
  },
};
