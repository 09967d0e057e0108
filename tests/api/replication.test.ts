import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ReplicationBody } from '../../src/contracts/replication.js';
import type { Database } from '../../server/db/types/index.js';
import { answerReplication } from '../../server/routes/replication/index.js';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { writeShopSettings } from '../../server/routes/shops/settingsStore.js';
import { createShop } from '../../server/routes/shops/store.js';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/shopSettings.js';
import { call } from './support/http.js';
import { silaeSettings, softwareIds } from './support/payConfigs.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/bulk_shops';

/** A test-only route: the replication with a target deleted between two steps of its write (a failure in the middle). */
const withDeletionMidway = (app: FastifyInstance, db: () => Kysely<Database>) => {
  app.patch<{ Body: ReplicationBody & { delete_shop_id: number } }>('/test/replication_with_deletion', { config: { auth: 'super_admin' } }, async (request, reply) => {
    const { delete_shop_id: deleted, ...body } = request.body;
    return answerReplication(db(), request, reply, body, {
      afterPart: async (trx, part) => {
        if (part === 'meal_rules') await trx.updateTable('shops').set({ deleted_at: new Date().toISOString(), organisation_deleted_at: new Date().toISOString() }).where('id', '=', deleted).execute();
      },
    });
  });
};

let serial = 0;

/** An organisation: a source, three configured targets and one unconfigured shop; another organisation's configured shop. */
async function buildShops(db: Kysely<Database>) {
  const n = ++serial;
  const organisationId = await createOrganisation(db, organisationValues({ name: `Replication ${n} ${Date.now()}`, siren: `7${String(n).padStart(8, '0')}` }));
  const otherOrganisationId = await createOrganisation(db, organisationValues({ name: `Other ${n} ${Date.now()}`, siren: `8${String(n).padStart(8, '0')}` }));
  const shop = (name: string, values: Record<string, unknown> = {}, organisation = organisationId) =>
    createShop(db, shopValues({ organisation_id: organisation, name: `${name} ${n}`, convention: 'hcr', ...values }));
  const source = await shop('Source');
  const targets = [await shop('Cible A'), await shop('Cible B'), await shop('Cible C')];
  const unconfigured = await shop('Sans convention', { convention: null });
  const foreign = await shop('Ailleurs', {}, otherOrganisationId);
  await writeShopSettings(db, source, { ...DEFAULT_SHOP_SETTINGS, opening_time: '06:30', closing_time: '22:00', modulation: true, opti: true });
  await db
    .insertInto('shop_setting_documents')
    .values([
      { shop_id: source, option: 'meal_rules', document: JSON.stringify({ meal_allowance_cents: 420, min_shift_minutes_for_meal: 300, meal_in_kind: true }), updated_at: 'x' },
      { shop_id: source, option: 'postes', document: JSON.stringify({ postes: [{ name: 'Caisse', color: '#1e88e5' }] }), updated_at: 'x' },
    ])
    .execute();
  return { organisationId, source, targets, unconfigured, foreign };
}

/** Everything a replication can change of a shop, read from the tables. */
async function snapshot(db: Kysely<Database>, ids: number[]) {
  return {
    settings: await db.selectFrom('shop_settings').selectAll().where('shop_id', 'in', ids).orderBy('shop_id').execute(),
    documents: await db.selectFrom('shop_setting_documents').selectAll().where('shop_id', 'in', ids).orderBy('shop_id').orderBy('option').execute(),
    shops: await db.selectFrom('shops').select(['id', 'convention', 'flexible_convention', 'labour_law_id', 'deleted_at']).where('id', 'in', ids).orderBy('id').execute(),
    integrations: await db.selectFrom('shop_integrations').select(['shop_id', 'source', 'active']).where('shop_id', 'in', ids).orderBy('id').execute(),
    payConfigs: await db.selectFrom('pay_config_shops').selectAll().where('shop_id', 'in', ids).orderBy('shop_id').execute(),
    audits: await db.selectFrom('audit_events').select('id').where('action', '=', 'shop.replicate_settings').where('entity_id', 'in', ids.map(String)).execute(),
  };
}

