import type { Faker } from '@faker-js/faker';

export type SeedCountry = 'FR' | 'BE' | 'CH' | 'ES' | 'DE';

export interface City {
  name: string;
  postalCode: string;
  lat: number;
  lng: number;
  /** region (FR) or country name: the middle level of the demo establishment trees */
  region: string;
  country: SeedCountry;
  /** relative chance of hosting a shop */
  weight: number;
}

type Row = [name: string, postalCode: string, lat: number, lng: number, region: string, weight: number];

const IDF = 'Île-de-France';
const ARA = 'Auvergne-Rhône-Alpes';
const PACA = "Provence-Alpes-Côte d'Azur";
const OCC = 'Occitanie';
const NAQ = 'Nouvelle-Aquitaine';
const GES = 'Grand Est';
const HDF = 'Hauts-de-France';
const BRE = 'Bretagne';
const PDL = 'Pays de la Loire';
const NOR = 'Normandie';
const BFC = 'Bourgogne-Franche-Comté';
const CVL = 'Centre-Val de Loire';

/** Real French cities: postal code of the centre and its coordinates. */
const FRANCE: Row[] = [
  ['Paris', '75001', 48.8626, 2.3363, IDF, 5],
  ['Paris', '75003', 48.863, 2.3601, IDF, 4],
  ['Paris', '75008', 48.8727, 2.3125, IDF, 5],
  ['Paris', '75011', 48.859, 2.38, IDF, 5],
  ['Paris', '75015', 48.8421, 2.2996, IDF, 5],
  ['Paris', '75017', 48.8873, 2.3069, IDF, 4],
  ['Paris', '75018', 48.8925, 2.3483, IDF, 4],
  ['Boulogne-Billancourt', '92100', 48.8397, 2.2399, IDF, 2],
  ['Nanterre', '92000', 48.8924, 2.2071, IDF, 1],
  ['Versailles', '78000', 48.8049, 2.1204, IDF, 1],
  ['Saint-Denis', '93200', 48.9362, 2.3574, IDF, 1],
  ['Montreuil', '93100', 48.8638, 2.4485, IDF, 1],
  ['Créteil', '94000', 48.7904, 2.4556, IDF, 1],
  ['Argenteuil', '95100', 48.9472, 2.2467, IDF, 1],
  ['Lyon', '69002', 45.7485, 4.827, ARA, 4],
  ['Lyon', '69003', 45.7597, 4.859, ARA, 3],
  ['Villeurbanne', '69100', 45.7719, 4.8902, ARA, 1],
  ['Saint-Étienne', '42000', 45.4397, 4.3872, ARA, 1],
  ['Grenoble', '38000', 45.1885, 5.7245, ARA, 2],
  ['Clermont-Ferrand', '63000', 45.7772, 3.087, ARA, 1],
  ['Annecy', '74000', 45.8992, 6.1294, ARA, 1],
  ['Chambéry', '73000', 45.5646, 5.9178, ARA, 1],
  ['Valence', '26000', 44.9256, 4.9096, ARA, 1],
  ['Marseille', '13001', 43.2965, 5.3698, PACA, 4],
  ['Aix-en-Provence', '13100', 43.5297, 5.4474, PACA, 2],
  ['Arles', '13200', 43.6768, 4.6303, PACA, 1],
  ['Nice', '06000', 43.7102, 7.262, PACA, 3],
  ['Cannes', '06400', 43.5528, 7.0174, PACA, 1],
  ['Antibes', '06600', 43.5808, 7.1251, PACA, 1],
  ['Toulon', '83000', 43.1242, 5.928, PACA, 1],
  ['Avignon', '84000', 43.9493, 4.8055, PACA, 1],
  ['Toulouse', '31000', 43.6047, 1.4442, OCC, 3],
  ['Montpellier', '34000', 43.6108, 3.8767, OCC, 2],
  ['Béziers', '34500', 43.3442, 3.2158, OCC, 1],
  ['Nîmes', '30000', 43.8367, 4.3601, OCC, 1],
  ['Perpignan', '66000', 42.6887, 2.8948, OCC, 1],
  ['Montauban', '82000', 44.0176, 1.355, OCC, 1],
  ['Bordeaux', '33000', 44.8378, -0.5792, NAQ, 3],
  ['Limoges', '87000', 45.8336, 1.2611, NAQ, 1],
  ['Poitiers', '86000', 46.5802, 0.3404, NAQ, 1],
  ['La Rochelle', '17000', 46.1603, -1.1511, NAQ, 1],
  ['Niort', '79000', 46.3237, -0.4588, NAQ, 1],
  ['Pau', '64000', 43.3112, -0.3558, NAQ, 1],
  ['Bayonne', '64100', 43.4929, -1.4748, NAQ, 1],
  ['Biarritz', '64200', 43.4832, -1.5586, NAQ, 1],
  ['Strasbourg', '67000', 48.5734, 7.7521, GES, 2],
  ['Colmar', '68000', 48.0794, 7.3585, GES, 1],
  ['Mulhouse', '68100', 47.7508, 7.3359, GES, 1],
  ['Metz', '57000', 49.1193, 6.1757, GES, 1],
  ['Nancy', '54000', 48.6921, 6.1844, GES, 1],
  ['Reims', '51100', 49.2583, 4.0317, GES, 1],
  ['Troyes', '10000', 48.2973, 4.0744, GES, 1],
  ['Lille', '59000', 50.6292, 3.0573, HDF, 3],
  ['Roubaix', '59100', 50.6942, 3.1746, HDF, 1],
  ['Tourcoing', '59200', 50.7239, 3.1612, HDF, 1],
  ['Dunkerque', '59140', 51.0343, 2.3768, HDF, 1],
  ['Calais', '62100', 50.9513, 1.8587, HDF, 1],
  ['Amiens', '80000', 49.8941, 2.2958, HDF, 1],
  ['Rennes', '35000', 48.1173, -1.6778, BRE, 2],
  ['Saint-Malo', '35400', 48.6493, -2.0257, BRE, 1],
  ['Brest', '29200', 48.3904, -4.4861, BRE, 1],
  ['Quimper', '29000', 47.996, -4.1024, BRE, 1],
  ['Lorient', '56100', 47.7483, -3.37, BRE, 1],
  ['Vannes', '56000', 47.6582, -2.7608, BRE, 1],
  ['Nantes', '44000', 47.2184, -1.5536, PDL, 3],
  ['Saint-Nazaire', '44600', 47.2735, -2.2138, PDL, 1],
  ['Angers', '49000', 47.4784, -0.5632, PDL, 1],
  ['Le Mans', '72000', 48.0061, 0.1996, PDL, 1],
  ['Rouen', '76000', 49.4431, 1.0993, NOR, 2],
  ['Le Havre', '76600', 49.4944, 0.1079, NOR, 1],
  ['Caen', '14000', 49.1829, -0.3707, NOR, 1],
  ['Dijon', '21000', 47.3134, 5.0139, BFC, 1],
  ['Besançon', '25000', 47.2378, 6.0241, BFC, 1],
  ['Tours', '37000', 47.3941, 0.6848, CVL, 1],
  ['Orléans', '45000', 47.903, 1.9093, CVL, 1],
  ['Ajaccio', '20000', 41.9192, 8.7386, 'Corse', 1],
];

