import type { Kysely } from 'kysely';
import type { PayConfig, PayConfigSettings, PayrollSoftware } from '../../../src/contracts/payConfigs.js';
import { SOFTWARE_KINDS, type SoftwareKind } from '../../../src/domain/payConfigs/constants.js';
import { sortKey } from '../../../src/domain/sortKey.js';
import { selectByIds } from '../../db/chunks.js';
import { storedObject } from '../../db/storedJson.js';
import type { Database, PayConfigRow, PayrollSoftwareRow } from '../../db/types/index.js';

/** Queries and writes of the pay-config service (migration 0032), in the caller's transaction. */

type Db = Kysely<Database>;

export const softwareKindOf = (kind: string): SoftwareKind => ((SOFTWARE_KINDS as readonly string[]).includes(kind) ? (kind as SoftwareKind) : 'custom');
export const softwareNameKey = (name: string) => name.trim().toLowerCase();
export const toApiSoftware = (row: PayrollSoftwareRow): PayrollSoftware => ({ id: row.id, name: row.name, kind: softwareKindOf(row.kind) });

export async function listSoftware(db: Db, order: 'ASC' | 'DESC' = 'ASC'): Promise<PayrollSoftwareRow[]> {
  const rows = await db.selectFrom('payroll_software').selectAll().execute();
  const sorted = rows.sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name)) || a.id - b.id);
  return order === 'ASC' ? sorted : sorted.reverse();
}

