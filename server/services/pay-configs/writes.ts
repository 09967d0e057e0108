import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AutomatedReportSchedule, PayConfig, PayConfigSettings, PayConfigUpdateBody, PayrollSoftware } from '../../../src/contracts/payConfigs.js';
import { normaliseSchedule } from '../../../src/domain/reportSchedule.js';
import { DEFAULT_CONFIG_NAME, type SoftwareKind } from '../../../src/domain/payConfigs/constants.js';
import type { PermissionFlag } from '../../../src/domain/permissions.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { storedObject } from '../../db/storedJson.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { Database, PayConfigRow } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { assertConfigJson } from './configJson.js';
import { checkSettingsRules, normaliseSettings } from './settingsRules.js';
import {
  configJsonOf,
  deleteConfig,
  findConfig,
  findSoftware,
  insertConfig,
  insertSoftware,
  liveOrganisation,
  setConfigShops,
  setSchedule,
  touchConfig,
  settingsOf,
  shopIdsOf,
  shopsOfOrganisation,
  softwareKindOf,
  softwareNameKey,
  toApiConfigs,
  toApiSoftware,
  updateConfig,
  type StoredSettings,
} from './store.js';

/**
 * The writes of the pay-config service, shared by its REST routes and the super-admin integration calls (spec 3 §7):
 * every check before the transaction (nothing is saved when one fails), then the change, its audit row and the event
 * in the organisation's history in one transaction.
 */

type Db = Kysely<Database>;

const ADVANCED: PermissionFlag = 'can_add_advanced_integration_config';
const CONFIG: PermissionFlag = 'can_add_integration_config';

const notFound = (id: string) => new AppError(404, 'not_found', `No integration ${id}.`);

function requirePermission(request: FastifyRequest, flag: PermissionFlag, key: string, why: string): void {
  if (!currentUserOf(request).permissions[flag]) throw new AppError(403, key, `${why} needs the ${flag} permission.`);
}

/** A live config; 404 when there is none, or when the caller acts on another organisation than the config's. */
export async function configInScope(db: Db, id: string, organisationId: number | undefined): Promise<PayConfigRow> {
  const row = await findConfig(db, id);
  if (!row || (organisationId !== undefined && row.organisation_id !== organisationId)) throw notFound(id);
  return row;
}

async function softwareOf(db: Db, id: number) {
  const software = await findSoftware(db, id);
  if (!software) throw new AppError(422, 'unknown_payroll_software', `No payroll software ${id}.`, [{ path: 'payroll_software', message: 'is not a payroll software' }]);
  return software;
}

/** Every shop id must be a live shop of the organisation (422 shops_not_in_organisation, naming the others). */
async function organisationShops(db: Db, organisationId: number, shopIds: readonly number[]) {
  const shops = await shopsOfOrganisation(db, organisationId, shopIds);
  const known = new Set(shops.map((shop) => shop.id));
  const foreign = [...new Set(shopIds)].filter((id) => !known.has(id));
  if (foreign.length > 0) {
    throw new AppError(
      422,
      'shops_not_in_organisation',
      `Shops ${foreign.slice(0, 10).join(', ')} are not shops of organisation ${organisationId}.`,
      foreign.map((id) => ({ path: 'shop_ids', message: `${id} is not a shop of organisation ${organisationId}` })),
    );
  }
  return shops;
}

/** spec 3 §6: Silae and Quadratus need the advanced permission; config_json, a custom version or name need the config one. */
function checkPermissions(request: FastifyRequest, kind: SoftwareKind, next: PayConfigSettings, before: PayConfigSettings | null): void {
  if (kind !== 'custom') requirePermission(request, ADVANCED, 'advanced_integration_config_required', `An integration for ${kind === 'silae' ? 'Silae' : 'Quadratus'}`);
  const changed = <K extends keyof PayConfigSettings>(key: K) => JSON.stringify(next[key]) !== JSON.stringify(before?.[key] ?? null);
  if (next.config_json !== null && changed('config_json')) requirePermission(request, CONFIG, 'integration_config_required', 'Uploading a JSON config');
  if (next.version.trim() !== '' && changed('version')) requirePermission(request, CONFIG, 'integration_config_required', 'A custom software version');
  if (next.custom_name.trim() !== '' && changed('custom_name')) requirePermission(request, CONFIG, 'integration_config_required', 'A custom integration name');
}

