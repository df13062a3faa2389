/** Operations of the CMS area. */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export const CMS_PAGE = graphql(`
  query GetCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content
      content_heading
      page_layout
      meta_title
      meta_description
      meta_keywords
    }
  }
`);

export type CmsPageData = NonNullable<ResultOf<typeof CMS_PAGE>['cmsPage']>;

export const CMS_BLOCKS = graphql(`
  query GetCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`);
