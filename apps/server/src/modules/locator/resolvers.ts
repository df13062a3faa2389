/** Store locator points of the current store view, in display order. */
import type { Context, Resolvers } from '../../http/context.ts';

export const locatorResolvers: Resolvers = {
  Query: {
    storeLocatorPoints: (_r: unknown, _a: unknown, ctx: Context) =>
      ctx.services.db.query(
        `SELECT id, name, country, city, address, lat, lng, phone, working_time, photo, url_key, description,
                short_description, position, warehouse_option_id, for_men, for_women
         FROM store_locator WHERE store_id = $1 ORDER BY position, id`,
        [ctx.store.id],
      ),
  },
};
