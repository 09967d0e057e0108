import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../src/domain/search.js';
import { createOrganisation, deleteOrganisation, updateOrganisation } from '../../server/routes/organisations/store.js';
import { postgresSearch } from '../../server/search/postgresSearch.js';
import { createSearchAdapter, search as searchAdapter } from '../../server/search/searchAdapter.js';
import { organisationSearchDocument } from '../../server/search/searchDocuments.js';
import { searchIndex } from '../../server/search/searchIndex.js';
import { createShop, deleteShop } from '../../server/routes/shops/store.js';
import { createUser, updateUser } from '../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/search';
const now = new Date().toISOString();

interface Result {
  searchable_type: string;
  searchable_id: number;
  content: string;
  additional_information: string | null;
}

describe.each(databases())('global search on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  const search = async (query: string): Promise<Result[]> => {
    const response = await call(t.app, token, { url: URL, query: { query } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const contents = async (query: string) => (await search(query)).map((r) => r.content);

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    await t.db.transaction().execute(async (trx) => {
      const organisation = (name: string, siren: string | null = null) => createOrganisation(trx, organisationValues({ name, siren, status: 'active', created_at: now, updated_at: now }));
      ids.zorblax = await organisation('Zorblax');
      ids.zorblaxNice = await organisation('Zorblax Nice');
      ids.mezorblax = await organisation('Mezorblax Sarl', '732829320');
      ids.zorblaxLyon = await createShop(trx, shopValues({ organisation_id: ids.zorblax, name: 'Zorblax Lyon', city: 'Lyon', country: 'FR', created_at: now, updated_at: now }));
      ids.zorblaxParis = await createShop(trx, shopValues({ organisation_id: ids.zorblax, name: 'Zorblax Paris 2', city: 'Saint-Étienne', country: 'FR', created_at: now, updated_at: now }));
      ids.anna = await createUser(trx, userValues({ email: 'anna.zorblaxe@client.example', first_name: 'Anna', last_name: 'Zorblaxe', phone: '06 12 34 56 78', created_at: now, updated_at: now }));
      ids.helene = await createUser(trx, userValues({ email: 'h.oeuvray@client.example', first_name: 'Hélène', last_name: 'Œuvray', phone: null, created_at: now, updated_at: now }));
    });
  });
  afterAll(() => t?.close());

  it('answers a bare array of {searchable_type, searchable_id, content, additional_information}', async () => {
    const [first] = await search('Zorblax');
    expect(first).toEqual({ searchable_type: 'Organisation', searchable_id: ids.zorblax, content: 'Zorblax', additional_information: null });
    const [anna] = await search('anna zorblaxe');
    expect(anna).toEqual({
      searchable_type: 'User',
      searchable_id: ids.anna,
      content: 'Anna Zorblaxe',
      additional_information: 'anna.zorblaxe@client.example · 06 12 34 56 78',
    });
  });

  it('ranks exact, then prefix, then word prefix, then substring; shorter, then Organisation, Shop, User within each', async () => {
    expect(await contents('zorblax')).toEqual([
      'Zorblax', // exact
      'Zorblax Nice', // prefix, 12 characters, an organisation
      'Zorblax Lyon', // prefix, 12 characters, a shop
      'Zorblax Paris 2', // prefix, longer
      'Anna Zorblaxe', // a word starts with the query
      'Mezorblax Sarl', // substring only
    ]);
  });

  it('finds a word-prefix match behind many shorter substring matches', async () => {
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 60; i++) await createOrganisation(trx, organisationValues({ name: `Avixo ${i}`, status: 'active', created_at: now, updated_at: now }));
      await createUser(trx, userValues({ email: 'v.longname@client.example', first_name: 'Longuenom-Dupontel', last_name: 'Vixomir', created_at: now, updated_at: now }));
    });
    const results = await contents('vixo');
    expect(results[0]).toBe('Longuenom-Dupontel Vixomir');
    expect(results.slice(1)).toEqual(['Avixo 0', 'Avixo 1', 'Avixo 2', 'Avixo 3', 'Avixo 4', 'Avixo 5', 'Avixo 6', 'Avixo 7', 'Avixo 8']);
  });

  it('finds a word starting with a long query word behind 200 names sharing its first letters', async () => {
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 210; i++) await createOrganisation(trx, organisationValues({ name: `Quixotic ${i}`, status: 'active', created_at: now, updated_at: now }));
      await createUser(trx, userValues({ email: 'al.q@client.example', first_name: 'Al', last_name: 'Quixotism', created_at: now, updated_at: now }));
    });
    expect(await contents('quixotis')).toEqual(['Al Quixotism']);
    expect(await contents('al quixotis')).toEqual(['Al Quixotism']);
    expect(await contents('quixotic 20')).toEqual(['Quixotic 20', 'Quixotic 200', 'Quixotic 201', 'Quixotic 202', 'Quixotic 203', 'Quixotic 204', 'Quixotic 205', 'Quixotic 206', 'Quixotic 207', 'Quixotic 208']);
    expect(await contents('otic 209')).toEqual(['Quixotic 209']);
  });

  it('ranks the names starting with the query when thousands do', async () => {
    const documents = Array.from({ length: 2100 }, (_, i) => organisationSearchDocument({ id: 900_000 + i, name: `Zyxel ${i}`, siren: null }));
    await t.db.insertInto('search_documents').values(documents).execute();
    const zyxel = (i: number) => ({ searchable_type: 'Organisation', searchable_id: 900_000 + i, content: `Zyxel ${i}`, additional_information: null });
    expect(await search('zyx')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(zyxel));
    expect(await search('Zyxel 1')).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18].map(zyxel));
    await t.db.deleteFrom('search_documents').where('searchable_id', '>=', 900_000).execute();
  });

  it('ignores case and accents, in the query and in the documents', async () => {
    for (const query of ['helene', 'HÉLÈNE', 'Hélène', 'hélene oeuvray', 'ŒUVRAY', 'oeuvray']) {
      expect(await contents(query), query).toContain('Hélène Œuvray');
    }
  });

  it('matches substrings of names, e-mails, phones, SIRENs and cities', async () => {
    const found = async (query: string) => (await search(query)).map((r) => `${r.searchable_type}:${r.searchable_id}`);
    expect(await found('euvra')).toContain(`User:${ids.helene}`);
    expect(await found('h.oeuvray@client')).toContain(`User:${ids.helene}`);
    expect(await found('0612345678')).toContain(`User:${ids.anna}`);
    expect(await found('12 34 56')).toContain(`User:${ids.anna}`);
    expect(await found('282932')).toContain(`Organisation:${ids.mezorblax}`);
    expect(await found('saint-etienne')).toContain(`Shop:${ids.zorblaxParis}`);
  });

  it('needs every word of a multi-word query', async () => {
    expect(await contents('anna zorbl')).toEqual(['Anna Zorblaxe']);
    expect(await contents('zorblax paris')).toEqual(['Zorblax Paris 2']);
    expect(await contents('paris zorblax')).toEqual(['Zorblax Paris 2']);
    expect(await contents('zorblax nowhere')).toEqual([]);
  });

  // PostgreSQL only: its search takes several paths (SQLite answers every query one way)
  if (kind === 'postgres') {
    it('answers the same on PostgreSQL whether found by a walk in rank order or through a GIN index', async () => {
      const reference = createSearchAdapter(t.db, kind);
      const paths = {
        'substrings walked, word prefixes from the word-start index': { PROBE_ROWS: 1_000_000, WALK_ROWS: 1, GIN_MAX: 10_000 },
        'substrings and word prefixes from the trigram index': { PROBE_ROWS: 1, WALK_ROWS: 1, GIN_MAX: 10_000 },
        'too many GIN matches, unbounded walks': { PROBE_ROWS: 1, WALK_ROWS: 1, GIN_MAX: 1 },
      };
      const queries = ['zorblax', 'vixo', 'avixo 1', 'quixotis', 'al quixotis', 'quixotic 20', 'otic 209', 'euvra', 'blax', 'anna zorbl', 'paris zorblax', 'zorblax nowhere', 'example', 'h.oeuvray@client', '282932'];
      for (const [path, bounds] of Object.entries(paths)) {
        const adapter = postgresSearch(t.db, bounds);
        for (const query of queries) expect(await searchAdapter(adapter, query), `${path}: ${query}`).toEqual(await searchAdapter(reference, query));
      }
      expect((await searchAdapter(reference, 'vixo'))[0].content).toBe('Longuenom-Dupontel Vixomir');
    });
  }

  it('answers at most 10 results', async () => {
    const results = await search('example');
    expect(results).toHaveLength(10);
    for (const r of results) expect(normalizeForSearch(`${r.content} ${r.additional_information}`)).toContain('example');
  });

  it('answers nothing under 2 characters, and uses the short-query path for 2', async () => {
    expect(await search('z')).toEqual([]);
    expect(await search(' é ')).toEqual([]);
    const two = await search('Zo');
    expect(two.length).toBeGreaterThan(0);
    expect(two.length).toBeLessThanOrEqual(10);
    for (const r of two) expect(normalizeForSearch(`${r.content} ${r.additional_information ?? ''}`)).toContain('zo');
    // short words in a longer query are matched too: "2" starts a word of the shop's name, and is inside Anna's phone and the SIREN
    expect(await contents('zorblax 2')).toEqual(['Zorblax Paris 2', 'Anna Zorblaxe', 'Mezorblax Sarl']);
  });

  it('treats quotes, operators and wildcards as plain text', async () => {
    for (const query of ['a"b OR c', '%_', 'zorblax*', 'NEAR(a b)', "l'oréal", '\\']) {
      expect((await call(t.app, token, { url: URL, query: { query } })).statusCode, query).toBe(200);
    }
    expect(await search('%%')).toEqual([]);
  });

  it.each([[{}], [{ query: '' }], [{ query: '   ' }], [{ query: 'x'.repeat(101) }]])('refuses %o with 400 validation_failed', async (query) => {
    const response = await call(t.app, token, { url: URL, query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', details: [expect.objectContaining({ path: 'query' })] });
  });

  it('follows renames, new rows and deletions', async () => {
    const id = await createOrganisation(t.db, organisationValues({ name: 'Quokkaland', status: 'active', created_at: now, updated_at: now }));
    expect(await contents('quokka')).toEqual(['Quokkaland']);
    await updateOrganisation(t.db, id, { name: 'Wombatville' });
    expect(await search('quokka')).toEqual([]);
    expect(await contents('wombat')).toEqual(['Wombatville']);

    await updateUser(t.db, ids.helene, { last_name: 'Capybara', email: 'helene.capybara@client.example' });
    expect(await contents('capybara')).toEqual(['Hélène Capybara']);
    expect(await search('oeuvray')).toEqual([]);

    const shop = await createShop(t.db, shopValues({ organisation_id: id, name: 'Wombat Shop', city: 'Albi', country: 'FR', created_at: now, updated_at: now }));
    expect(await contents('wombat')).toEqual(['Wombatville', 'Wombat Shop']);
    await deleteShop(t.db, shop);
    expect(await contents('wombat')).toEqual(['Wombatville']);
    await deleteOrganisation(t.db, id);
    expect(await search('wombat')).toEqual([]);
  });

  it('answers the same once its index is rebuilt from search_documents', async () => {
    const before = await contents('zorblax');
    await searchIndex.rebuild(t.db, kind);
    expect(await contents('zorblax')).toEqual(before);
    expect(await contents('anna zorbl')).toEqual(['Anna Zorblaxe']);
    expect((await contents('vixo'))[0]).toBe('Longuenom-Dupontel Vixomir'); // a word-prefix match behind 60 substring matches
  });

  it('needs a super-admin token', async () => {
    expect((await call(t.app, null, { url: URL, query: { query: 'zorblax' } })).statusCode).toBe(401);
  });
});
