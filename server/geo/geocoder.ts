import { outsideService } from '../adapters/http.js';
import { normalizePlace } from './normalize.js';
import { placeIndex, type Place, type PlaceIndex } from './places.js';

export interface GeocodeResult {
  lat: number;
  lng: number;
  /** what was found, e.g. "Lyon 2e Arrondissement (69002)" */
  label: string;
  source: 'offline' | 'remote';
}

export type Geocoder = (address: string) => Promise<GeocodeResult | null>;

/** Country names people append to an address -> ISO code. */
const COUNTRY_WORDS: ReadonlyArray<[string, string]> = [
  ['france', 'FR'],
  ['belgique', 'BE'],
  ['belgium', 'BE'],
  ['belgie', 'BE'],
  ['suisse', 'CH'],
  ['switzerland', 'CH'],
  ['schweiz', 'CH'],
  ['svizzera', 'CH'],
  ['espagne', 'ES'],
  ['spain', 'ES'],
  ['espana', 'ES'],
  ['allemagne', 'DE'],
  ['germany', 'DE'],
  ['deutschland', 'DE'],
];

/** Words of street names that must never be read as a commune on their own ("Rue" is a commune of the Somme). */
const STREET_WORDS = new Set(
  'rue avenue av boulevard bd place pl chemin route rte allee impasse quai cours square passage voie sentier faubourg fbg rond point parvis esplanade mail residence lotissement zone za zi zac centre cedex bis ter quater de du des la le les l d et sur sous en au aux'.split(
    ' ',
  ),
);

const ARRONDISSEMENT_SUFFIX = '(?:er|eme|ieme|em|e)?';
/** "paris 11e", "lyon 2 arrondissement", "marseille 1er arr" */
const CITY_THEN_NUMBER = new RegExp(`(?:^| )(paris|lyon|marseille) (\\d{1,2})${ARRONDISSEMENT_SUFFIX}(?: arr(?:ondissement)?)?(?= |$)`);
/** "11e arrondissement de paris", "2e arr lyon" */
const NUMBER_THEN_CITY = new RegExp(`(?:^| )(\\d{1,2})${ARRONDISSEMENT_SUFFIX} arr(?:ondissement)?(?: de)? (paris|lyon|marseille)(?= |$)`);

export interface ParsedAddress {
  /** normalised comma-separated parts, country and CEDEX mentions removed */
  segments: string[];
  /** ISO code when the address names its country */
  country: string | null;
  /** a 5-digit postal code and the words that name its town (after it, else the next part) */
  postalCode: string | null;
  postalTown: string | null;
  /** a 4-digit postal code (Belgium, Switzerland) is present */
  fourDigitCode: boolean;
  arrondissement: { city: string; number: number } | null;
}

export function parseAddress(address: string): ParsedAddress {
  let segments = address
    .split(/[,;\n]/)
    .map((part) => normalizePlace(part).replace(/ ?\bcedex\b( \d{1,2})?/g, '').trim())
    .filter(Boolean);
  let country: string | null = null;
  if (segments.length > 0) {
    const last = segments[segments.length - 1];
    for (const [word, code] of COUNTRY_WORDS) {
      if (last === word) {
        country = code;
        segments = segments.slice(0, -1);
        break;
      }
      if (last.endsWith(` ${word}`)) {
        country = code;
        segments[segments.length - 1] = last.slice(0, -word.length - 1);
        break;
      }
    }
  }
  const whole = segments.join(' ');
  const cityFirst = CITY_THEN_NUMBER.exec(whole);
  const numberFirst = cityFirst ? null : NUMBER_THEN_CITY.exec(whole);
  const arrondissement = cityFirst
    ? { city: cityFirst[1], number: Number(cityFirst[2]) }
    : numberFirst
      ? { city: numberFirst[2], number: Number(numberFirst[1]) }
      : null;

  let postalCode: string | null = null;
  let postalTown: string | null = null;
  for (let i = 0; i < segments.length && postalCode === null; i++) {
    const match = /(?:^| )(\d{5})(?= |$)/.exec(segments[i]);
    if (!match) continue;
    postalCode = match[1];
    const after = segments[i].slice(match.index + match[0].length).trim();
    postalTown = after || segments[i + 1] || null;
  }
  const fourDigitCode = segments.some((s) => /(?:^| )\d{4} [a-z]/.test(s));
  return { segments, country, postalCode, postalTown, fourDigitCode, arrondissement };
}

