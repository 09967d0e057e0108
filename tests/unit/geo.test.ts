import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGeocoder, geocodeOffline, parseAddress, readRemoteAnswer } from '../../server/geo/geocoder';
import { normalizePlace } from '../../server/geo/normalize';
import { placeIndex } from '../../server/geo/places';
import { CITIES } from '../../server/seed/places';
import { haversineKm } from '../../src/domain/geo';

describe('normalisation', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['ST-ETIENNE', 'saint etienne'],
    ['Ste-Foy-lès-Lyon', 'sainte foy les lyon'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['Œuilly', 'oeuilly'],
    ['  Zürich  ', 'zurich'],
    ['７５０１１ Paris', '75011 paris'],
  ])('%s -> %s', (text, key) => {
    expect(normalizePlace(text)).toBe(key);
  });
});

describe('address parsing', () => {
  it.each([
    ['12 rue X, 69002 Lyon', { postalCode: '69002', postalTown: 'lyon', arrondissement: null, country: null }],
    ['12 rue X, 69002, Lyon', { postalCode: '69002', postalTown: 'lyon' }],
    ['69002', { postalCode: '69002', postalTown: null }],
    ['Lyon', { postalCode: null, segments: ['lyon'] }],
    ['Paris 11e', { arrondissement: { city: 'paris', number: 11 } }],
    ['Paris 11', { arrondissement: { city: 'paris', number: 11 } }],
    ['paris 11ème arrondissement', { arrondissement: { city: 'paris', number: 11 } }],
    ['1er arrondissement de Lyon', { arrondissement: { city: 'lyon', number: 1 } }],
    ['Marseille 13e arr.', { arrondissement: { city: 'marseille', number: 13 } }],
    ['8 avenue Montaigne, 75008 Paris Cedex 08', { postalCode: '75008', postalTown: 'paris' }],
    ['Rue Neuve 12, 1000 Bruxelles, Belgique', { country: 'BE', fourDigitCode: true, segments: ['rue neuve 12', '1000 bruxelles'] }],
    ['Calle Mayor 12, 28013 Madrid, España', { country: 'ES', postalCode: '28013', postalTown: 'madrid' }],
  ])('%s', (address, expected) => {
    expect(parseAddress(address)).toMatchObject(expected);
  });
});

describe('offline geocoding', () => {
  const at = (address: string) => geocodeOffline(address);

  it('loads the committed table: every French commune, the 45 arrondissements, the neighbouring cities', () => {
    const index = placeIndex();
    expect(index.size).toBeGreaterThan(50_000);
    expect(index.arrondissements.size).toBe(20 + 9 + 16);
    expect(index.byPostalCode.get('75116')?.map((p) => p.name)).toContain('Paris 16e Arrondissement');
  });

  it.each([
    ['12 rue X, 69002 Lyon', 'Lyon 2e Arrondissement (69002)'],
    ['69002', 'Lyon 2e Arrondissement (69002)'],
    ['Lyon', 'Lyon'],
    ['lyon', 'Lyon'],
    ['Paris 11e', 'Paris 11e Arrondissement (75011)'],
    ['Paris 11', 'Paris 11e Arrondissement (75011)'],
    ['75011', 'Paris 11e Arrondissement (75011)'],
    ['75116', 'Paris 16e Arrondissement (75116)'],
    ['13008', 'Marseille 8e Arrondissement (13008)'],
    ['Saint-Denis', 'Saint-Denis'],
    ['93200 Saint-Denis', 'Saint-Denis (93200)'],
    ['97400 Saint-Denis', 'Saint-Denis (97400)'],
    ['Montreuil', 'Montreuil (93100)'],
    ['12 rue de la République Saint-Étienne', 'Saint-Étienne'],
    ['rue de la paix, Marseille', 'Marseille'],
    ['Ajaccio', 'Ajaccio'],
    ['Évry-Courcouronnes', 'Évry-Courcouronnes'],
    ['Rue Neuve 12, 1000 Bruxelles', 'Brussels (BE)'],
    ['Antwerpen', 'Antwerp (BE)'],
    ['Genève', 'Geneva (CH)'],
    ['1204 Genève, Suisse', 'Geneva (CH)'],
    ['Zurich', 'Zürich (CH)'],
    ['Calle Mayor, 12, 28013 Madrid', 'Madrid (ES)'],
    ['Carrer de Balmes, 12, 08002 Barcelona', 'Barcelona (ES)'],
    ['Friedrichstraße 5, 10117 Berlin', 'Berlin (DE)'],
    ['München', 'Munich (DE)'],
  ])('%s -> %s', (address, label) => {
    expect(at(address)?.label).toBe(label);
  });

  it('does not read a street word as a town', () => {
    // "Rue" is a commune of the Somme; "10 rue Pasteur" names no town
    expect(at('10 rue Pasteur')).toBeNull();
  });

  it.each(['', '   ', 'Atlantide', '00000', 'qwerty uiop', '12'])('cannot place %j', (address) => {
    expect(at(address)).toBeNull();
  });

  it('places every demo city within 1.5 km of the seed’s coordinates (demo shops are where their address says)', () => {
    for (const city of Object.values(CITIES).flat()) {
      const found = at(`${city.postalCode} ${city.name}`);
      expect(found, city.name).not.toBeNull();
      expect(haversineKm(city, found!), `${city.postalCode} ${city.name}`).toBeLessThan(1.5);
    }
  });

  it('answers in microseconds once loaded', () => {
    placeIndex();
    const started = performance.now();
    for (let i = 0; i < 200; i++) at('12 rue de la République, 69002 Lyon');
    expect((performance.now() - started) / 200).toBeLessThan(2);
  });
});

