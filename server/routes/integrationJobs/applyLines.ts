import type { Kysely } from 'kysely';
import type { JobLineError } from '../../../src/contracts/jobs.js';
import type { ImportKey } from '../../../src/domain/integrationJobs/keys.js';
import { readLine, cellsByColumn, type LineProblem, type LineValues } from '../../../src/domain/integrationJobs/lineRules.js';
import type { CsvImportLine } from '../../../src/domain/csvImport.js';
import type { Database } from '../../db/types/index.js';
import type { AuditEventNote } from '../../events/port.js';
import { updateUser, type UserChanges } from '../users/store.js';

/** What the job knows of the organisation once (its users by e-mail, its shops, the contract types): reads per line stay by id. */
export interface ImportReferences {
  organisationId: number;
  /** the counters' date (plcs_update) */
  date: string | null;
  usersByEmail: Map<string, number>;
  shopIds: Set<number>;
  contractTypeIds: Map<string, number>;
}

export async function importReferences(db: Kysely<Database>, organisationId: number, key: ImportKey, date: string | null): Promise<ImportReferences> {
  const needsUsers = key === 'contract_udpate' || key === 'user_data_update' || key === 'plcs_update';
  const users = needsUsers
    ? await db.selectFrom('users').select(['id', 'email']).where('organisation_id', '=', organisationId).where('archived_at', 'is', null).where('email', 'is not', null).execute()
    : [];
  const shops = key === 'kpis_update' || key === 'postes_update' ? await db.selectFrom('shops').select('id').where('organisation_id', '=', organisationId).where('deleted_at', 'is', null).execute() : [];
  const types = key === 'contract_udpate' ? await db.selectFrom('contract_types').select(['id', 'country', 'key']).execute() : [];
  return {
    organisationId,
    date,
    usersByEmail: new Map(users.map((user) => [user.email!.toLowerCase(), user.id])),
    shopIds: new Set(shops.map((shop) => shop.id)),
    contractTypeIds: new Map(types.map((type) => [`${type.country}:${type.key}`, type.id])),
  };
}

/** Who a line's change is told to (their history) and what it changed (the batch's audit row). */
interface Applied {
  entityType: 'user' | 'shop';
  entityId: number;
  event: AuditEventNote | null;
  change: Record<string, unknown>;
}
type Outcome = { kind: 'applied'; applied: Applied } | { kind: 'unchanged' } | { kind: 'refused'; problem: LineProblem };

const refused = (column: string, value: string, reason: LineProblem['reason']): Outcome => ({ kind: 'refused', problem: { column, value, reason } });
const todayUtc = () => new Date().toISOString().slice(0, 10);

type Applier<K extends ImportKey> = (trx: Kysely<Database>, line: LineValues[K], refs: ImportReferences, now: string) => Promise<Outcome>;

const userOf = (refs: ImportReferences, email: string) => refs.usersByEmail.get(email);

const applyContract: Applier<'contract_udpate'> = async (trx, line, refs, now) => {
  const userId = userOf(refs, line.email);
  if (userId === undefined) return refused('email', line.email, 'import_unknown_user');
  const typeId = refs.contractTypeIds.get(`${line.country}:${line.contractType}`)!;
  const values = { contract_type_id: typeId, weekly_hours: line.weeklyHours, ends_on: line.endsOn };
  const existing = await trx.selectFrom('user_contracts').select(['id', 'contract_type_id', 'weekly_hours', 'ends_on']).where('user_id', '=', userId).where('starts_on', '=', line.startsOn).executeTakeFirst();
  if (existing && existing.contract_type_id === typeId && existing.weekly_hours === line.weeklyHours && existing.ends_on === line.endsOn) return { kind: 'unchanged' };
  if (existing) await trx.updateTable('user_contracts').set(values).where('id', '=', existing.id).execute();
  else await trx.insertInto('user_contracts').values({ user_id: userId, shop_id: null, counter_type: 'hourly_rate', starts_on: line.startsOn, created_at: now, ...values }).execute();
  // the user page's contract hours are those of the contract in force today
  const today = todayUtc();
  if (line.startsOn <= today && (line.endsOn === null || line.endsOn >= today)) await updateUser(trx, userId, { contract_hours: line.weeklyHours, updated_at: now });
  return {
    kind: 'applied',
    applied: { entityType: 'user', entityId: userId, event: { subtype: 'EMPLOYEE_UPDATED_VIA_API' }, change: { contract: { ...line, email: undefined } } },
  };
};

const applyUserData: Applier<'user_data_update'> = async (trx, line, refs, now) => {
  const userId = userOf(refs, line.email);
  if (userId === undefined) return refused('email', line.email, 'import_unknown_user');
  const before = await trx.selectFrom('users').select(['first_name', 'last_name', 'phone', 'pay_identification_number']).where('id', '=', userId).executeTakeFirstOrThrow();
  const changes: UserChanges = {};
  if (line.firstName !== null && line.firstName !== before.first_name) changes.first_name = line.firstName;
  if (line.lastName !== null && line.lastName !== before.last_name) changes.last_name = line.lastName;
  if (line.phone !== null && line.phone !== before.phone) changes.phone = line.phone;
  if (line.payIdentificationNumber !== null && line.payIdentificationNumber !== before.pay_identification_number) changes.pay_identification_number = line.payIdentificationNumber;
  if (Object.keys(changes).length === 0) return { kind: 'unchanged' };
  await updateUser(trx, userId, { ...changes, updated_at: now });
  return { kind: 'applied', applied: { entityType: 'user', entityId: userId, event: { subtype: 'EMPLOYEE_UPDATED_VIA_API' }, change: { user: changes } } };
};

