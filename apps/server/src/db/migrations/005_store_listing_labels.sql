-- Sort-option and facet labels moved from code into each store view's settings
-- (store.config.listing_labels); databases seeded before get the shop's texts by language.
UPDATE store SET config = config || jsonb_build_object('listing_labels', jsonb_build_object(
  'price', 'Ціна', 'category_uid', 'Категорія', 'position', 'Позиція', 'name', 'Назва',
  'relevance', 'Релевантність'))
WHERE locale LIKE 'uk%' AND NOT config ? 'listing_labels';
UPDATE store SET config = config || jsonb_build_object('listing_labels', jsonb_build_object(
  'price', 'Цена', 'category_uid', 'Категория', 'position', 'Позиция', 'name', 'Название',
  'relevance', 'Релевантность'))
WHERE locale LIKE 'ru%' AND NOT config ? 'listing_labels';