describe('remote geocoder (GEOCODER_URL)', () => {
  const feature = (lng: number, lat: number, score: number) => ({ features: [{ geometry: { coordinates: [lng, lat] }, properties: { label: 'Ici', score } }] });

  it('reads the first feature of a GeoJSON answer, unless its score is low or it is malformed', () => {
    expect(readRemoteAnswer(feature(2.35, 48.85, 0.9))).toEqual({ lat: 48.85, lng: 2.35, label: 'Ici', source: 'remote' });
    expect(readRemoteAnswer(feature(2.35, 48.85, 0.3))).toBeNull();
    expect(readRemoteAnswer({ features: [] })).toBeNull();
    expect(readRemoteAnswer({ features: [{ geometry: { coordinates: ['a', 'b'] } }] })).toBeNull();
    expect(readRemoteAnswer({ features: [{ geometry: { coordinates: [500, 100] } }] })).toBeNull();
    expect(readRemoteAnswer('nope')).toBeNull();
  });

  it('gives up after its timeout and answers from the offline table', async () => {
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const errors: unknown[] = [];
    try {
      const geocode = createGeocoder({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search/`, timeoutMs: 100, onRemoteError: (e) => errors.push(e) });
      const started = performance.now();
      const found = await geocode('Lyon');
      expect(performance.now() - started).toBeLessThan(1500);
      expect(found).toMatchObject({ label: 'Lyon', source: 'offline' });
      expect(errors).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('asks with q and limit=1, and remembers its answers', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: URL) => {
      urls.push(String(url));
      return new Response(JSON.stringify(feature(4.83, 45.75, 0.8)), { status: 200 });
    }) as unknown as typeof fetch;
    const geocode = createGeocoder({ url: 'https://api-adresse.data.gouv.fr/search/?type=municipality', fetchImpl });
    expect(await geocode('Lyon 2e')).toMatchObject({ lat: 45.75, lng: 4.83, source: 'remote' });
    expect(await geocode('lyon 2E')).toMatchObject({ source: 'remote' });
    expect(urls).toEqual(['https://api-adresse.data.gouv.fr/search/?type=municipality&q=Lyon+2e&limit=1']);
  });

  it('is not asked when GEOCODER_URL is not set', async () => {
    expect(await createGeocoder({ url: null, fetchImpl: (() => { throw new Error('no network'); }) as never })('69002')).toMatchObject({ source: 'offline' });
  });
});

describe('hostile input', () => {
  it('answers a long address of many words quickly and never throws', () => {
    const long = Array.from({ length: 150 }, (_, i) => (i % 2 ? 'a' : 'rue')).join(' ');
    const started = performance.now();
    expect(() => geocodeOffline(long)).not.toThrow();
    expect(geocodeOffline(`${long} Lyon`)?.label).toBe('Lyon');
    expect(performance.now() - started).toBeLessThan(200);
    for (const odd of ['\u0000', '💥💥', '%00', '<b>', "'; --", '７５０１１', 'Ⅻ', ' \t\n ']) expect(() => geocodeOffline(odd)).not.toThrow();
  });
});