const splitConfigJson = (settings: PayConfigSettings): { stored: StoredSettings; configJson: PayConfigSettings['config_json'] } => {
  const { config_json: configJson, ...stored } = settings;
  return { stored, configJson };
};

const fullSettings = (row: PayConfigRow): PayConfigSettings => ({ ...settingsOf(row), payroll_software: row.payroll_software_id, config_json: configJsonOf(row) });

/** What an audit row keeps of a config (the JSON config by size only). */
const auditState = (config: PayConfig) => {
  const { config_json: configJson, ...rest } = config;
  return { ...rest, config_json_bytes: configJson === null ? null : Buffer.byteLength(JSON.stringify(configJson)) };
};

async function oneApiConfig(db: Db, row: PayConfigRow): Promise<PayConfig> {
  return (await toApiConfigs(db, [row]))[0];
}

/** Validates and normalises a whole settings object for these shops (spec 3 §4.2, §5): 422 with the broken rules. */
async function checkedSettings(db: Db, settings: PayConfigSettings, kind: SoftwareKind, shops: readonly { country: string }[], before: PayConfigSettings | null) {
  assertConfigJson(settings.config_json);
  const normalised = normaliseSettings(settings, before === null);
  await checkSettingsRules(db, normalised, {
    kind,
    shopCountries: shops.map((shop) => shop.country),
    previouslyExcluded: before?.excluded_contract_type_ids ?? [],
    isCreate: before === null,
  });
  return normalised;
}

export interface CreateInput {
  organisationId: number;
  settings: PayConfigSettings;
  shopIds: readonly number[];
}

export async function createPayConfig(db: Db, request: FastifyRequest, input: CreateInput): Promise<PayConfig> {
  if (!(await liveOrganisation(db, input.organisationId))) throw new AppError(404, 'not_found', `No organisation ${input.organisationId}.`);
  const software = await softwareOf(db, input.settings.payroll_software);
  const kind = softwareKindOf(software.kind);
  checkPermissions(request, kind, input.settings, null);
  const shops = await organisationShops(db, input.organisationId, input.shopIds);
  const settings = await checkedSettings(db, input.settings, kind, shops, null);
  const name = settings.custom_name.trim() || DEFAULT_CONFIG_NAME;
  const { stored, configJson } = splitConfigJson({ ...settings, custom_name: name });
  return db.transaction().execute(async (trx) => {
    const row = await insertConfig(trx, randomUUID(), input.organisationId, { name, payroll_software_id: software.id, settings: stored, config_json: configJson }, input.shopIds);
    const created = await oneApiConfig(trx, row);
    await audit(request, trx, {
      action: 'pay_config.create',
      entityType: 'pay_config',
      entityId: row.id,
      after: auditState(created),
      alsoTells: [{ entityType: 'organisation', entityId: row.organisation_id, event: { subtype: 'INTEGRATION_CREATED', context: { note: name } } }],
    });
    return created;
  });
}

export interface UpdateInput {
  organisationId?: number;
  body: PayConfigUpdateBody;
}

const SETTINGS_KEYS = new Set<string>([
  'payroll_software', 'version', 'custom_name', 'format', 'separator', 'field_wrapper', 'evp_daily_aggregation', 'absence_daily_aggregation',
  'show_absence_unit', 'count_day_rate_absences_in_days', 'group_absences_in_oneline', 'handle_evps_with_multicontracts', 'sum_absences',
  'remove_breaks_from_absences', 'show_days_without_shifts_or_abs', 'show_days_without_shifts_or_abs_code', 'excluded_teams',
  'excluded_contract_type_ids', 'exclude_users_without_pay_identification_number', 'config_json', 'absences', 'evps',
]);