describe.each(databases())('PATCH /super_admin/api/bulk_shops (shop-settings replication) on %s', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]), { routes: (app) => withDeletionMidway(app, () => t.db) });

  const patch = (payload: Record<string, unknown>, url = URL) => call(t.app, token, { method: 'PATCH', url, payload });
  const settingsOf = async (shopId: number) => (await call(t.app, token, { url: `/super_admin/api/shops/${shopId}/settings` })).json().settings;

  describe('refuses bad input first: 4xx with a clear key, every target as it was', () => {
    it.each([
      ['a target of another organisation', 422, 'replication_target_other_organisation', (s: Awaited<ReturnType<typeof buildShops>>) => ({ targeted_shop_ids: [s.targets[0], s.foreign] })],
      ['an unconfigured target', 422, 'replication_target_not_configured', (s: Awaited<ReturnType<typeof buildShops>>) => ({ targeted_shop_ids: [s.targets[0], s.unconfigured] })],
      ['the source among the targets', 422, 'replication_source_among_targets', (s: Awaited<ReturnType<typeof buildShops>>) => ({ targeted_shop_ids: [s.source, ...s.targets] })],
      ['an unknown option', 400, 'validation_failed', () => ({ replication_options: ['opening_hours', 'payroll_secret'] })],
      ['an unknown target', 422, 'replication_target_other_organisation', (s: Awaited<ReturnType<typeof buildShops>>) => ({ targeted_shop_ids: [s.targets[0], 99_999_999] })],
      ['no option at all', 422, 'replication_nothing_to_copy', () => ({ replication_options: [] })],
    ])('%s: %i %s', async (_case, status, key, change) => {
      const shops = await buildShops(t.db);
      const all = [shops.source, ...shops.targets, shops.unconfigured, shops.foreign];
      const before = await snapshot(t.db, all);
      const response = await patch({ source_shop_id: shops.source, targeted_shop_ids: shops.targets, replication_options: ['opening_hours', 'meal_rules'], ...change(shops) });
      expect([response.statusCode, response.json().error]).toEqual([status, key]);
      if (status === 422) expect(response.json().details.length).toBeGreaterThan(0);
      expect(await snapshot(t.db, all)).toEqual(before);
    });

    it('the flexible convention from a source with a labour-law config: 422 replication_flexible_not_allowed, nothing changed', async () => {
      const shops = await buildShops(t.db);
      const law = await t.db.selectFrom('labour_laws').select('id').executeTakeFirstOrThrow();
      await t.db.updateTable('shops').set({ flexible_convention: 1, labour_law_id: law.id }).where('id', '=', shops.source).execute();
      const before = await snapshot(t.db, [shops.source, ...shops.targets]);
      const response = await patch({
        source_shop_id: shops.source,
        targeted_shop_ids: shops.targets,
        replication_options: ['opening_hours'],
        convention_replication_options: { convention_and_alerts_select: 'flexible' },
      });
      expect([response.statusCode, response.json().error]).toEqual([422, 'replication_flexible_not_allowed']);
      expect(await snapshot(t.db, [shops.source, ...shops.targets])).toEqual(before);
      // the standard convention stays offered: it copies the convention and its labour law
      const standard = await patch({ source_shop_id: shops.source, targeted_shop_ids: [shops.targets[0]], replication_options: [], convention_replication_options: { convention_and_alerts_select: 'default' } });
      expect(standard.statusCode).toBe(200);
      const target = await t.db.selectFrom('shops').select(['labour_law_id', 'flexible_convention']).where('id', '=', shops.targets[0]).executeTakeFirstOrThrow();
      expect(target).toEqual({ labour_law_id: law.id, flexible_convention: 0 });
    });

    it('lists every problem at once, one message per line', async () => {
      const shops = await buildShops(t.db);
      const response = await patch({ source_shop_id: shops.source, targeted_shop_ids: [shops.foreign, shops.unconfigured, shops.source], replication_options: ['teams'] });
      expect(response.statusCode).toBe(422);
      expect(response.json().details.map((p: { key: string }) => p.key)).toEqual([
        'replication_target_other_organisation',
        'replication_target_not_configured',
        'replication_source_among_targets',
      ]);
      expect(response.json().details.map((p: { message: string }) => p.message)).toHaveLength(3);
    });

    it('a target deleted during the write: 409 replication_target_gone and every target as it was', async () => {
      const shops = await buildShops(t.db);
      const before = await snapshot(t.db, [shops.source, ...shops.targets]);
      const response = await patch(
        { source_shop_id: shops.source, targeted_shop_ids: shops.targets, replication_options: ['opening_hours', 'meal_rules', 'postes'], delete_shop_id: shops.targets[2] },
        '/test/replication_with_deletion',
      );
      expect([response.statusCode, response.json().error]).toEqual([409, 'replication_target_gone']);
      expect(await snapshot(t.db, [shops.source, ...shops.targets])).toEqual(before);
    });
  });

  it('dry run: per target and option, from what to what; nothing written', async () => {
    const shops = await buildShops(t.db);
    const before = await snapshot(t.db, [shops.source, ...shops.targets]);
    const response = await patch({ source_shop_id: shops.source, targeted_shop_ids: shops.targets.slice(0, 2), replication_options: ['opening_hours', 'tax_rate'], dry_run: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ dry_run: true, source_shop_id: shops.source, changed_shops: 2 });
    expect(body.targets[0].changes).toEqual([
      { option: 'opening_hours', changed: true, before: { opening_time: '08:00', closing_time: '20:00' }, after: { opening_time: '06:30', closing_time: '22:00' } },
      { option: 'tax_rate', changed: false, before: { tax_rate_percent: 20 }, after: { tax_rate_percent: 20 } },
    ]);
    expect(await snapshot(t.db, [shops.source, ...shops.targets])).toEqual(before);
  });

  it('copies every chosen option to every target in one go: the settings read back, one audit row and one event per target', async () => {
    const shops = await buildShops(t.db);
    const [a, b, c] = shops.targets;
    const response = await patch({
      source_shop_id: shops.source,
      targeted_shop_ids: [a, b],
      replication_options: ['opening_hours', 'base_settings', 'meal_rules', 'postes', 'optimisation_settings'],
      optimisation_replication_options: { activation: true, parameters: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().changed_shops).toBe(2);
    for (const id of [a, b]) {
      expect(await settingsOf(id)).toMatchObject({ opening_time: '06:30', closing_time: '22:00', modulation: true, opti: true });
      const meal = await t.db.selectFrom('shop_setting_documents').select('document').where('shop_id', '=', id).where('option', '=', 'meal_rules').executeTakeFirstOrThrow();
      expect(JSON.parse(meal.document)).toEqual({ meal_allowance_cents: 420, min_shift_minutes_for_meal: 300, meal_in_kind: true });
    }
    expect(await settingsOf(c)).toMatchObject({ opening_time: '08:00', closing_time: '20:00' });
    const audits = await t.db.selectFrom('audit_events').select(['entity_id', 'before', 'after']).where('action', '=', 'shop.replicate_settings').where('entity_id', 'in', [String(a), String(b), String(c)]).execute();
    expect(audits.map((row) => row.entity_id).sort()).toEqual([String(a), String(b)].sort());
    expect(JSON.parse(audits[0].before!).opening_hours).toEqual({ opening_time: '08:00', closing_time: '20:00' });
    expect(JSON.parse(audits[0].after!).opening_hours).toEqual({ opening_time: '06:30', closing_time: '22:00' });
    const events = await t.db.selectFrom('service_events').select(['shop_id', 'subtype']).where('shop_id', 'in', [a, b, c]).execute();
    expect(events.filter((e) => e.subtype === 'SHOP_UPDATED').map((e) => e.shop_id).sort()).toEqual([a, b].sort());
    // a second run changes nothing: no audit row, no event
    const again = await patch({ source_shop_id: shops.source, targeted_shop_ids: [a, b], replication_options: ['opening_hours', 'meal_rules'] });
    expect(again.json().changed_shops).toBe(0);
    expect(await t.db.selectFrom('audit_events').select('id').where('action', '=', 'shop.replicate_settings').where('entity_id', 'in', [String(a), String(b)]).execute()).toHaveLength(2);
  });

  it('popular shifts go only to targets with the popular-shifts feature: the others are skipped, with the reason, in the dry run and the copy', async () => {
    const shops = await buildShops(t.db);
    const [withFeature, without, switchedOff] = shops.targets;
    const feature = (shopId: number, activated: number) => ({ shop_id: shopId, name: 'shift_popular', activated, updated_at: 'x' });
    await t.db.insertInto('shop_feature_states').values([feature(shops.source, 1), feature(withFeature, 1), feature(switchedOff, 0)]).execute();
    await writeShopSettings(t.db, shops.source, { ...DEFAULT_SHOP_SETTINGS, opening_time: '06:30', closing_time: '22:00', popular_shifts_count: 5 });
    const payload = { source_shop_id: shops.source, targeted_shop_ids: shops.targets, replication_options: ['opening_hours', 'popular_shifts'] };

    const preview = (await patch({ ...payload, dry_run: true })).json();
    const popular = (shopId: number) => preview.targets.find((target: { shop_id: number }) => target.shop_id === shopId).changes.find((c: { option: string }) => c.option === 'popular_shifts');
    expect(popular(withFeature)).toEqual({ option: 'popular_shifts', changed: true, before: { popular_shifts_count: null }, after: { popular_shifts_count: 5 } });
    for (const id of [without, switchedOff]) {
      expect(popular(id)).toEqual({ option: 'popular_shifts', changed: false, skipped: 'popular_shifts_feature_off', before: { popular_shifts_count: null }, after: { popular_shifts_count: null } });
    }
    expect(preview.changed_shops).toBe(3);

    const done = await patch(payload);
    expect(done.statusCode).toBe(200);
    expect(await settingsOf(withFeature)).toMatchObject({ opening_time: '06:30', popular_shifts_count: 5 });
    for (const id of [without, switchedOff]) {
      // the opening hours are copied, the popular shifts are not, though the settings row is written
      expect(await settingsOf(id)).toMatchObject({ opening_time: '06:30', popular_shifts_count: null });
      const audit = await t.db.selectFrom('audit_events').select('after').where('action', '=', 'shop.replicate_settings').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
      expect(Object.keys(JSON.parse(audit.after!)).sort()).toEqual(['opening_hours', 'source_shop_id']);
    }
  });

  it('export models: the source\'s pay configs become the targets\' through the pay-config service (its audit rows), whole with the rest', async () => {
    const shops = await buildShops(t.db);
    const [a, b, c] = shops.targets;
    const { silae } = await softwareIds(t);
    const createConfig = async (name: string, shopIds: number[]) => {
      const created = await call(t.app, token, {
        method: 'POST',
        url: '/services/pay-configs/pay_configs',
        payload: { ...silaeSettings(silae, { custom_name: name }), organisation_id: shops.organisationId, shop_ids: shopIds },
      });
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    };
    const copied = await createConfig('Paie source', [shops.source]);
    const replaced = await createConfig('Paie cible', [a, c]);
    const shopsOf = async (id: string) => (await t.db.selectFrom('pay_config_shops').select('shop_id').where('pay_config_id', '=', id).orderBy('shop_id').execute()).map((row) => row.shop_id);
    const assignAudits = () => t.db.selectFrom('audit_events').select(['entity_id', 'before', 'after']).where('action', '=', 'pay_config.assign_shops').where('entity_id', 'in', [copied, replaced]).orderBy('id').execute();

    const preview = (await patch({ source_shop_id: shops.source, targeted_shop_ids: [a, b], replication_options: [], export_models: true, dry_run: true })).json();
    expect(preview.targets[0].changes).toEqual([
      { option: 'export_models', changed: true, before: { pay_exporter: null, pay_configs: ['Paie cible'] }, after: { pay_exporter: null, pay_configs: ['Paie source'] } },
    ]);
    expect(await assignAudits()).toEqual([]);

    const done = await patch({ source_shop_id: shops.source, targeted_shop_ids: [a, b], replication_options: [], export_models: true });
    expect(done.statusCode).toBe(200);
    expect(await shopsOf(copied)).toEqual([shops.source, a, b].sort((x, y) => x - y));
    expect(await shopsOf(replaced)).toEqual([c]);
    // one audit row per config, as the PUT …/pay_configs/{id}/shops route writes it
    const audits = await assignAudits();
    expect(audits.map((row) => [row.entity_id, JSON.parse(row.before!), JSON.parse(row.after!)])).toEqual(
      [
        [copied, { shop_ids: [shops.source] }, { shop_ids: [shops.source, a, b].sort((x, y) => x - y) }],
        [replaced, { shop_ids: [a, c].sort((x, y) => x - y) }, { shop_ids: [c] }],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  });

  it('export models: a target deleted during the write leaves every config\'s shops and audit rows as they were', async () => {
    const shops = await buildShops(t.db);
    const { silae } = await softwareIds(t);
    const created = await call(t.app, token, {
      method: 'POST',
      url: '/services/pay-configs/pay_configs',
      payload: { ...silaeSettings(silae), organisation_id: shops.organisationId, shop_ids: [shops.source] },
    });
    const id = created.json().id as string;
    const audits = async () => (await t.db.selectFrom('audit_events').select('id').where('action', '=', 'pay_config.assign_shops').where('entity_id', '=', id).execute()).length;
    const response = await patch(
      { source_shop_id: shops.source, targeted_shop_ids: shops.targets, replication_options: ['meal_rules'], export_models: true, delete_shop_id: shops.targets[1] },
      '/test/replication_with_deletion',
    );
    expect([response.statusCode, response.json().error]).toEqual([409, 'replication_target_gone']);
    expect((await t.db.selectFrom('pay_config_shops').select('shop_id').where('pay_config_id', '=', id).execute()).map((row) => row.shop_id)).toEqual([shops.source]);
    expect(await audits()).toBe(0);
  });

  it('lists the shops with the replication fields (list_only=true)', async () => {
    const shops = await buildShops(t.db);
    const body = (await call(t.app, token, { url: `/super_admin/api/organisations/${shops.organisationId}/shops`, query: { list_only: 'true' } })).json();
    const unconfigured = body.shops.find((s: { id: number }) => s.id === shops.unconfigured);
    expect(unconfigured).toMatchObject({ configured: false, convention_legible: false, convention_flexible: false, labour_law_config: null, country: 'FR' });
    expect(body.shops.find((s: { id: number }) => s.id === shops.source)).toMatchObject({ configured: true, convention_legible: true });
  });
});
