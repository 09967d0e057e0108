import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { projectPath } from '../projectRoot.js';
import { normalizePlace } from './normalize.js';

/** One row of the offline table (server/geo/buildPlaces.ts explains where each value comes from). */
export interface Place {
  /** FR, or BE / CH / ES / DE */
  country: string;
  /** c commune (or foreign city), a municipal arrondissement, o former (delegated/associated) commune */
  kind: 'c' | 'a' | 'o';
  name: string;
  /** normalised name, the lookup key */
  key: string;
  postalCodes: string[];
  lat: number;
  lng: number;
  population: number;
  /** x exact, p postal-code neighbours, a area, d department seat, c parent commune */
  precision: string;
  /** for a municipal arrondissement: "paris" | "lyon" | "marseille" and its number */
  arrondissement?: { city: string; number: number };
}

export interface PlaceIndex {
  byName: Map<string, Place[]>;
  byPostalCode: Map<string, Place[]>;
  /** "paris|11" -> Paris 11e Arrondissement */
  arrondissements: Map<string, Place>;
  size: number;
}

const TABLE_FILE = projectPath('server', 'geo', 'data', 'places.tsv.gz');

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function parsePlaces(text: string): PlaceIndex {
  const index: PlaceIndex = { byName: new Map(), byPostalCode: new Map(), arrondissements: new Map(), size: 0 };
  const aliases: Array<[string, string, string]> = [];
  const foreignByName = new Map<string, Place>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cells = line.split('\t');
    if (cells[0] === '=') {
      aliases.push([cells[1], normalizePlace(cells[2]), normalizePlace(cells[3])]);
      continue;
    }
    const [country, kind, name, postal, lat, lng, population, precision] = cells;
    const place: Place = {
      country,
      kind: kind as Place['kind'],
      name,
      key: normalizePlace(name),
      postalCodes: postal ? postal.split(' ') : [],
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population) || 0,
      precision,
    };
    if (place.kind === 'a') {
      const match = /^(paris|lyon|marseille) (\d{1,2})/.exec(place.key.replace(/(\d)(er|e)\b/, '$1'));
      if (match) {
        place.arrondissement = { city: match[1], number: Number(match[2]) };
        index.arrondissements.set(`${match[1]}|${Number(match[2])}`, place);
      }
    }
    push(index.byName, place.key, place);
    for (const code of place.postalCodes) push(index.byPostalCode, code, place);
    if (country !== 'FR') foreignByName.set(`${country}|${place.key}`, place);
    index.size++;
  }
  for (const [country, alias, target] of aliases) {
    const place = foreignByName.get(`${country}|${target}`);
    if (place) push(index.byName, alias, place);
  }
  return index;
}

let loaded: PlaceIndex | null = null;

/** The table, read and indexed once per process (on the first geocoding). */
export function placeIndex(): PlaceIndex {
  loaded ??= parsePlaces(gunzipSync(readFileSync(TABLE_FILE)).toString('utf8'));
  return loaded;
}
