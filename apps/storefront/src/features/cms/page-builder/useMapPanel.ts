/** Logic of MapPanel: marker positions, the area link and the highlighted location. */
import { useState } from 'react';
import { boundsOf, openStreetMapAreaUrl, projectLocation, spreadMarkers } from './map-geometry.ts';
import type { MapNode } from './types.ts';

export function useMapPanel(node: MapNode) {
  const [active, setActive] = useState<number | null>(null);
  const bounds = boundsOf(node.locations);
  return {
    active,
    setActive,
    markers: bounds ? spreadMarkers(node.locations.map((l) => projectLocation(l, bounds))) : [],
    areaUrl: bounds && node.locations.length > 1 ? openStreetMapAreaUrl(bounds) : null,
  };
}
