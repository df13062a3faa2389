/** GetAutocompleteSuggestions (spec §7) and the rule for which suggestions can be shown (spec §5). */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';
import { SUGGESTION_CURRENT_PAGE, SUGGESTION_PAGE_SIZE } from '../../shared/constants.ts';

export const AUTOCOMPLETE_SUGGESTIONS = graphql(`
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
  }
`);

export type SuggestionsData = ResultOf<typeof AUTOCOMPLETE_SUGGESTIONS>;
type RawSuggestion = NonNullable<NonNullable<NonNullable<SuggestionsData['products']>['items']>[number]>;

export const suggestionVariables = (search: string) => ({
  search,
  pageSize: SUGGESTION_PAGE_SIZE,
  currentPage: SUGGESTION_CURRENT_PAGE,
});

/** A suggestion with every field the spec requires present. */
export type Suggestion = RawSuggestion & {
  name: string;
  url_key: string;
  small_image: { url: string };
  short_description: { html: string };
  price_range: NonNullable<RawSuggestion['price_range']>;
};

/** Only items with name, url_key, small_image url, short_description html and price_range are shown. */
export function isDisplayableSuggestion(item: RawSuggestion | null | undefined): item is Suggestion {
  return Boolean(
    item &&
    item.name &&
    item.url_key &&
    item.small_image?.url &&
    typeof item.short_description?.html === 'string' &&
    item.short_description.html !== '' &&
    item.price_range,
  );
}

export function displayableSuggestions(data: SuggestionsData | null | undefined): Suggestion[] {
  return (data?.products?.items ?? []).filter(isDisplayableSuggestion);
}

export function suggestionHref(item: Pick<Suggestion, 'url_key' | 'url_suffix'>): string {
  return `/${item.url_key}${item.url_suffix ?? '.html'}`;
}
