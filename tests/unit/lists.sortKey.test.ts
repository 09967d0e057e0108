import { describe, expect, it } from 'vitest';
import { compareSortKeys, OTHER_SYMBOLS, PUNCTUATION_ORDER, sortKey } from '../../src/domain/sortKey.js';
import { featureStatesForPack, PACK_FEATURES, SHOP_FEATURES } from '../../src/domain/shopFeatures.js';
import { parseSearchQuery } from '../../server/search/searchQuery.js';

describe('sortKey (how text columns sort, spec: a French reader)', () => {
  it.each([
    ['Élodie', 'elodie'],
    ['ZOÉ', 'zoe'],
    ['Œuvre', 'oeuvre'],
    ['  Ça   va  ', 'ca va'],
    ['Boutique 2', 'boutique 0000000002'],
    ['Boutique 007', 'boutique 0000000007'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (text, key) => expect(sortKey(text)).toBe(key));

  it('puts Élodie with elodie and before Zoé, 2 before 10', () => {
    const names = ['Zoé', 'elodie', 'Boutique 10', 'Élodie', 'zoe', 'Boutique 2', 'émile'];
    expect([...names].sort(compareSortKeys)).toEqual(['Boutique 2', 'Boutique 10', 'elodie', 'Élodie', 'émile', 'Zoé', 'zoe']);
  });

  it("gives the straight and the typographic apostrophe one key, before the letters (issue 15)", () => {
    expect(sortKey("Centre d'appels")).toBe(sortKey('Centre d’appels'));
    expect(compareSortKeys('Centre d’appels', 'Centre de loisirs')).toBe(-1);
    expect(compareSortKeys("Centre d'appels", 'Centre de loisirs')).toBe(-1);
  });
});

/** ICU as the browser and Node give it; numeric, as the lists put "Boutique 2" before "Boutique 10". */
const icu = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const TRICKY_NAMES = [
  "Centre d'appels", 'Centre d’appels', 'Centre de loisirs', 'Centre dappels', 'Centre d appels', 'Centre-ville', 'Centre', 'Centres',
  'Saint-Denis', 'Saint Denis', 'Sainte-Anne', 'Saint_Malo', "L'Oréal", 'L’Occitane', 'Lorient', 'L Atelier', 'Le Bon Coin', 'Lé Bon',
  'Élodie', 'elodie', 'Émile', 'Zoé', 'zoé', 'Œuvre', 'Oeuvre', 'Ouvre', 'Ærø', 'Straße', 'Strasse', 'Łódź', 'Lodz', 'Øster',
  'Boutique 2', 'Boutique 10', 'Boutique 007', 'Boutique', 'Boutique (Paris)', 'Boutique [Lyon]', 'Boutique, Lyon', 'Boutique. Lyon',
  'Boutique : Lyon', 'Boutique ; Lyon', 'Boutique ! Lyon', 'Boutique ? Lyon', 'Boutique « Lyon »', 'Boutique "Lyon"', 'Boutique – Lyon',
  'Boutique — Lyon', 'Boutique & Cie', 'Boutique @ Lyon', 'Boutique #1', 'Boutique 50%', 'Boutique +', 'Boutique €', 'Boutique $',
  'Boutique/Lyon', 'Boutique\\Lyon', 'Boutique*', 'Boutique ~ Lyon', 'Boutique…', 'Boutique...', 'Boutique ★', 'Café ™', 'Café TM',
  'claire.martin@client.example', 'claire_martin@client.example', 'claire-martin@client.example', 'clairemartin@client.example',
  'claire.martin2@client.example', 'claire.martin10@client.example', 'claire+test@client.example', '#1 Pizza', '1 Pizza', '(Pizza)', 'Pizza',
];

describe('sortKey against Intl.Collator("fr", {sensitivity: "base", numeric: true}) (issue 15)', () => {
  it('orders a list of tricky names as ICU does, every pair', () => {
    const disagreements = TRICKY_NAMES.flatMap((a) =>
      TRICKY_NAMES.filter((b) => Math.sign(compareSortKeys(a, b)) !== Math.sign(icu.compare(a, b))).map((b) => `${a} / ${b}`),
    );
    expect(disagreements).toEqual([]);
    expect([...TRICKY_NAMES].sort(compareSortKeys)).toEqual([...TRICKY_NAMES].sort(icu.compare));
  });

  it('lists the punctuation groups in ICU order, each group equal at the base level', () => {
    const plain = new Intl.Collator('fr', { sensitivity: 'base' });
    const groups = PUNCTUATION_ORDER.filter((group) => group !== OTHER_SYMBOLS);
    groups.forEach((group, i) => {
      for (const char of group) expect(plain.compare(char, group[0]), `${char} = ${group[0]}`).toBe(0);
      if (i > 0) expect(plain.compare(groups[i - 1][0], group[0]), `${groups[i - 1]} < ${group}`).toBe(-1);
    });
    expect(plain.compare(' ', '_')).toBe(-1);
    expect(plain.compare(PUNCTUATION_ORDER.at(-1)!, '0')).toBe(-1);
  });
});

describe('pack features', () => {
  it('gives every feature a state, more with each pack, none for an unknown pack', () => {
    expect(Object.keys(featureStatesForPack('basic'))).toEqual([...SHOP_FEATURES]);
    const count = (pack: string | null) => Object.values(featureStatesForPack(pack)).filter(Boolean).length;
    expect([count(null), count('gold'), count('basic'), count('success'), count('premium'), count('enterprise')]).toEqual([0, 0, 2, 4, 6, 8]);
    for (const [smaller, larger] of [['basic', 'success'], ['success', 'premium'], ['premium', 'enterprise']] as const) {
      for (const feature of PACK_FEATURES[smaller]) expect(PACK_FEATURES[larger]).toContain(feature);
    }
  });
});

describe('parseSearchQuery', () => {
  it.each([
    ['  Hélène   Œuvray ', { phrase: 'helene oeuvray', words: ['helene', 'oeuvray'] }],
    ['a a b', { phrase: 'a a b', words: ['a', 'b'] }],
    ['é', null],
    ['\uE000x', null],
  ])('%j -> %j', (raw, parsed) => expect(parseSearchQuery(raw)).toEqual(parsed));
});
