/** A cmsPage answer for the CMS tests (tests only). */
export function cmsPage(identifier: string, content: string, extra: Record<string, unknown> = {}) {
  return {
    cmsPage: {
      identifier,
      url_key: identifier,
      title: `Title of ${identifier}`,
      content,
      content_heading: null,
      page_layout: '1column',
      meta_title: null,
      meta_description: `About ${identifier}`,
      meta_keywords: null,
      ...extra,
    },
  };
}
