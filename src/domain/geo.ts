/**
 * Great-circle distances for the shops map (spec 1 §9 "radius"): the server filters with them,
 * the console shows them. Pure functions, no I/O.
 */

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance between two points, in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /**
   * Longitude ranges to search: one normally, two when the box crosses the antimeridian,
   * one of [-180, 180] when it covers a pole or the whole circle.
   */
  lngRanges: Array<[number, number]>;
}

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `centre`
 * (Bounding Coordinates, J. P. Matuschek): a cheap, indexable pre-filter before the exact distance.
 */
export function boundingBox(centre: LatLng, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat = toRadians(centre.lat);
  let minLat = lat - angular;
  let maxLat = lat + angular;
  const toDegrees = (radians: number) => (radians * 180) / Math.PI;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2 || angular >= Math.PI) {
    minLat = Math.max(minLat, -Math.PI / 2);
    maxLat = Math.min(maxLat, Math.PI / 2);
    return { minLat: toDegrees(minLat), maxLat: toDegrees(maxLat), lngRanges: [[-180, 180]] };
  }
  const dLng = toDegrees(Math.asin(Math.sin(angular) / Math.cos(lat)));
  const minLng = centre.lng - dLng;
  const maxLng = centre.lng + dLng;
  const lngRanges: Array<[number, number]> =
    minLng < -180 ? [[minLng + 360, 180], [-180, maxLng]] : maxLng > 180 ? [[minLng, 180], [-180, maxLng - 360]] : [[minLng, maxLng]];
  return { minLat: toDegrees(minLat), maxLat: toDegrees(maxLat), lngRanges };
}
