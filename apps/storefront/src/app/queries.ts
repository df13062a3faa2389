/** Operations the shell itself sends (features keep theirs next to them). */
import { graphql, type ResultOf } from '../shared/graphql/graphql.ts';

export const RESOLVE_URL = graphql(`
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
      ... on ProductInterface {
        uid
        url_key
      }
    }
  }
`);

export type ResolveUrlData = ResultOf<typeof RESOLVE_URL>;