const ABROAD: Record<Exclude<SeedCountry, 'FR'>, Row[]> = {
  BE: [
    ['Bruxelles', '1000', 50.8467, 4.3525, 'Belgique', 3],
    ['Liège', '4000', 50.6326, 5.5797, 'Belgique', 1],
    ['Antwerpen', '2000', 51.2194, 4.4025, 'Belgique', 1],
    ['Gent', '9000', 51.0543, 3.7174, 'Belgique', 1],
    ['Namur', '5000', 50.4674, 4.872, 'Belgique', 1],
  ],
  CH: [
    ['Genève', '1204', 46.2044, 6.1432, 'Suisse', 2],
    ['Lausanne', '1003', 46.5197, 6.6323, 'Suisse', 1],
    ['Zürich', '8001', 47.3769, 8.5417, 'Suisse', 1],
  ],
  ES: [
    ['Madrid', '28013', 40.4168, -3.7038, 'España', 2],
    ['Barcelona', '08002', 41.3851, 2.1734, 'España', 2],
    ['Valencia', '46002', 39.4699, -0.3763, 'España', 1],
  ],
  DE: [
    ['Berlin', '10117', 52.52, 13.405, 'Deutschland', 2],
    ['München', '80331', 48.1351, 11.582, 'Deutschland', 1],
    ['Hamburg', '20095', 53.5511, 9.9937, 'Deutschland', 1],
  ],
};

