/**
 * The map widget without a map provider (none is reachable offline, and a map library would
 * not fit the JavaScript budget): locations are placed on a plain panel by their coordinates,
 * and each links out to OpenStreetMap at the spec's default zoom (8). Scroll-wheel zoom is off
 * by construction: the panel does not zoom.
 */
import { MAP_DEFAULT_ZOOM } from '../../../shared/constants.ts';
import type { MapLocation } from './types.ts';

export interface Bounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function boundsOf(locations: readonly Pick<MapLocation, 'lat' | 'lng'>[]): Bounds | null {
  if (locations.length === 0) return null;
  const lats = locations.map((l) => l.lat);
  const lngs = locations.map((l) => l.lng);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

/**
 * Position of a location on the panel in percent (x from the left, y from the top), with a
 * margin so markers stay inside; a single location (or one line of them) sits in the middle.
 * Longitude is scaled by cos(latitude) so distances look right at Ukraine's latitudes.
 */
export function projectLocation(
  location: Pick<MapLocation, 'lat' | 'lng'>,
  bounds: Bounds,
  margin = 10,
): { x: number; y: number } {
  const midLat = ((bounds.minLat + bounds.maxLat) / 2) * (Math.PI / 180);
  const spanX = (bounds.maxLng - bounds.minLng) * Math.cos(midLat);
  const spanY = bounds.maxLat - bounds.minLat;
  const span = Math.max(spanX, spanY);
  const inner = 100 - 2 * margin;
  if (span === 0) return { x: 50, y: 50 };
  const x = ((location.lng - bounds.minLng) * Math.cos(midLat)) / span;
  const y = (bounds.maxLat - location.lat) / span;
  // Centre the shorter side.
  const offsetX = ((span - spanX) / span / 2) * inner;
  const offsetY = ((span - spanY) / span / 2) * inner;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(margin + offsetX + x * inner), y: round(margin + offsetY + y * inner) };
}

export function openStreetMapUrl(
  location: Pick<MapLocation, 'lat' | 'lng'>,
  zoom: number = MAP_DEFAULT_ZOOM,
): string {
  const { lat, lng } = location;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** The whole area of the locations, with a little room around it. */
export function openStreetMapAreaUrl(bounds: Bounds): string {
  const pad = 0.2;
  const f = (n: number) => n.toFixed(4);
  return (
    `https://www.openstreetmap.org/?minlon=${f(bounds.minLng - pad)}&minlat=${f(bounds.minLat - pad)}` +
    `&maxlon=${f(bounds.maxLng + pad)}&maxlat=${f(bounds.maxLat + pad)}`
  );
}

/** '50.4474° N, 30.5225° E'. */
export function formatCoordinates(location: Pick<MapLocation, 'lat' | 'lng'>): string {
  const lat = `${Math.abs(location.lat).toFixed(4)}° ${location.lat >= 0 ? 'N' : 'S'}`;
  const lng = `${Math.abs(location.lng).toFixed(4)}° ${location.lng >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lng}`;
}

/**
 * Moves markers that would cover one another (shops in one city) apart on a small circle, so
 * every number stays visible. `minDistance` is in percent of the panel.
 */
export function spreadMarkers(
  points: readonly { x: number; y: number }[],
  minDistance = 4,
): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  for (const p of points) {
    let q = p;
    for (
      let attempt = 0;
      attempt < 12 && placed.some((o) => Math.hypot(o.x - q.x, o.y - q.y) < minDistance);
      attempt += 1
    ) {
      const angle = (attempt * 2 * Math.PI) / 6 - Math.PI / 2;
      const radius = minDistance * (1 + Math.floor(attempt / 6));
      q = {
        x: Math.round((p.x + radius * Math.cos(angle)) * 100) / 100,
        y: Math.round((p.y + radius * Math.sin(angle)) * 100) / 100,
      };
    }
    placed.push(q);
  }
  return placed;
}
