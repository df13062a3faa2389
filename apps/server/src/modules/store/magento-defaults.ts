/**
 * Magento 2.4's default values for settings a retailer could configure but this shop does not keep,
 * in one place. Each is the value of a fresh Magento 2.4.7 installation (config.xml of the module
 * named), answered where a Magento storefront asks for it, so it never has to guess. A value that our
 * data or settings can give is not here: it is read from them (modules' services).
 */
export const MAGENTO_DEFAULTS = {
  /** Magento_Store: the one website and its id, name and default group of a single-website shop. */
  website: { id: 1, name: 'Main Website', sortOrder: 0, defaultGroupId: '1', isDefault: true },
  /** Magento_Catalog catalog/seo/title_separator. */
  titleSeparator: '-',
  /** Magento_Catalog catalog/frontend/list_mode. */
  listMode: 'grid-list',
  /** Magento_Cms web/default/front, web/default/no_route, web/default/cms_no_cookies, web/default/show_cms_breadcrumbs. */
  front: 'cms',
  noRoute: 'cms/noroute/index',
  cmsNoCookies: 'enable-cookies',
  showCmsBreadcrumbs: 1,
  /** Magento_Catalog: the "Default" attribute set of catalog_product, every product's here. */
  productAttributeSetId: 4,
  /** Magento_Catalog: options_container of a new product ("Block after Info Column"). */
  optionsContainer: 'container2',
} as const;
