import { describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from '../../src/domain/geo';
import { circleArea, type CircleArea } from '../../server/routes/shopsMap/circleArea';

/** The flat distance as server/routes/shopsMap/store.ts has the database compute it. */
function flatOf(area: CircleArea, centre: LatLng, point: LatLng): number {
  const range = area.lngRanges.find(({ from, to }) => point.lng >= from && point.lng <= to)!;
  return (point.lat - centre.lat) ** 2 + area.lngWeight * (point.lng - range.centreLng) ** 2;
}

/** Deterministic points of the area's box, its corners and edges included. */
function pointsOfBox(area: CircleArea, count: number): LatLng[] {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, i) => {
    const range = area.lngRanges[i % area.lngRanges.length];
    const at = (t: number, from: number, to: number) => from + (to - from) * (i % 5 === 0 ? Math.round(t) : t);
    return { lat: at(random(), area.minLat, area.maxLat), lng: at(random(), range.from, range.to) };
  });
}

const CASES: Array<[string, LatLng, number]> = [
  ['Paris, 10 km', { lat: 48.8534, lng: 2.3488 }, 10],
  ['Paris, 250 m', { lat: 48.8534, lng: 2.3488 }, 0.25],
  ['the equator, 500 km', { lat: 0, lng: 20 }, 500],
  ['the far south, 50 km', { lat: -60, lng: -70 }, 50],
  ['east of the antimeridian, 30 km', { lat: -17.7, lng: 179.9 }, 30],
  ['west of the antimeridian, 30 km', { lat: 65, lng: -179.95 }, 30],
  ['near the north pole, 40 km', { lat: 89.9, lng: 10 }, 40],
  ['the whole Earth', { lat: 45, lng: 5 }, 20_000],
];

describe('circleArea: the flat distance the map search reads shops by', () => {
  it.each(CASES)('keeps every point within the radius and never overstates a distance (%s)', (_, centre, km) => {
    const area = circleArea(centre, km);
    for (const point of pointsOfBox(area, 4000)) {
      const distance = haversineKm(centre, point);
      const flat = flatOf(area, centre, point);
      for (const within of [km, km / 2, km / 7]) if (distance <= within) expect(flat).toBeLessThanOrEqual(area.flatWithin(within));
      expect(area.kmBeyond(flat)).toBeLessThanOrEqual(distance);
    }
  });

  it('is tight for a city radius: a flat distance tells the true one to 0.2% in 10 km (the cosine of the latitude varies that much)', () => {
    const centre = { lat: 48.8534, lng: 2.3488 };
    const area = circleArea(centre, 10);
    for (const point of pointsOfBox(area, 1000)) {
      const distance = haversineKm(centre, point);
      expect(distance - area.kmBeyond(flatOf(area, centre, point))).toBeLessThan(0.002 * distance + 1e-9);
    }
  });

  it('splits the box at the antimeridian with the centre moved next to each part', () => {
    const area = circleArea({ lat: 0, lng: 179.99 }, 10);
    expect(area.lngRanges).toEqual([
      { from: expect.closeTo(179.9, 1), to: 180, centreLng: 179.99 },
      { from: -180, to: expect.closeTo(-179.92, 1), centreLng: expect.closeTo(-180.01, 9) },
    ]);
    // a point 5 km east, across the line, is 5 km away by the flat distance too
    const east = { lat: 0, lng: -179.99 + 5 / 111.195 - 0.02 };
    expect(area.kmBeyond(flatOf(area, { lat: 0, lng: 179.99 }, east))).toBeCloseTo(haversineKm({ lat: 0, lng: 179.99 }, east), 3);
  });

  it('reads a radius of 0 as the centre alone, and the whole Earth without a longitude term', () => {
    const centre = { lat: 45, lng: 5 };
    const point = circleArea(centre, 0);
    expect(point.flatWithin(0)).toBe(0);
    expect(flatOf(point, centre, centre)).toBe(0);
    expect(circleArea(centre, 20_000)).toMatchObject({ lngWeight: 0, lngRanges: [{ from: -180, to: 180 }] });
  });
});
