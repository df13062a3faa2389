/**
 * The storefront's GraphQL documents and the GET URLs it builds from them, so the benchmark
 * sends byte-for-byte what a shopper's browser sends.
 *
 * The texts are copies of the storefront's documents (gql.tada appends fragment definitions
 * after the operation); keep them in step with:
 *   - category page:   apps/storefront/src/features/catalog/category-listing.ts (getCategoryListing)
 *                      + shared/listing/listing-fragment.ts + shared/product-card/product-card-fragment.ts
 *   - suggestions:     apps/storefront/src/features/search/suggestions-query.ts
 *   - product page:    apps/storefront/src/features/product/product-detail-query.ts
 *   - route:           apps/storefront/src/app/queries.ts (ResolveURL)
 * Before sending, urql's graphcache adds `__typename` to every selection set but the operation's
 * root (formatDocument), and the transport strips ignored characters and sends
 * `?query=…&variables=…` with the variables' keys sorted (shared/graphql/query-text.ts).
 */

const PRODUCT_CARD = `
  fragment ProductCard on ProductInterface {
    __typename
    uid
    id
    sku
    url_key
    url_suffix
    name
    brand
    brand_label
    short_description {
      html
    }
    marker
    media_gallery {
      url
      label
      position
    }
    small_image {
      url
    }
    switch_photo
    stock_status
    product_type_label
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
        regular_price {
          value
          currency
        }
      }
    }
    product_all {
      id
      title
      label
      sku
      stock_status
    }
    ... on ConfigurableProduct {
      configurable_options {
        uid
        attribute_code
        values {
          label
          uid
          value_index
        }
      }
      variants {
        attributes {
          uid
          code
          value_index
        }
        product {
          uid
          stock_status
        }
      }
    }
  }`;

const LISTING_PRODUCTS = `
  fragment ListingProducts on Products {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    aggregations {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
    items {
      uid
      ...ProductCard
    }
  }`;

export const CATEGORY_LISTING = `
  query getCategoryListing(
    $uid: String!
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        url_path
        url_suffix
        position
        children_count
        meta_title
        meta_description
        breadcrumbs {
          category_uid
          category_name
          category_url_path
          category_level
        }
        children {
          uid
          name
          url_path
          url_suffix
          position
          children_count
        }
      }
    }
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ListingProducts
    }
  }
  ${LISTING_PRODUCTS}
  ${PRODUCT_CARD}`;

export const SUGGESTIONS = `
  query GetAutocompleteSuggestions($search: String!, $pageSize: Int = 5, $currentPage: Int = 1) {
    products(search: $search, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        uid
        name
        brand
        brand_label
        url_key
        url_suffix
        short_description {
          html
        }
        small_image {
          url
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
            regular_price {
              value
              currency
            }
          }
        }
      }
    }
  }`;

export const PRODUCT_DETAIL = `
  query getProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        __typename
        ...ProductCard
        base_product_type
        base_product_type_label
        product_type_label
        type_p
        id
        uid
        sku
        name
        url_key
        url_suffix
        marker
        only_offline
        season
        style {
          id
          label
        }
        gender
        brand
        brand_label
        brand_url_key
        categories {
          uid
          url_path
          name
          breadcrumbs {
            category_uid
            category_name
            category_url_path
          }
        }
        description {
          html
        }
        short_description {
          html
        }
        loyalty_bonus_data {
          loyalty_bonus
          loyalty_bonus_enabled
        }
        meta_info {
          meta_title
          meta_description
          meta_robots
        }
        media_gallery {
          url
          label
          position
        }
        small_image {
          url
        }
        stock_status
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
            discount {
              amount_off
              percent_off
            }
          }
        }
        product_all {
          id
          title
          label
          sku
          stock_status
        }
        related_products {
          uid
          ...ProductCard
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            values {
              uid
              label
              value_index
            }
          }
          variants {
            attributes {
              uid
              code
              value_index
              label
            }
            product {
              uid
              sku
              stock_status
              warehouses {
                warehouse_option_id
                name
                qty
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD}`;

