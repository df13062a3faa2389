/**
 * The Nova Poshta directory searches of our extension schema (cities, a city's branches or parcel
 * lockers, a city's streets): shared by the checkout's delivery step and the account's address book.
 * Public data, but not in public-operations.ts: a search is asked of the network each time.
 */
import { graphql, type VariablesOf } from '../graphql/graphql.ts';

export const NOVA_POSHTA_CITIES = graphql(`
  query getNovaPoshtaCities($search: String!, $pageSize: Int) {
    novaPoshtaCities(search: $search, pageSize: $pageSize) {
      ref
      name
      area
    }
  }
`);

export const NOVA_POSHTA_WAREHOUSES = graphql(`
  query getNovaPoshtaWarehouses(
    $cityRef: String!
    $search: String
    $type: NovaPoshtaWarehouseType
    $pageSize: Int
  ) {
    novaPoshtaWarehouses(city_ref: $cityRef, search: $search, type: $type, pageSize: $pageSize) {
      ref
      number
      name
      address
    }
  }
`);

export const NOVA_POSHTA_STREETS = graphql(`
  query getNovaPoshtaStreets($cityRef: String!, $search: String!) {
    novaPoshtaStreets(city_ref: $cityRef, search: $search) {
      ref
      name
    }
  }
`);

/** Branches or parcel lockers (the schema's NovaPoshtaWarehouseType). */
export type WarehouseKind = NonNullable<VariablesOf<typeof NOVA_POSHTA_WAREHOUSES>['type']>;
