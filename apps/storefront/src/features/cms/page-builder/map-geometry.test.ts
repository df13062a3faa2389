import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  formatCoordinates,
  openStreetMapAreaUrl,
  openStreetMapUrl,
  projectLocation,
  spreadMarkers,
} from './map-geometry.ts';

const kyiv = { lat: 50.4474, lng: 30.5225 };
const lviv = { lat: 49.8419, lng: 24.0315 };
const odesa = { lat: 46.4843, lng: 30.736 };

describe('map geometry', () => {
  it('bounds of the locations', () => {
    expect(boundsOf([kyiv, lviv, odesa])).toEqual({
      minLat: 46.4843,
      maxLat: 50.4474,
      minLng: 24.0315,
      maxLng: 30.736,
    });
    expect(boundsOf([])).toBeNull();
  });
  it('places locations inside the margins: west left, north up', () => {
    const b = boundsOf([kyiv, lviv, odesa])!;
    const pk = projectLocation(kyiv, b);
    const pl = projectLocation(lviv, b);
    const po = projectLocation(odesa, b);
    expect(pl.x).toBeLessThan(pk.x);
    expect(po.y).toBeGreaterThan(pk.y);
    for (const p of [pk, pl, po]) {
      expect(p.x).toBeGreaterThanOrEqual(10);
      expect(p.x).toBeLessThanOrEqual(90);
      expect(p.y).toBeGreaterThanOrEqual(10);
      expect(p.y).toBeLessThanOrEqual(90);
    }
    expect(pl.x).toBe(10);
  });
  it('a single location sits in the middle', () => {
    expect(projectLocation(kyiv, boundsOf([kyiv])!)).toEqual({ x: 50, y: 50 });
  });
  it('links to OpenStreetMap at the default zoom 8', () => {
    expect(openStreetMapUrl(kyiv)).toBe(
      'https://www.openstreetmap.org/?mlat=50.4474&mlon=30.5225#map=8/50.4474/30.5225',
    );
    expect(openStreetMapAreaUrl(boundsOf([kyiv, lviv])!)).toBe(
      'https://www.openstreetmap.org/?minlon=23.8315&minlat=49.6419&maxlon=30.7225&maxlat=50.6474',
    );
  });
  it('formats coordinates with hemispheres', () => {
    expect(formatCoordinates(kyiv)).toBe('50.4474° N, 30.5225° E');
    expect(formatCoordinates({ lat: -33.9, lng: -70.65 })).toBe('33.9000° S, 70.6500° W');
  });
  it('spreads markers that would cover one another', () => {
    const spread = spreadMarkers([
      { x: 50, y: 50 },
      { x: 50.5, y: 50 },
      { x: 80, y: 20 },
    ]);
    expect(spread[0]).toEqual({ x: 50, y: 50 });
    expect(Math.hypot(spread[1]!.x - 50, spread[1]!.y - 50)).toBeGreaterThanOrEqual(4);
    expect(spread[2]).toEqual({ x: 80, y: 20 });
  });
});