/** Whether a place answers to a town name ("lyon" names Lyon and each Lyon arrondissement). */
function answersTo(place: Place, town: string): boolean {
  return place.key === town || place.arrondissement?.city === town || town.startsWith(`${place.key} `);
}

function metropolitan(place: Place): boolean {
  return place.country !== 'FR' || !place.postalCodes.some((c) => c.startsWith('97') || c.startsWith('98'));
}

const KIND_RANK: Record<Place['kind'], number> = { c: 0, a: 1, o: 2 };
const FOREIGN_RANK = ['FR', 'BE', 'CH', 'DE', 'ES'];

/** Homonyms: the country asked for, else France then its neighbours; communes, mainland, populous first. */
function rankByName(places: Place[], preferred: readonly string[]): Place | null {
  const countryRank = (p: Place) => {
    const i = preferred.indexOf(p.country);
    return i >= 0 ? i : preferred.length + FOREIGN_RANK.indexOf(p.country);
  };
  return (
    [...places].sort(
      (a, b) =>
        countryRank(a) - countryRank(b) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
        Number(metropolitan(b)) - Number(metropolitan(a)) ||
        b.population - a.population,
    )[0] ?? null
  );
}

/** A postal code's places: the most specific first (an arrondissement before its city), then the most populous. */
function rankByPostalCode(places: Place[]): Place | null {
  return (
    [...places].sort((a, b) => a.postalCodes.length - b.postalCodes.length || KIND_RANK[a.kind] - KIND_RANK[b.kind] || b.population - a.population)[0] ??
    null
  );
}

/** The longest French commune names have 8 words once normalised. */
const MAX_NAME_WORDS = 10;

/** Phrases of a part that may name a town: its endings longest first, then any other run of words. */
function phrases(segment: string): string[] {
  const words = segment.split(' ');
  const out: string[] = [];
  for (let start = Math.max(0, words.length - MAX_NAME_WORDS); start < words.length; start++) out.push(words.slice(start).join(' '));
  for (let length = Math.min(words.length - 1, MAX_NAME_WORDS); length >= 1; length--) {
    for (let start = words.length - length - 1; start >= 0; start--) {
      const run = words.slice(start, start + length);
      if (run.every((w) => STREET_WORDS.has(w) || /^\d+$/.test(w))) continue;
      out.push(run.join(' '));
    }
  }
  return out.filter((p) => p.length >= 2 && !/^\d+( \d+)*$/.test(p) && !STREET_WORDS.has(p));
}

function findByName(index: PlaceIndex, parsed: ParsedAddress, preferred: readonly string[]): Place | null {
  // parts without a house number (usually the town) before the street parts, last part first
  const parts = [...parsed.segments].reverse();
  const ordered = [...parts.filter((s) => !/\d/.test(s)), ...parts.filter((s) => /\d/.test(s))];
  for (const part of ordered) {
    for (const phrase of phrases(part)) {
      const found = index.byName.get(phrase);
      if (found) return rankByName(found, preferred);
    }
  }
  return null;
}

function labelOf(place: Place, postalCode?: string | null): string {
  if (place.country !== 'FR') return `${place.name} (${place.country})`;
  const code = postalCode && place.postalCodes.includes(postalCode) ? postalCode : place.postalCodes.length === 1 ? place.postalCodes[0] : null;
  return code ? `${place.name} (${code})` : place.name;
}

function result(place: Place, postalCode?: string | null): GeocodeResult {
  return { lat: place.lat, lng: place.lng, label: labelOf(place, postalCode), source: 'offline' };
}