export const RESOLVE_URL = `
  query ResolveURL($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
      }
      ... on CategoryTree {
        uid
      }
      ... on SimpleProduct {
        uid
        url_key
      }
      ... on ConfigurableProduct {
        uid
        url_key
      }
    }
  }`;

/**
 * Headers the storefront sends with every query of a guest in the Ukrainian store view; a browser
 * adds Accept-Encoding, so answers travel compressed as they do for shoppers.
 */
export const STOREFRONT_HEADERS: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  authorization: '',
  store: 'ua',
};

/** GraphQL tokens: punctuators, names/numbers, block and plain strings (the documents have no comments). */
const TOKEN = /\.\.\.|[!$&():=@[\]{}|]|"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"|[_A-Za-z0-9.+-]+/g;

/**
 * What urql's formatDocument does: every selection set except an operation's root gets a
 * trailing `__typename` unless it already selects one (unaliased). Braces inside arguments
 * (input objects) are not selection sets.
 */
export function addTypenames(doc: string): string[] {
  const tokens = doc.match(TOKEN) ?? [];
  const out: string[] = [];
  // One entry per open selection set: whether it needs no __typename.
  const sets: { skip: boolean }[] = [];
  let parens = 0;
  let inputBraces = 0;
  let definitionKeyword = '';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (t === '(') parens++;
    else if (t === ')') parens--;
    if (parens > 0 || inputBraces > 0) {
      if (t === '{') inputBraces++;
      else if (t === '}') inputBraces--;
      out.push(t);
      continue;
    }
    if (sets.length === 0 && (t === 'query' || t === 'fragment' || t === 'mutation')) definitionKeyword = t;
    if (t === '{') {
      sets.push({ skip: sets.length === 0 && definitionKeyword !== 'fragment' });
    } else if (t === '}') {
      const set = sets.pop();
      if (set && !set.skip) out.push('__typename');
    } else if (t === '__typename' && tokens[i + 1] !== ':' && tokens[i - 1] !== ':') {
      const top = sets.at(-1);
      if (top) top.skip = true;
    }
    out.push(t);
  }
  return out;
}

/** graphql-js stripIgnoredCharacters: a space only between two names, or between a name and a spread. */
function joinTokens(tokens: string[]): string {
  let text = '';
  let previousIsName = false;
  for (const t of tokens) {
    const isName = /^[_A-Za-z0-9]/.test(t);
    if ((isName || t === '...') && previousIsName) text += ' ';
    text += t;
    previousIsName = isName;
  }
  return text;
}

const prepared = new Map<string, string>();

/** The query text as the storefront puts it in the URL. */
export function sentQueryText(doc: string): string {
  let text = prepared.get(doc);
  if (text === undefined) {
    text = joinTokens(addTypenames(doc));
    prepared.set(doc, text);
  }
  return text;
}

/** JSON with object keys sorted at every level (the storefront's stableStringify). */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** `/graphql?query=…&variables=…` exactly as the storefront's transport builds it (no operationName). */
export function getPath(doc: string, variables: Record<string, unknown>): string {
  const params = [`query=${encodeURIComponent(sentQueryText(doc))}`];
  if (Object.keys(variables).length > 0)
    params.push(`variables=${encodeURIComponent(stableStringify(variables))}`);
  return `/graphql?${params.join('&')}`;
}

export const categoryVariables = (uid: string, page: number, sort: Record<string, string> | null) => ({
  uid,
  filter: { category_uid: { eq: uid } },
  sort,
  pageSize: 24,
  currentPage: page,
});
export const suggestionVariables = (search: string) => ({ search, pageSize: 5, currentPage: 1 });
export const productVariables = (urlKey: string) => ({ urlKey });
export const routeVariables = (urlKey: string) => ({ url: `/${urlKey}.html` });
