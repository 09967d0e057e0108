import { describe, expect, it } from 'vitest';
import { compareSortKeys, sortKey } from '../../src/domain/sortKey.js';
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
