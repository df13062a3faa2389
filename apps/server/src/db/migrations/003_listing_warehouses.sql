-- Shop catalogues (the store locator's men/women buttons) filter by the warehouses that hold a
-- product; kept with the other derived listing columns.
ALTER TABLE product ADD COLUMN warehouse_ids integer[] NOT NULL DEFAULT '{}';
CREATE INDEX product_listing_warehouses ON product USING gin (warehouse_ids) WHERE visible;

CREATE OR REPLACE FUNCTION refresh_product_listing(ids integer[]) RETURNS void AS $$
  WITH target AS (
    SELECT p.id FROM product p WHERE p.parent_id IS NULL AND (ids IS NULL OR p.id = ANY(ids))
  ),
  cats AS (
    SELECT pc.product_id, array_agg(DISTINCT a.id ORDER BY a.id) AS ids
    FROM product_category pc
    JOIN target t ON t.id = pc.product_id
    JOIN category c ON c.id = pc.category_id
    JOIN category a ON a.id::text = ANY(string_to_array(c.path, '/')) AND a.level >= 2
         AND (a.id = c.id OR a.is_anchor)
    GROUP BY pc.product_id
  ),
  sizes AS (
    SELECT v.parent_id AS product_id, array_agg(DISTINCT v.size_option_id ORDER BY v.size_option_id) AS ids,
           bool_or(true) AS any_in_stock
    FROM product v
    JOIN target t ON t.id = v.parent_id
    JOIN inventory i ON i.product_id = v.id AND i.is_in_stock AND i.qty > 0
    WHERE v.is_active AND v.size_option_id IS NOT NULL
    GROUP BY v.parent_id
  ),
  -- Warehouses (shops and the online warehouse) holding the product or one of its sizes.
  stocked AS (
    SELECT COALESCE(s.parent_id, s.id) AS product_id,
           array_agg(DISTINCT (w->>'warehouse_option_id')::int ORDER BY (w->>'warehouse_option_id')::int) AS ids
    FROM product s
    JOIN target t ON t.id = COALESCE(s.parent_id, s.id)
    JOIN inventory i ON i.product_id = s.id AND i.is_in_stock
    CROSS JOIN LATERAL jsonb_array_elements(i.warehouses) w
    WHERE s.is_active AND (w->>'qty')::numeric > 0
    GROUP BY COALESCE(s.parent_id, s.id)
  )
  UPDATE product p SET
    final_price = CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.price
                       THEN p.special_price ELSE p.price END,
    category_ids = COALESCE(cats.ids, '{}'),
    size_option_ids = CASE WHEN p.type_id = 'configurable' THEN COALESCE(sizes.ids, '{}')
                           WHEN p.size_option_id IS NOT NULL THEN ARRAY[p.size_option_id] ELSE '{}' END,
    in_stock = CASE WHEN p.type_id = 'configurable' THEN COALESCE(sizes.any_in_stock, false)
                    ELSE EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id AND i.is_in_stock AND i.qty > 0) END,
    warehouse_ids = COALESCE(stocked.ids, '{}')
  FROM target t
  LEFT JOIN cats ON cats.product_id = t.id
  LEFT JOIN sizes ON sizes.product_id = t.id
  LEFT JOIN stocked ON stocked.product_id = t.id
  WHERE p.id = t.id;
$$ LANGUAGE sql;