export const findSoftware = (db: Db, id: number) => db.selectFrom('payroll_software').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertSoftware(db: Db, name: string, kind: SoftwareKind): Promise<PayrollSoftwareRow> {
  return db
    .insertInto('payroll_software')
    .values({ name, name_key: softwareNameKey(name), kind, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A live config (not deleted) by id. */
export const findConfig = (db: Db, id: string) => db.selectFrom('pay_configs').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** The shop ids each config exports, in id order. */
export async function shopIdsOf(db: Db, configIds: readonly string[]): Promise<Map<string, number[]>> {
  const byConfig = new Map<string, number[]>(configIds.map((id) => [id, []]));
  if (configIds.length === 0) return byConfig;
  const rows = await db.selectFrom('pay_config_shops').select(['pay_config_id', 'shop_id']).where('pay_config_id', 'in', [...configIds]).orderBy('shop_id').execute();
  for (const row of rows) byConfig.get(row.pay_config_id)?.push(row.shop_id);
  return byConfig;
}

export interface ConfigListQuery {
  organisationId: number;
  ids?: string[];
  words?: string;
  field: 'name' | 'created_at' | 'updated_at' | 'id';
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** One page of an organisation's live configs and how many there are. */
export async function listConfigs(db: Db, query: ConfigListQuery): Promise<{ rows: PayConfigRow[]; total: number }> {
  const words = query.words?.trim() ? sortKey(query.words.trim()) : '';
  const base = db
    .selectFrom('pay_configs')
    .where('organisation_id', '=', query.organisationId)
    .where('deleted_at', 'is', null)
    .$if(query.ids !== undefined, (q) => q.where('id', 'in', query.ids!.length > 0 ? query.ids! : ['']))
    .$if(words !== '', (q) => q.where('name_sort', 'like', `%${words.replace(/[%_\\]/g, '')}%`));
  const column = query.field === 'name' ? 'name_sort' : query.field;
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(column, query.order === 'ASC' ? 'asc' : 'desc').orderBy('id', query.order === 'ASC' ? 'asc' : 'desc').offset(query.offset).limit(query.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The live configs of an organisation by name (the wizard's "copy from" list). */
export const configsOfOrganisation = (db: Db, organisationId: number) =>
  db.selectFrom('pay_configs').select(['id', 'name']).where('organisation_id', '=', organisationId).where('deleted_at', 'is', null).orderBy('name_sort').orderBy('id').execute();

/** The stored settings: the §3.1 form but config_json (kept in its own column). */
export type StoredSettings = Omit<PayConfigSettings, 'config_json'>;

export interface ConfigWrite {
  name: string;
  payroll_software_id: number;
  settings: StoredSettings;
  config_json: Record<string, unknown> | null;
}

const columnsOf = (write: ConfigWrite) => ({
  name: write.name,
  name_sort: sortKey(write.name),
  payroll_software_id: write.payroll_software_id,
  settings: JSON.stringify(write.settings),
  config_json: write.config_json === null ? null : JSON.stringify(write.config_json),
});

export async function insertConfig(db: Db, id: string, organisationId: number, write: ConfigWrite, shopIds: readonly number[]): Promise<PayConfigRow> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('pay_configs')
    .values({ id, organisation_id: organisationId, ...columnsOf(write), schedule: null, created_at: now, updated_at: now, deleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await setConfigShops(db, id, shopIds);
  return row;
}

export async function updateConfig(db: Db, id: string, write: ConfigWrite): Promise<PayConfigRow> {
  return db
    .updateTable('pay_configs')
    .set({ ...columnsOf(write), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces the shops a config exports. */
export async function setConfigShops(db: Db, id: string, shopIds: readonly number[]): Promise<void> {
  await db.deleteFrom('pay_config_shops').where('pay_config_id', '=', id).execute();
  const unique = [...new Set(shopIds)];
  for (let i = 0; i < unique.length; i += 500) {
    await db
      .insertInto('pay_config_shops')
      .values(unique.slice(i, i + 500).map((shopId) => ({ pay_config_id: id, shop_id: shopId })))
      .execute();
  }
}

/** Marks the config changed (its shops were replaced). */
export const touchConfig = (db: Db, id: string) =>
  db.updateTable('pay_configs').set({ updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Stores (or clears, with null) the automated report schedule. */
export async function setSchedule(db: Db, id: string, schedule: Record<string, unknown> | null): Promise<PayConfigRow> {
  return db
    .updateTable('pay_configs')
    .set({ schedule: schedule === null ? null : JSON.stringify(schedule), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete: the config leaves every list; its shops are released. */
export async function deleteConfig(db: Db, id: string): Promise<void> {
  await db.updateTable('pay_configs').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute();
  await db.deleteFrom('pay_config_shops').where('pay_config_id', '=', id).execute();
}

/** The live shops among `shopIds` that belong to the organisation, with their country (upper case). */
export async function shopsOfOrganisation(db: Db, organisationId: number, shopIds: readonly number[]) {
  return selectByIds([...new Set(shopIds)], (part) =>
    db.selectFrom('shops').select(['id', 'name', 'country']).where('organisation_id', '=', organisationId).where('deleted_at', 'is', null).where('id', 'in', part).execute(),
  );
}

export const liveOrganisation = (db: Db, id: number) =>
  db.selectFrom('organisations').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** The stored settings read back (a row written by this service always holds them all). */
export const settingsOf = (row: PayConfigRow): StoredSettings => storedObject(row.settings) as unknown as StoredSettings;
export const configJsonOf = (row: PayConfigRow): Record<string, unknown> | null => (row.config_json === null ? null : storedObject(row.config_json));

/** The organisation's time zone when it has no shop (spec: the product is French). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** Each organisation's time zone: the most common one of its live shops (the schedules' clock), DEFAULT_TIME_ZONE without shops. */
export async function organisationTimeZones(db: Db, organisationIds: readonly number[]): Promise<Map<number, string>> {
  const zones = new Map<number, string>();
  const ids = [...new Set(organisationIds)];
  if (ids.length === 0) return zones;
  const rows = await db
    .selectFrom('shops')
    .select(['organisation_id', 'timezone', (eb) => eb.fn.countAll<number>().as('n')])
    .where('organisation_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .groupBy(['organisation_id', 'timezone'])
    .execute();
  const best = new Map<number, { zone: string; n: number }>();
  for (const row of rows) {
    const current = best.get(row.organisation_id);
    const n = Number(row.n);
    if (!isTimeZone(row.timezone)) continue;
    if (!current || n > current.n || (n === current.n && row.timezone < current.zone)) best.set(row.organisation_id, { zone: row.timezone, n });
  }
  for (const id of ids) zones.set(id, best.get(id)?.zone ?? DEFAULT_TIME_ZONE);
  return zones;
}

function isTimeZone(zone: string | null): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function toApiConfig(row: PayConfigRow, shopIds: number[], software: PayrollSoftwareRow | undefined, timeZone: string = DEFAULT_TIME_ZONE): PayConfig {
  return {
    ...settingsOf(row),
    config_json: configJsonOf(row),
    payroll_software: row.payroll_software_id,
    id: row.id,
    name: row.name,
    organisation_id: row.organisation_id,
    shopIds,
    schedule: row.schedule === null ? null : storedObject(row.schedule),
    software_kind: softwareKindOf(software?.kind ?? 'custom'),
    time_zone: timeZone,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The API records of configs, with their shops and their software's kind. */
export async function toApiConfigs(db: Db, rows: readonly PayConfigRow[]): Promise<PayConfig[]> {
  const shops = await shopIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const softwareIds = [...new Set(rows.map((row) => row.payroll_software_id))];
  const software = new Map(
    softwareIds.length === 0 ? [] : (await db.selectFrom('payroll_software').selectAll().where('id', 'in', softwareIds).execute()).map((s) => [s.id, s]),
  );
  const zones = await organisationTimeZones(
    db,
    rows.map((row) => row.organisation_id),
  );
  return rows.map((row) => toApiConfig(row, shops.get(row.id) ?? [], software.get(row.payroll_software_id), zones.get(row.organisation_id)));
}
