import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONVENTION_COLOURS, contrastRatio, conventionColour, NO_CONVENTION_COLOUR } from '../../src/domain/conventionColours';
import { CONVENTION_CODES } from '../../src/domain/conventions';
import { boundingBox, haversineKm } from '../../src/domain/geo';
import {
  ACTIVE_EMPLOYEE_BUCKET_IDS,
  activeEmployeeBucketOf,
  DEFAULT_MAP_SEARCH,
  filterLabelLocale,
  filtersForApi,
  mapFilterLabelKey,
  mapFilterOptions,
  mapSearchFromParams,
  mapSearchToParams,
  parseMapFilters,
} from '../../src/domain/mapFilters';
import { DEFAULT_MAP_CENTRE, MAX_MAP_ZOOM, MIN_MAP_ZOOM, mapZoom } from '../../src/domain/mapZoom';
import { LOCALE_CODES } from '../../src/domain/locales';

describe('map zoom = 15 - radius / 2 (spec 1 §9), within Leaflet’s range', () => {
  it.each([
    [0, 15],
    [1, 14.5],
    [2, 14],
    [5, 12.5],
    [10, 10],
    [20, 5],
    [30, 0],
    [31, MIN_MAP_ZOOM],
    [500, MIN_MAP_ZOOM],
    [1.3, 14.5],
    [-10, MAX_MAP_ZOOM],
  ])('radius %s km -> zoom %s', (radius, zoom) => {
    expect(mapZoom(radius)).toBe(zoom);
  });

  it('treats a missing radius as 0 and centres near Paris by default', () => {
    expect(mapZoom(null)).toBe(15);
    expect(mapZoom(Number.NaN)).toBe(15);
    expect(haversineKm(DEFAULT_MAP_CENTRE, { lat: 48.8566, lng: 2.3522 })).toBeLessThan(1);
    expect(DEFAULT_MAP_SEARCH.radius).toBe(1);
  });
});

describe('active-employee buckets', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, 'one_ten'],
    [10, 'one_ten'],
    [11, 'ten_twenty'],
    [20, 'ten_twenty'],
    [21, 'twenty_forty'],
    [40, 'twenty_forty'],
    [41, 'forty_sixty'],
    [60, 'forty_sixty'],
    [61, 'sixty_plus'],
    [5000, 'sixty_plus'],
  ])('%s employees -> %s', (count, bucket) => {
    expect(activeEmployeeBucketOf(count)).toBe(bucket);
  });

  it('has the five buckets of the spec', () => {
    expect(ACTIVE_EMPLOYEE_BUCKET_IDS).toEqual(['one_ten', 'ten_twenty', 'twenty_forty', 'forty_sixty', 'sixty_plus']);
  });
});

describe('haversine distance', () => {
  it.each([
    ['Paris – Lyon', { lat: 48.8566, lng: 2.3522 }, { lat: 45.764, lng: 4.8357 }, 392, 2],
    ['Paris – Marseille', { lat: 48.8566, lng: 2.3522 }, { lat: 43.2965, lng: 5.3698 }, 661, 3],
    ['Paris – New York', { lat: 48.8566, lng: 2.3522 }, { lat: 40.7128, lng: -74.006 }, 5837, 10],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.195, 0.01],
    ['the same point', { lat: 45.1, lng: 5.7 }, { lat: 45.1, lng: 5.7 }, 0, 0],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015.1, 0.1],
  ])('%s ≈ %s km', (_name, a, b, km, tolerance) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });
});

describe('bounding box', () => {
  it('holds every point of the circle, and little more', () => {
    const centre = { lat: 48.8566, lng: 2.3522 };
    const box = boundingBox(centre, 10);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // a point 9.99 km away in that direction
      const d = 9.99 / 6371.0088;
      const lat1 = (centre.lat * Math.PI) / 180;
      const b = (bearing * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 = (centre.lng * Math.PI) / 180 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const point = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
      expect(haversineKm(centre, point)).toBeCloseTo(9.99, 6);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.lngRanges[0][0]);
      expect(point.lng).toBeLessThanOrEqual(box.lngRanges[0][1]);
    }
    expect(box.maxLat - box.minLat).toBeCloseTo(20 / 111.195, 3);
  });

  it('splits at the antimeridian and opens at the poles', () => {
    expect(boundingBox({ lat: 0, lng: 179.99 }, 10).lngRanges).toHaveLength(2);
    expect(boundingBox({ lat: 0, lng: -179.99 }, 10).lngRanges).toHaveLength(2);
    expect(boundingBox({ lat: 89.99, lng: 0 }, 10)).toMatchObject({ maxLat: 90, lngRanges: [[-180, 180]] });
    expect(boundingBox({ lat: 10, lng: 10 }, 30_000).lngRanges).toEqual([[-180, 180]]);
  });
});

