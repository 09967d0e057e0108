import { boundingBox, EARTH_RADIUS_KM, type LatLng } from '../../../src/domain/geo.js';

/**
 * What the database needs to find the shops near a centre without trigonometry per row: the
 * bounding box of `outerKm` (indexed), then a "flat" squared distance in degrees,
 * `(lat - centre.lat)² + lngWeight·(lng - centreLng)²`, that orders the box's shops almost as the
 * great-circle distance does and is a lower bound of it (scaled): a shop within km has a flat
 * distance <= flatWithin(km), and a shop of flat distance f is at least kmBeyond(f) away.
 */
export interface CircleArea {
  minLat: number;
  maxLat: number;
  /**
   * One range, two across the antimeridian, [-180, 180] around a pole. `centreLng` is the
   * centre's longitude moved by ±360 next to the range, so `lng - centreLng` is the real gap.
   */
  lngRanges: Array<{ from: number; to: number; centreLng: number }>;
  /** 0 around a pole (the latitude gap alone is then the bound) */
  lngWeight: number;
  /** the largest flat distance of a shop within km of the centre (km <= outerKm) */
  flatWithin(km: number): number;
  /** a distance in km that every shop of the box at a flat distance >= `flat` reaches */
  kmBeyond(flat: number): number;
}

const RADIANS_PER_DEGREE = Math.PI / 180;
/** sin(x)/x, decreasing from 1 at 0 to 0 at π: sin(t) >= t·sinc(x) for 0 <= t <= x */
const sinc = (x: number) => (x === 0 ? 1 : Math.sin(x) / x);
/** covers the rounding of the few operations either side (relative errors around 1e-15) */
const ROUNDING_MARGIN = 1e-9;

/**
 * The haversine term hav = sin²(Δlat/2) + cos(lat0)·cos(lat)·sin²(Δlng/2), the distance 2R·asin(√hav).
 * In the box |Δlat/2| <= a, |Δlng/2| <= b and cos(lat) >= cosMin, so with Δ in degrees
 * hav >= latFactor·(Δlat² + lngWeight·Δlng²), latFactor = (π/360)²·sinc(a)².
 */
export function circleArea(centre: LatLng, outerKm: number): CircleArea {
  const box = boundingBox(centre, outerKm);
  const halfLatGap = (Math.max(centre.lat - box.minLat, box.maxLat - centre.lat) * RADIANS_PER_DEGREE) / 2;
  const latFactor = ((RADIANS_PER_DEGREE / 2) * sinc(halfLatGap)) ** 2;
  const aroundPole = box.lngRanges.length === 1 && box.lngRanges[0][0] === -180 && box.lngRanges[0][1] === 180;
  let lngWeight = 0;
  if (!aroundPole) {
    // the box spans the centre's longitude ± half its width (split in two across the antimeridian)
    const width = box.lngRanges.reduce((sum, [from, to]) => sum + to - from, 0);
    const halfLngGap = ((width / 2) * RADIANS_PER_DEGREE) / 2;
    const cosMin = Math.min(Math.cos(box.minLat * RADIANS_PER_DEGREE), Math.cos(box.maxLat * RADIANS_PER_DEGREE));
    lngWeight = (Math.cos(centre.lat * RADIANS_PER_DEGREE) * cosMin * sinc(halfLngGap) ** 2) / sinc(halfLatGap) ** 2;
  }
  return {
    minLat: box.minLat,
    maxLat: box.maxLat,
    lngRanges: box.lngRanges.map(([from, to]) => ({ from, to, centreLng: centre.lng + 360 * Math.round(((from + to) / 2 - centre.lng) / 360) })),
    lngWeight,
    flatWithin(km) {
      const half = km / (2 * EARTH_RADIUS_KM);
      const hav = half >= Math.PI / 2 ? 1 : Math.sin(half) ** 2;
      return (hav / latFactor) * (1 + ROUNDING_MARGIN);
    },
    kmBeyond(flat) {
      const hav = flat * latFactor * (1 - ROUNDING_MARGIN);
      return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, hav)));
    },
  };
}
