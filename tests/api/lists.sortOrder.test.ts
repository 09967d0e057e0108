import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { fetchAllPages } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

/**
 * Issue 15: text columns sort as French readers and ICU do, punctuation included, on both
 * databases: the order of the list is Intl.Collator('fr', {sensitivity: 'base', numeric: true})'s,
 * ties (names equal at the base level) by id.
 */
const TRICKY = [
  'Centre de loisirs',
  'Centre d’appels',
  "Centre d'appels",
  'Centre dappels',
  'Centre-ville',
  'Centre ville',
  'Centre',
  'Centres',
  "L'Oréal",
  'Lorient',
  'Élodie & Fils',
  'Elodie et Fils',
  'Œuvre 10',
  'Œuvre 2',
  'Boutique (Lyon)',
  'Boutique « Lyon »',
  'Boutique Lyon',
  'Boutique_Lyon',
  '#1 Pizza',
  '1 Pizza',
];
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

interface Row {
  id: number;
  name: string;
}

/** The tricky rows in ICU's order, ties by id, reversed (whole key) for desc. */
function icuOrder(rows: Row[], direction: 'asc' | 'desc'): number[] {
  const sorted = [...rows].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return (direction === 'asc' ? sorted : sorted.reverse()).map((row) => row.id);
}

describe.each(databases())('text sort order on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    await t.db.transaction().execute(async (trx) => {
      for (const name of TRICKY) {
        const id = await createOrganisation(trx, organisationValues({ name }));
        await createShop(trx, shopValues({ organisation_id: id, name }));
      }
    });
  });
  afterAll(() => t?.close());

  for (const [list, url] of [
    ['organisations', '/super_admin/api/organisations'],
    ['shops', '/super_admin/api/shops'],
  ] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts the ${list} by name ${direction} as Intl.Collator("fr") does`, async () => {
        const { rows } = await fetchAllPages<Row>(t.app, token, url, list, { sort: 'name', direction });
        const tricky = rows.filter((row) => TRICKY.includes(row.name));
        expect(tricky).toHaveLength(TRICKY.length);
        expect(tricky.map((row) => row.id)).toEqual(icuOrder(tricky, direction));
        const names = tricky.map((row) => row.name);
        if (direction === 'asc') expect(names.indexOf('Centre d’appels')).toBeLessThan(names.indexOf('Centre de loisirs'));
      });
    }
  }
});