/**
 * Geocodes with the offline table: "12 rue X, 69002 Lyon", "Lyon", "69002", "Paris 11e",
 * "11e arrondissement de Paris", "Rue Neuve 12, 1000 Bruxelles", "Calle Mayor, 12, 28013 Madrid".
 * Town level: the answer is the commune's (or arrondissement's) centre.
 */
export function geocodeOffline(address: string, index: PlaceIndex = placeIndex()): GeocodeResult | null {
  const parsed = parseAddress(address);
  if (parsed.segments.length === 0) return null;
  const preferred = parsed.country ? [parsed.country] : parsed.fourDigitCode && !parsed.postalCode ? ['BE', 'CH'] : ['FR'];

  if (parsed.arrondissement && (!parsed.country || parsed.country === 'FR')) {
    const place = index.arrondissements.get(`${parsed.arrondissement.city}|${parsed.arrondissement.number}`);
    if (place) return result(place);
  }

  if (parsed.postalCode) {
    const candidates = (index.byPostalCode.get(parsed.postalCode) ?? []).filter((p) => !parsed.country || p.country === parsed.country);
    const town = parsed.postalTown;
    if (town) {
      const named = candidates.filter((p) => answersTo(p, town));
      if (named.length > 0) return result(rankByPostalCode(named)!, parsed.postalCode);
      // Spanish and German postal codes have five digits too: the town's name decides
      const abroad = index.byName.get(town)?.filter((p) => p.country !== 'FR' && (!parsed.country || p.country === parsed.country));
      if (abroad && abroad.length > 0) return result(rankByName(abroad, preferred)!);
    }
    const best = rankByPostalCode(candidates);
    if (best) return result(best, parsed.postalCode);
  }

  const byName = findByName(index, parsed, preferred);
  if (byName && (!parsed.country || byName.country === parsed.country)) return result(byName);
  return null;
}

interface RemoteFeature {
  geometry?: { coordinates?: unknown };
  properties?: { label?: unknown; score?: unknown };
}

/** Below this score the national address API is guessing; the offline table answers instead. */
export const REMOTE_MIN_SCORE = 0.5;
export const REMOTE_TIMEOUT_MS = 2000;
const CACHE_SIZE = 500;

export interface GeocoderOptions {
  /** GEOCODER_URL: an endpoint shaped like the French national address API's /search (GeoJSON answer) */
  url: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** told when the remote geocoder fails (the offline table answers then) */
  onRemoteError?: (error: unknown) => void;
}

/** Reads a GeoJSON FeatureCollection answer: the first feature, when its score is good enough. */
export function readRemoteAnswer(body: unknown): GeocodeResult | null {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features) || features.length === 0) return null;
  const feature = features[0] as RemoteFeature;
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
  const [lng, lat] = coordinates.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const score = feature.properties?.score;
  if (typeof score === 'number' && score < REMOTE_MIN_SCORE) return null;
  const label = typeof feature.properties?.label === 'string' ? feature.properties.label : '';
  return { lat, lng, label, source: 'remote' };
}

/**
 * The geocoder the map uses: the configured remote one first (2 s timeout, answers cached), then the
 * offline table when it is not configured, fails, times out or does not know the address.
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { url, timeoutMs = REMOTE_TIMEOUT_MS, fetchImpl = fetch } = options;
  const cache = new Map<string, GeocodeResult | null>();
  const service = url ? outsideService({ name: 'geocoder', baseUrl: url, timeoutMs, fetchImpl, error: (message) => new Error(message) }) : null;

  const remote = async (address: string): Promise<GeocodeResult | null> => {
    if (!service) return null;
    const key = normalizePlace(address);
    if (cache.has(key)) return cache.get(key)!;
    try {
      const answer = await service.call({ query: { q: address, limit: '1' } });
      if (answer.json === null) throw service.unexpected();
      const found = readRemoteAnswer(answer.json);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, found);
      return found;
    } catch (error) {
      options.onRemoteError?.(error);
      return null;
    }
  };

  return async (address) => (await remote(address)) ?? geocodeOffline(address);
}
