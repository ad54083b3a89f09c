// Where the guests meet the guide: the place the operator writes, and a point on the map for it.

/** A point on the map, WGS 84 degrees. */
export interface MapPoint {
  lat: number;
  lon: number;
}

/**
 * The point on OpenStreetMap, with its marker: opens in any browser and on a phone without an
 * account or an app, and the peninsula's trails and huts are drawn there.
 */
export function mapLink(point: MapPoint | null): string | null {
  if (!point) return null;
  // Five decimals (a metre); a URL's number, not one a reader sees.
  const lat = String(Math.round(point.lat * 1e5) / 1e5);
  const lon = String(Math.round(point.lon * 1e5) / 1e5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** The point a service's two columns hold, or null when it has none. */
export const pointOf = (lat: number | null, lon: number | null): MapPoint | null =>
  lat === null || lon === null ? null : { lat, lon };