/**
 * A partial update, validated after merging with the stored config (a rename is `{ name }`, empty after trimming: 400
 * rename_integration_empty_error). Settings changes run every check of a create; a rename or a change of shops only
 * the name's and the shops'.
 */
export async function updatePayConfig(db: Db, request: FastifyRequest, id: string, input: UpdateInput): Promise<PayConfig> {
  const row = await configInScope(db, id, input.organisationId);
  const { body } = input;
  const name = body.name === undefined ? undefined : body.name.trim();
  if (name === '') throw new AppError(400, 'rename_integration_empty_error', 'The integration name must not be empty.', [{ path: 'name', message: 'must not be empty after trimming' }]);
  const before = fullSettings(row);
  const settingsChanges = Object.fromEntries(Object.entries(body).filter(([key]) => SETTINGS_KEYS.has(key))) as Partial<PayConfigSettings>;
  const touchesSettings = Object.keys(settingsChanges).length > 0;
  let merged: PayConfigSettings = { ...before, ...settingsChanges };
  const software = await softwareOf(db, merged.payroll_software);
  const kind = softwareKindOf(software.kind);
  const shopIds = body.shop_ids ?? (await shopIdsOf(db, [id])).get(id) ?? [];
  const shops = await organisationShops(db, row.organisation_id, shopIds);
  if (touchesSettings) {
    checkPermissions(request, kind, merged, before);
    merged = await checkedSettings(db, merged, kind, shops, before);
  }
  const newName = name ?? (touchesSettings && merged.custom_name.trim() ? merged.custom_name.trim() : row.name);
  const { stored, configJson } = splitConfigJson({ ...merged, custom_name: name ?? merged.custom_name });
  return db.transaction().execute(async (trx) => {
    const beforeApi = await oneApiConfig(trx, row);
    const saved = await updateConfig(trx, id, { name: newName, payroll_software_id: software.id, settings: stored, config_json: configJson });
    if (body.shop_ids) await setConfigShops(trx, id, body.shop_ids);
    const after = await oneApiConfig(trx, saved);
    const renamed = newName !== row.name && !touchesSettings;
    await audit(request, trx, {
      action: renamed ? 'pay_config.rename' : 'pay_config.update',
      entityType: 'pay_config',
      entityId: id,
      before: auditState(beforeApi),
      after: auditState(after),
      alsoTells: [{ entityType: 'organisation', entityId: row.organisation_id, event: { subtype: 'INTEGRATION_UPDATED', context: { note: newName } } }],
    });
    return after;
  });
}

/**
 * §7 "assign shops (config id, shopIds)": replaces the shops the config exports. Every id must be a live shop of the
 * config's organisation (422 shops_not_in_organisation, nothing changed); audited with the shop ids before and after.
 */
export async function assignShops(db: Db, request: FastifyRequest, id: string, organisationId: number | undefined, shopIds: readonly number[]): Promise<PayConfig> {
  const row = await configInScope(db, id, organisationId);
  return db.transaction().execute(async (trx) => oneApiConfig(trx, await storeConfigShops(trx, request, row, shopIds)));
}

/**
 * The store of "assign shops", in the caller's transaction (the PUT route's and the shop-settings replication's
 * export models): the organisation rule (422 shops_not_in_organisation, which rolls the caller's transaction back),
 * the write and its audit row with the organisation's event. Returns the config row, touched.
 */
export async function storeConfigShops(trx: Db, request: FastifyRequest, row: PayConfigRow, shopIds: readonly number[]): Promise<PayConfigRow> {
  await organisationShops(trx, row.organisation_id, shopIds);
  const after = [...new Set(shopIds)].sort((a, b) => a - b);
  const before = (await shopIdsOf(trx, [row.id])).get(row.id) ?? [];
  await setConfigShops(trx, row.id, after);
  const saved = await touchConfig(trx, row.id);
  await audit(request, trx, {
    action: 'pay_config.assign_shops',
    entityType: 'pay_config',
    entityId: row.id,
    before: { shop_ids: before },
    after: { shop_ids: after },
    alsoTells: [{ entityType: 'organisation', entityId: row.organisation_id, event: { subtype: 'INTEGRATION_UPDATED', context: { note: row.name } } }],
  });
  return saved;
}

