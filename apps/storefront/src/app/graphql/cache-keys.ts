/**
 * How the normalised cache identifies Magento's types: entities by uid (or identifier/code),
 * value objects (money, images, aggregations…) embedded in their parent.
 */
import type { Data, KeyingConfig } from '@urql/exchange-graphcache';

const byField = (field: string) => (data: Data) => (data[field] == null ? null : String(data[field]));
const byUid = byField('uid');
const embedded = () => null;

export const cacheKeys: KeyingConfig = {
  SimpleProduct: byUid,
  ConfigurableProduct: byUid,
  VirtualProduct: byUid,
  CategoryTree: byUid,
  CmsPage: byField('identifier'),
  CmsBlock: byField('identifier'),
  StoreConfig: byField('store_code'),
  MenuItem: byField('id'),
  StoreLocatorPoint: byField('id'),
  Products: embedded,
  CategoryResult: embedded,
  CategoryProducts: embedded,
  CmsBlocks: embedded,
  MainMenu: embedded,
  Money: embedded,
  PriceRange: embedded,
  ProductPrice: embedded,
  ProductDiscount: embedded,
  ProductImage: embedded,
  ComplexTextValue: embedded,
  SearchResultPageInfo: embedded,
  Aggregation: embedded,
  AggregationOption: embedded,
  SortFields: embedded,
  SortField: embedded,
  SearchSuggestion: embedded,
  Breadcrumb: embedded,
  ConfigurableProductOptions: embedded,
  ConfigurableProductOptionsValues: embedded,
  ConfigurableVariant: embedded,
  ConfigurableAttributeOption: embedded,
  TextSwatchData: embedded,
  ProductAllEntry: embedded,
  ProductMetaInfo: embedded,
  LoyaltyBonusData: embedded,
  ProductStyle: embedded,
  WarehouseStock: embedded,
  UrlRewrite: embedded,
  HttpQueryParameter: embedded,
  RoutableUrl: embedded,
  EntityUrl: embedded,
  StoreLocatorButton: embedded,
};