function toCity(country: SeedCountry) {
  return ([name, postalCode, lat, lng, region, weight]: Row): City => ({ name, postalCode, lat, lng, region, country, weight });
}

export const CITIES: Readonly<Record<SeedCountry, readonly City[]>> = {
  FR: FRANCE.map(toCity('FR')),
  BE: ABROAD.BE.map(toCity('BE')),
  CH: ABROAD.CH.map(toCity('CH')),
  ES: ABROAD.ES.map(toCity('ES')),
  DE: ABROAD.DE.map(toCity('DE')),
};

export const TIMEZONES: Readonly<Record<SeedCountry, string>> = {
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
};

/** Alsace-Moselle keeps its own local labour law (a "region" scope law in the demo). */
export const ALSACE_MOSELLE_POSTAL_PREFIXES = ['57', '67', '68'] as const;

/** A few real streets of each city abroad (French streets come from faker's fr locale). */
const STREETS: Readonly<Record<string, readonly string[]>> = {
  Bruxelles: ['Rue Neuve', 'Avenue Louise', 'Rue du Midi', 'Chaussée de Wavre'],
  Liège: ['Rue Saint-Gilles', "Boulevard d'Avroy", 'Rue de la Cathédrale'],
  Antwerpen: ['Meir', 'Groenplaats', 'Kammenstraat'],
  Gent: ['Veldstraat', 'Korenmarkt', 'Sint-Pietersnieuwstraat'],
  Namur: ['Rue de Fer', "Rue de l'Ange", 'Rue Émile Cuvelier'],
  Genève: ['Rue du Rhône', 'Rue de la Servette', 'Boulevard Carl-Vogt'],
  Lausanne: ['Rue de Bourg', 'Avenue de la Gare', 'Rue Centrale'],
  Zürich: ['Bahnhofstrasse', 'Limmatquai', 'Langstrasse'],
  Madrid: ['Calle Mayor', 'Gran Vía', 'Calle de Alcalá'],
  Barcelona: ['Carrer de Balmes', 'Passeig de Gràcia', 'Carrer de Sants'],
  Valencia: ['Carrer de Colón', 'Carrer de la Pau', 'Avinguda del Port'],
  Berlin: ['Friedrichstraße', 'Kastanienallee', 'Karl-Marx-Allee'],
  München: ['Kaufingerstraße', 'Leopoldstraße', 'Sendlinger Straße'],
  Hamburg: ['Mönckebergstraße', 'Schanzenstraße', 'Jungfernstieg'],
};

export function pickCity(faker: Faker, country: SeedCountry): City {
  const cities = CITIES[country];
  return faker.helpers.weightedArrayElement(cities.map((value) => ({ value, weight: value.weight })));
}

/** A street address in the city, written the way its country writes it. */
export function streetAddress(faker: Faker, city: City): string {
  const number = faker.number.int({ min: 1, max: 180 });
  const streets = STREETS[city.name];
  if (city.country === 'FR' || !streets) return `${number} ${faker.location.street()}`;
  const street = faker.helpers.arrayElement(streets);
  return city.country === 'ES' ? `${street}, ${number}` : `${street} ${number}`;
}

/** Coordinates a few hundred metres around the city centre (about ±450 m north-south, ±450 m east-west). */
export function jitter(faker: Faker, city: City): { lat: number; lng: number } {
  const dLat = faker.number.float({ min: -0.004, max: 0.004 });
  const dLng = faker.number.float({ min: -0.004, max: 0.004 }) / Math.cos((city.lat * Math.PI) / 180);
  return { lat: round6(city.lat + dLat), lng: round6(city.lng + dLng) };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