/**
 * §7 "update automated report (config id; body is the schedule)": the §5 rules of both dialog steps (422
 * invalid_schedule, one detail per broken field, its message the error key), stored normalised with its
 * expression recomputed (src/domain/reportSchedule.ts); audited with the schedule before and after.
 */
export async function saveSchedule(db: Db, request: FastifyRequest, id: string, organisationId: number | undefined, sent: AutomatedReportSchedule): Promise<PayConfig> {
  const row = await configInScope(db, id, organisationId);
  const { schedule, problems } = normaliseSchedule(sent);
  if (problems.length > 0) {
    throw new AppError(422, 'invalid_schedule', `The automated report schedule breaks ${problems.length} rule(s): ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}.`, problems);
  }
  return writeSchedule(db, request, row, schedule as unknown as Record<string, unknown>);
}

/** §7 "delete automated report": clears the schedule (404 not_found when there is none); audited. */
export async function deleteSchedule(db: Db, request: FastifyRequest, id: string, organisationId: number | undefined): Promise<PayConfig> {
  const row = await configInScope(db, id, organisationId);
  if (row.schedule === null) throw new AppError(404, 'not_found', `Integration ${id} has no automated report.`);
  return writeSchedule(db, request, row, null);
}

async function writeSchedule(db: Db, request: FastifyRequest, row: PayConfigRow, schedule: Record<string, unknown> | null): Promise<PayConfig> {
  return db.transaction().execute(async (trx) => {
    const saved = await setSchedule(trx, row.id, schedule);
    await audit(request, trx, {
      action: schedule === null ? 'pay_config.delete_schedule' : 'pay_config.update_schedule',
      entityType: 'pay_config',
      entityId: row.id,
      before: { schedule: row.schedule === null ? null : storedObject(row.schedule) },
      after: { schedule },
      alsoTells: [{ entityType: 'organisation', entityId: row.organisation_id, event: { subtype: 'INTEGRATION_UPDATED', context: { note: row.name } } }],
    });
    return oneApiConfig(trx, saved);
  });
}

/** Soft delete, audited; answers the config as it was. */
export async function removePayConfig(db: Db, request: FastifyRequest, id: string, organisationId: number | undefined): Promise<PayConfig> {
  const row = await configInScope(db, id, organisationId);
  return db.transaction().execute(async (trx) => {
    const removed = await oneApiConfig(trx, row);
    await deleteConfig(trx, id);
    await audit(request, trx, {
      action: 'pay_config.delete',
      entityType: 'pay_config',
      entityId: id,
      before: auditState(removed),
      alsoTells: [{ entityType: 'organisation', entityId: row.organisation_id, event: { subtype: 'INTEGRATION_DELETED', context: { note: row.name } } }],
    });
    return removed;
  });
}

/** A new custom payroll software (spec 3 §2.3, §5): name non-empty after trimming (400), unique whatever its case (409). */
export async function createPayrollSoftware(db: Db, request: FastifyRequest, rawName: string): Promise<PayrollSoftware> {
  const name = rawName.trim();
  if (!name) throw new AppError(400, 'payroll_software_name_empty', 'The payroll software name must not be empty.', [{ path: 'name', message: 'must not be empty after trimming' }]);
  const taken = () => new AppError(409, 'payroll_software_exists', `A payroll software named ${name} already exists.`, [{ path: 'name', message: 'already exists' }]);
  const existing = await db.selectFrom('payroll_software').select('id').where('name_key', '=', softwareNameKey(name)).executeTakeFirst();
  if (existing) throw taken();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await insertSoftware(trx, name, 'custom');
      const created = toApiSoftware(row);
      await audit(request, trx, { action: 'payroll_software.create', entityType: 'payroll_software', entityId: row.id, after: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
