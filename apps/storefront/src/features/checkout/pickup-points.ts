/** Our stores as pickup points (the store locator points of spec §7), for the store-pickup delivery. */
import { useQuery } from 'urql';
import { graphql } from '../../shared/graphql/graphql.ts';

export const PICKUP_POINTS = graphql(`
  query getPickupPoints {
    storeLocatorPoints {
      id
      name
      city
      address
      working_time
    }
  }
`);

export interface PickupPoint {
  code: string;
  name: string;
  city: string;
  address: string;
}

export function usePickupPoints(active: boolean): { points: PickupPoint[]; fetching: boolean } {
  const [result] = useQuery({ query: PICKUP_POINTS, pause: !active });
  const points = (result.data?.storeLocatorPoints ?? []).flatMap((point): PickupPoint[] =>
    point
      ? [
          {
            code: String(point.id),
            name: point.name ?? '',
            city: point.city ?? '',
            address: [point.city, point.address].filter(Boolean).join(', '),
          },
        ]
      : [],
  );
  return { points, fetching: result.fetching };
}