const applyKpi: Applier<'kpis_update'> = async (trx, line, refs, now) => {
  if (!refs.shopIds.has(line.shopId)) return refused('shop_id', String(line.shopId), 'import_unknown_shop');
  const existing = await trx.selectFrom('shop_kpis').select(['id', 'value']).where('shop_id', '=', line.shopId).where('day', '=', line.day).where('kpi', '=', line.kpi).executeTakeFirst();
  if (existing?.value === line.value) return { kind: 'unchanged' };
  if (existing) await trx.updateTable('shop_kpis').set({ value: line.value, updated_at: now }).where('id', '=', existing.id).execute();
  else await trx.insertInto('shop_kpis').values({ shop_id: line.shopId, day: line.day, kpi: line.kpi, value: line.value, updated_at: now }).execute();
  return { kind: 'applied', applied: { entityType: 'shop', entityId: line.shopId, event: null, change: { kpi: line } } };
};

const applyLeaveCounter: Applier<'plcs_update'> = async (trx, line, refs, now) => {
  const userId = userOf(refs, line.email);
  if (userId === undefined) return refused('email', line.email, 'import_unknown_user');
  const date = refs.date!;
  const existing = await trx.selectFrom('user_leave_counters').select(['id', 'acquired_days', 'taken_days']).where('user_id', '=', userId).where('on_date', '=', date).executeTakeFirst();
  if (existing && existing.acquired_days === line.acquiredDays && existing.taken_days === line.takenDays) return { kind: 'unchanged' };
  const values = { acquired_days: line.acquiredDays, taken_days: line.takenDays, updated_at: now };
  if (existing) await trx.updateTable('user_leave_counters').set(values).where('id', '=', existing.id).execute();
  else await trx.insertInto('user_leave_counters').values({ user_id: userId, on_date: date, ...values }).execute();
  // the counter the history shows: days left at the date
  const counter = Math.round((line.acquiredDays - line.takenDays) * 100) / 100;
  return {
    kind: 'applied',
    applied: { entityType: 'user', entityId: userId, event: { subtype: 'PAID_LEAVE_COUNTER_UPDATED', context: { counter, date } }, change: { leave_counter: { date, ...line, email: undefined } } },
  };
};

const applyPoste: Applier<'postes_update'> = async (trx, line, refs, now) => {
  if (!refs.shopIds.has(line.shopId)) return refused('shop_id', String(line.shopId), 'import_unknown_shop');
  const existing = await trx.selectFrom('shop_postes').select(['id', 'pause_minutes']).where('shop_id', '=', line.shopId).where('name', '=', line.name).executeTakeFirst();
  if (existing?.pause_minutes === line.pauseMinutes) return { kind: 'unchanged' };
  if (existing) await trx.updateTable('shop_postes').set({ pause_minutes: line.pauseMinutes, updated_at: now }).where('id', '=', existing.id).execute();
  else await trx.insertInto('shop_postes').values({ shop_id: line.shopId, name: line.name, pause_minutes: line.pauseMinutes, updated_at: now }).execute();
  const context = { poste_name: line.name, poste_pause_time: line.pauseMinutes };
  return { kind: 'applied', applied: { entityType: 'shop', entityId: line.shopId, event: { subtype: existing ? 'POSITION_UPDATED' : 'POSITION_CREATED', context }, change: { poste: line } } };
};

const APPLIERS: { [K in ImportKey]: Applier<K> } = {
  contract_udpate: applyContract,
  user_data_update: applyUserData,
  kpis_update: applyKpi,
  plcs_update: applyLeaveCounter,
  postes_update: applyPoste,
};

export interface BatchOutcome {
  applied: Applied[];
  unchanged: number;
  /** lines refused (each with one or more entries in errors) */
  refused: number;
  errors: JobLineError[];
}

/**
 * Reads and applies a batch of lines in the caller's transaction: each line validated by its key's pure rule, then
 * applied whole (or refused whole, with every problem it has).
 */
export async function applyBatch(trx: Kysely<Database>, key: ImportKey, header: readonly string[], lines: readonly CsvImportLine[], refs: ImportReferences): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { applied: [], unchanged: 0, refused: 0, errors: [] };
  const now = new Date().toISOString();
  const apply = APPLIERS[key] as Applier<ImportKey>;
  for (const line of lines) {
    const read = readLine(key, cellsByColumn(header, line.cells));
    if (!read.ok) {
      outcome.refused += 1;
      outcome.errors.push(...read.problems.map((problem) => ({ line: line.line, ...problem })));
      continue;
    }
    const result = await apply(trx, read.value, refs, now);
    if (result.kind === 'applied') outcome.applied.push(result.applied);
    else if (result.kind === 'unchanged') outcome.unchanged += 1;
    else {
      outcome.refused += 1;
      outcome.errors.push({ line: line.line, ...result.problem });
    }
  }
  return outcome;
}
