import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateOrganisation } from '../../server/routes/organisations/store.js';
import { updateUser } from '../../server/routes/users/store.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';

/**
 * Issue 8, "Stored values come back exactly": names with quotes, accents, emoji, markup and SQL go
 * in through the API (feature flags, labour laws) or the data layer (organisations, users) and come
 * back byte for byte from every route that shows them, as JSON text (the console renders them as
 * text: tests/e2e/security.spec.ts). Surrounding spaces are trimmed by design, so none here have any.
 */
export const NASTY_VALUES = [
  `L'Étoile "du" Nord`,
  'Crème brûlée — Ærøskøbing — Ñandú — İstanbul — Straße',
  '👩🏽‍💻 Équipe 🇫🇷 🥐 ✓',
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)> &amp; &lt;b&gt;',
  "Robert'); DROP TABLE organisations;--",
  '${7*7} {{7*7}} %s %d \\ \\n `tick`',
  '\u202Eevil\u202C right-to-left',
  'e\u0301 (combining) vs é (precomposed)',
  '中文 العربية עברית русский',
];

describe.each(databases())('stored values on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, options: { query?: Record<string, string>; payload?: object } = {}) => {
    const response = await t.app.inject({ method, url, ...options, headers: { authorization: `Bearer ${token}` } });
    expect(response.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
    return response;
  };

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    token = (await createProbeAdmin(t)).token;
  });
  afterAll(() => t?.close());

  it('feature-flag names and descriptions, and their audit rows', async () => {
    for (const [index, value] of NASTY_VALUES.entries()) {
      const name = `flag_${index}_${value.replace(/\s+/g, '_')}`.slice(0, 100);
      for (const path of ['feature_flags', 'feature_flags_dev']) {
        const created = await api('POST', `/super_admin/api/${path}`, { payload: { feature_flag: { name, description: value } } });
        expect(created.statusCode, `${path} ${value}: ${created.body}`).toBe(201);
        expect(created.json()).toMatchObject({ name, description: value });
      }
      const listed = (await api('GET', '/super_admin/api/feature_flags')).json();
      expect(listed.feature_flags.find((flag: { name: string }) => flag.name === name)?.description, value).toBe(value);
      expect(listed.feature_flags_dev.find((flag: { name: string }) => flag.name === name)?.description, value).toBe(value);
      const audit = (await api('GET', '/super_admin/api/audit_events', { query: { entity_id: name, limit: '10' } })).json();
      expect(audit.audit_events.length, value).toBeGreaterThan(0);
      for (const event of audit.audit_events) expect(event.after?.description ?? event.after?.feature_flag?.description, value).toBe(value);
    }
  });

  it('labour-law names', async () => {
    const { labour_laws: laws } = (await api('GET', '/services/labour-laws/labour_laws', { query: { country: 'fr' } })).json();
    const law = laws[0];
    for (const value of NASTY_VALUES) {
      const { usedByShops: _used, ...body } = law;
      const saved = await api('PUT', '/services/labour-laws/labour_law', { payload: { ...body, name: value } });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = (await api('GET', '/services/labour-laws/labour_law', { query: { key: law.key, scope: law.scope, country: law.country } })).json();
      expect(read.name ?? read.labour_law?.name, value).toBe(value);
    }
  });

  it('organisation and user names, in the lists, the light view and the search', async () => {
    const organisations = await t.db.selectFrom('organisations').select('id').orderBy('id').limit(NASTY_VALUES.length).execute();
    const user = await t.db.selectFrom('users').select('id').where('super_admin', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    for (const [index, value] of NASTY_VALUES.entries()) {
      const id = organisations[index % organisations.length].id;
      await updateOrganisation(t.db, id, { name: value });
      const light = (await api('GET', `/super_admin/api/organisations/${id}`)).json();
      expect(light.organisation.name, value).toBe(value);
      const list = (await api('GET', '/super_admin/api/organisations', { query: { sort: 'id', direction: 'asc' } })).json();
      expect(list.organisations.find((row: { id: number }) => row.id === id)?.name, value).toBe(value);
      const found = (await api('GET', '/super_admin/api/search', { query: { query: value.slice(0, 40) } })).json() as { searchable_type: string; searchable_id: number; content: string }[];
      const hit = found.find((result) => result.searchable_type === 'Organisation' && result.searchable_id === id);
      expect(hit?.content, `search ${value}`).toContain(value);

      await updateUser(t.db, user.id, { first_name: value, last_name: 'Test' });
      const users = (await api('GET', '/super_admin/api/search', { query: { query: 'Test' } })).json() as { searchable_type: string; searchable_id: number; content: string }[];
      const userHit = users.find((result) => result.searchable_type === 'User' && result.searchable_id === user.id);
      expect(userHit?.content, `search user ${value}`).toContain(value);
    }
  });

  it('a NUL character or a lone surrogate is stored as sent or refused with 400, never a 500', async () => {
    for (const [index, value] of ['a\u0000b', '\uD800x', 'x\uDFFF'].entries()) {
      const response = await api('POST', '/super_admin/api/feature_flags', { payload: { feature_flag: { name: `odd_${index}`, description: value } } });
      expect([201, 400], `${JSON.stringify(value)}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 201 && !/[\uD800-\uDFFF]/.test(value)) expect(response.json().description).toBe(value);
    }
  });
});
