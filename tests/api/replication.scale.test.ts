import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REPLICATION_OPTIONS } from '../../src/domain/replication/options.js';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/shopSettings.js';
import type { Database } from '../../server/db/types/index.js';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { writeShopSettings } from '../../server/routes/shops/settingsStore.js';
import { FastRandom } from '../../server/seed/pools.js';
import { shopSettingDocuments } from '../../server/seed/tables/shopSettingDocuments.js';
import { call } from './support/http.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const TARGETS = 500;

/** An organisation with a source and 500 configured shops, each with its own varied documents. */
async function bigOrganisation(db: Kysely<Database>) {
  const organisationId = await createOrganisation(db, organisationValues({ name: `Replication scale ${Date.now()}`, siren: '912345678' }));
  const rows = Array.from({ length: TARGETS + 1 }, (_, i) => ({ ...shopValues({ organisation_id: organisationId, name: `Scale ${i}`, convention: 'hcr' }), name_sort: `scale ${i}` }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 250) {
    const inserted = await db.insertInto('shops').values(rows.slice(i, i + 250)).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  const rng = new FastRandom(32);
  const documents = ids.flatMap((shopId) => Object.entries(shopSettingDocuments(rng)).map(([option, document]) => ({ shop_id: shopId, option, document: JSON.stringify(document), updated_at: 'x' })));
  for (let i = 0; i < documents.length; i += 500) await db.insertInto('shop_setting_documents').values(documents.slice(i, i + 500)).execute();
  await writeShopSettings(db, ids[0], { ...DEFAULT_SHOP_SETTINGS, opening_time: '05:30', modulation: true, allow_badging_pause: true, short_break_takes_planned_break: true });
  return { source: ids[0], targets: ids.slice(1) };
}

// Issue 32 scale: a dry run and a replication of every option to 500 shops, whole (one transaction); its time is a
// benchmark figure (README Performance), never a test's assertion.
describe.each(databases())('replication to 500 shops on %s', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]));

  it('previews then copies every option to 500 shops, each audited', { timeout: 120_000 }, async () => {
    const { source, targets } = await bigOrganisation(t.db);
    const payload = {
      source_shop_id: source,
      targeted_shop_ids: targets,
      replication_options: [...REPLICATION_OPTIONS],
      convention_replication_options: { convention_and_alerts_select: 'default' },
      export_models: true,
    };
    const preview = await call(t.app, token, { method: 'PATCH', url: '/super_admin/api/bulk_shops', payload: { ...payload, dry_run: true } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().changed_shops).toBe(TARGETS);
    const done = await call(t.app, token, { method: 'PATCH', url: '/super_admin/api/bulk_shops', payload });
    expect(done.statusCode).toBe(200);
    expect(done.json().changed_shops).toBe(TARGETS);
    const audits = await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'shop.replicate_settings').executeTakeFirstOrThrow();
    expect(Number(audits.n)).toBeGreaterThanOrEqual(TARGETS);
  });
});
