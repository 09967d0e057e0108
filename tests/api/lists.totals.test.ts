import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIds, type ListSpec } from '../../server/lists/listQuery.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

/** The organisations list with 3 rows a page, so the small seed (8 organisations) has several pages. */
const SMALL_PAGES: ListSpec = {
  table: 'organisations',
  sortable: { id: 'id', name: 'name_sort' },
  defaultSort: 'id',
  defaultDirection: 'asc',
  pageSize: 3,
};

describe.each(databases())('list totals (%s)', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    if (kind === 'postgres') await sql`analyze organisations`.execute(t.db);
  });
  afterAll(async () => t?.close());

  it('counts exactly below the estimate threshold, without the flag', async () => {
    const response = await call(t.app, token, { url: '/super_admin/api/organisations' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(8);
    expect(body).not.toHaveProperty('total_is_estimate');
  });

  it('estimates only on PostgreSQL, never contradicting the page: a next page exists, the last page is exact', async () => {
    const options = { estimatedTotalFrom: 1 };
    const first = await pageIds(t.db, SMALL_PAGES, { page: 1 }, {}, options);
    const last = await pageIds(t.db, SMALL_PAGES, { page: 3 }, {}, options);
    const beyond = await pageIds(t.db, SMALL_PAGES, { page: 9 }, {}, options);
    const scoped = await pageIds(t.db, SMALL_PAGES, { page: 1 }, { status: 'active' }, options);
    expect(first.ids).toHaveLength(3);
    expect(last).toMatchObject({ ids: [7, 8], total: 8, totalIsEstimate: false });
    expect(beyond.ids).toEqual([]);
    expect(scoped.totalIsEstimate).toBe(false);
    if (kind === 'postgres') {
      // ANALYZE saw 8 rows: the estimate, flagged
      expect(first).toMatchObject({ total: 8, totalIsEstimate: true });
      expect(beyond).toMatchObject({ total: 8, totalIsEstimate: true });
    } else {
      expect(first).toMatchObject({ total: 8, totalIsEstimate: false });
      expect(beyond).toMatchObject({ total: 8, totalIsEstimate: false });
    }
  });

  it('documents the flag in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['/super_admin/api/organisations', '/super_admin/api/shops']) {
      const schema = spec.paths[path].get.responses['200'].content['application/json'].schema;
      expect(schema.properties.total_is_estimate.type, path).toBe('boolean');
      expect(schema.required ?? []).not.toContain('total_is_estimate');
    }
  });
});