describe('map filters (the JSON filters parameter)', () => {
  it('accepts nothing, an empty object, null lists and every known value', () => {
    const none = { conventions: [], sectors: [], active_employees: [], features: [] };
    expect(parseMapFilters(undefined)).toEqual({ ok: true, filters: none });
    expect(parseMapFilters('')).toEqual({ ok: true, filters: none });
    expect(parseMapFilters('{}')).toEqual({ ok: true, filters: none });
    expect(parseMapFilters('{"sectors":null}')).toEqual({ ok: true, filters: none });
    expect(parseMapFilters(JSON.stringify({ conventions: ['hcr', 'hcr', 'syntec'], active_employees: ['sixty_plus'], features: ['payroll'], sectors: ['retail'] }))).toEqual({
      ok: true,
      filters: { conventions: ['hcr', 'syntec'], active_employees: ['sixty_plus'], features: ['payroll'], sectors: ['retail'] },
    });
  });

  it.each([
    ['{conventions:', 'filters', 'is not valid JSON'],
    ['[]', 'filters', 'must be a JSON object'],
    ['12', 'filters', 'must be a JSON object'],
    ['{"active_employees":["one_hundred"]}', 'filters.active_employees.0', 'unknown active-employee bucket "one_hundred"'],
    ['{"active_employees":"one_ten"}', 'filters.active_employees', 'must be a list'],
    ['{"conventions":["HCR"]}', 'filters.conventions.0', 'unknown convention "HCR"'],
    ['{"sectors":["retail", 3]}', 'filters.sectors.1', 'unknown sector 3'],
    ['{"features":["teleport"]}', 'filters.features.0', 'unknown feature "teleport"'],
    ['{"zones":["paris"]}', 'filters.zones', 'is not a filter'],
  ])('%s -> 400 at %s', (text, path, message) => {
    const parsed = parseMapFilters(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems[0]).toEqual({ path, message: expect.stringContaining(message) });
  });

  it('sends only the lists in use to the API', () => {
    expect(filtersForApi({ conventions: [], sectors: [], active_employees: [], features: [] })).toBeUndefined();
    expect(filtersForApi({ conventions: ['hcr'], sectors: [], active_employees: ['one_ten'], features: [] })).toEqual({ conventions: ['hcr'], active_employees: ['one_ten'] });
  });
});

describe('the map search in the URL', () => {
  it('round-trips the address, the radius and the filters', () => {
    const search = { address: '12 rue X, 69002 Lyon', radius: 5, filters: { conventions: ['hcr' as const, 'sport' as const], sectors: [], active_employees: ['ten_twenty' as const], features: ['timeclock' as const] } };
    const params = mapSearchToParams(search);
    expect(params.toString()).toBe('address=12+rue+X%2C+69002+Lyon&radius=5&conventions=hcr%2Csport&employees=ten_twenty&features=timeclock');
    expect(mapSearchFromParams(params)).toEqual(search);
  });

  it('falls back to the defaults for what is missing or wrong', () => {
    expect(mapSearchFromParams(new URLSearchParams())).toEqual(DEFAULT_MAP_SEARCH);
    const odd = mapSearchFromParams(new URLSearchParams('address=%20&radius=-3&conventions=hcr,bogus&employees=eleven'));
    expect(odd).toEqual({ ...DEFAULT_MAP_SEARCH, filters: { ...DEFAULT_MAP_SEARCH.filters, conventions: ['hcr'] } });
    expect(mapSearchFromParams(new URLSearchParams('radius=abc')).radius).toBe(1);
    expect(mapSearchFromParams(new URLSearchParams('radius=0')).radius).toBe(0);
  });
});

describe('fetch_filters labels', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['fr', 'fr'],
    ['fr-BE,fr;q=0.9', 'fr'],
    ['en', 'en'],
    ['de', 'en'],
    ['pl-PL', 'en'],
    ['en;q=0.4, fr;q=0.8', 'fr'],
    ['*', 'fr'],
  ])('Accept-Language %s -> %s', (header, locale) => {
    expect(filterLabelLocale(header)).toBe(locale);
  });

  it('labels every convention, sector and feature in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      const options = mapFilterOptions(locale);
      expect(options.conventions.map((c) => c.id)).toEqual([...CONVENTION_CODES]);
      for (const option of [...options.conventions, ...options.sectors, ...options.features]) expect(option.label, option.id).toMatch(/\S/);
    }
    expect(mapFilterOptions('en').features.map((f) => f.label)).not.toEqual(mapFilterOptions('fr').features.map((f) => f.label));
  });
});

describe('convention colours', () => {
  it('gives each of the 13 conventions its own readable colour', () => {
    const colours = CONVENTION_CODES.map((code) => CONVENTION_COLOURS[code]);
    expect(colours).toHaveLength(13);
    expect(new Set(colours).size).toBe(13);
    for (const colour of [...colours, NO_CONVENTION_COLOUR]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
    expect(conventionColour(null)).toBe(NO_CONVENTION_COLOUR);
    expect(conventionColour('unknown')).toBe(NO_CONVENTION_COLOUR);
    expect(conventionColour('hcr')).toBe(CONVENTION_COLOURS.hcr);
  });
});

describe('map filter labels by id (issue 15)', () => {
  const catalogues = Object.fromEntries(
    LOCALE_CODES.map((locale) => [locale, JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'))]),
  );
  const lookup = (catalogue: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

  it.each(LOCALE_CODES)('%s has a label for every convention, sector and feature fetch_filters gives', (locale) => {
    const options = mapFilterOptions('fr');
    const missing = (['conventions', 'sectors', 'features'] as const).flatMap((kind) =>
      options[kind].map((option) => mapFilterLabelKey(kind, option.id)).filter((key) => typeof lookup(catalogues[locale], key) !== 'string'),
    );
    expect(missing).toEqual([]);
  });
});
