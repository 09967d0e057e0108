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
const UNCHANGED: Outcome = { kind: 'unchanged' };
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A batch's rows of one table by their natural key (user and start day, shop, day and KPI …): those the batch's one
 * read found, then each line's values in file order, so a line sees what the lines before it in the batch made (a
 * second line for the same key updates what the first inserted). Written at the end of the batch: one multi-row
 * insert for the new rows, one update per existing row that changed.
 */
class BatchRows<V> {
  private readonly rows = new Map<string, { id: number | null; values: V; changed: boolean }>();

  /** the rows the batch's read found, in id order: the first of a key is the one a line changes */
  constructor(found: Iterable<{ key: string; id: number; values: V }>) {
    for (const row of found) if (!this.rows.has(row.key)) this.rows.set(row.key, { id: row.id, values: row.values, changed: false });
  }

  get(key: string): V | undefined {
    return this.rows.get(key)?.values;
  }

  has(key: string): boolean {
    return this.rows.has(key);
  }

  /** whether the key's row existed before this batch */
  existed(key: string): boolean {
    return (this.rows.get(key)?.id ?? null) !== null;
  }

  set(key: string, values: V): void {
    const row = this.rows.get(key);
    if (row) Object.assign(row, { values, changed: true });
    else this.rows.set(key, { id: null, values, changed: true });
  }

  get inserts(): V[] {
    return [...this.rows.values()].filter((row) => row.id === null).map((row) => row.values);
  }

  get updates(): { id: number; values: V }[] {
    return [...this.rows.values()].flatMap((row) => (row.id !== null && row.changed ? [{ id: row.id, values: row.values }] : []));
  }
}

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A key's lines, read; applied (or refused with a reason the database gives) together, answering each line's outcome in order. */
type BatchApplier<K extends ImportKey> = (trx: Kysely<Database>, lines: readonly LineValues[K][], refs: ImportReferences, now: string) => Promise<Outcome[]>;

const userOf = (refs: ImportReferences, email: string) => refs.usersByEmail.get(email);

interface ContractValues {
  user_id: number;
  starts_on: string;
  contract_type_id: number;
  weekly_hours: number;
  ends_on: string | null;
}

const applyContracts: BatchApplier<'contract_udpate'> = async (trx, lines, refs, now) => {
  const userIds = distinct(lines.flatMap((line) => userOf(refs, line.email) ?? []));
  const found =
    userIds.length === 0
      ? []
      : await trx
          .selectFrom('user_contracts')
          .select(['id', 'user_id', 'starts_on', 'contract_type_id', 'weekly_hours', 'ends_on'])
          .where('user_id', 'in', userIds)
          .where('starts_on', 'in', distinct(lines.map((line) => line.startsOn)))
          .orderBy('id')
          .execute();
  const keyOf = (userId: number, startsOn: string) => `${userId}|${startsOn}`;
  const contracts = new BatchRows<ContractValues>(found.map(({ id, ...values }) => ({ key: keyOf(values.user_id, values.starts_on), id, values })));
  // the user page's contract hours are those of the contract in force today: the batch's last such line per user
  const today = todayUtc();
  const hoursInForce = new Map<number, number>();
  const outcomes = lines.map((line): Outcome => {
    const userId = userOf(refs, line.email);
    if (userId === undefined) return refused('email', line.email, 'import_unknown_user');
    const key = keyOf(userId, line.startsOn);
    const values: ContractValues = { user_id: userId, starts_on: line.startsOn, contract_type_id: refs.contractTypeIds.get(`${line.country}:${line.contractType}`)!, weekly_hours: line.weeklyHours, ends_on: line.endsOn };
    const current = contracts.get(key);
    if (current && current.contract_type_id === values.contract_type_id && current.weekly_hours === values.weekly_hours && current.ends_on === values.ends_on) return UNCHANGED;
    contracts.set(key, values);
    if (line.startsOn <= today && (line.endsOn === null || line.endsOn >= today)) hoursInForce.set(userId, line.weeklyHours);
    return {
      kind: 'applied',
      applied: { entityType: 'user', entityId: userId, event: { subtype: 'EMPLOYEE_UPDATED_VIA_API' }, change: { contract: { ...line, email: undefined } } },
    };
  });
  const inserts = contracts.inserts;
  if (inserts.length > 0) await trx.insertInto('user_contracts').values(inserts.map((values) => ({ ...values, shop_id: null, counter_type: 'hourly_rate', created_at: now }))).execute();
  for (const { id, values } of contracts.updates) {
    await trx.updateTable('user_contracts').set({ contract_type_id: values.contract_type_id, weekly_hours: values.weekly_hours, ends_on: values.ends_on }).where('id', '=', id).execute();
  }
  // contract_hours derives nothing else (no sort key, copy or search entry; see users/store.ts): one update per value
  const usersByHours = new Map<number, number[]>();
  for (const [userId, hours] of hoursInForce) usersByHours.set(hours, [...(usersByHours.get(hours) ?? []), userId]);
  for (const [hours, ids] of usersByHours) await trx.updateTable('users').set({ contract_hours: hours, updated_at: now }).where('id', 'in', ids).execute();
  return outcomes;
};

type UserData = Pick<UserChanges, 'first_name' | 'last_name' | 'phone' | 'pay_identification_number'>;

const applyUserData: BatchApplier<'user_data_update'> = async (trx, lines, refs, now) => {
  const userIds = distinct(lines.flatMap((line) => userOf(refs, line.email) ?? []));
  const found = userIds.length === 0 ? [] : await trx.selectFrom('users').select(['id', 'first_name', 'last_name', 'phone', 'pay_identification_number']).where('id', 'in', userIds).orderBy('id').execute();
  const users = new Map(found.map(({ id, ...values }) => [id, values as UserData]));
  const changed = new Map<number, UserChanges>();
  const outcomes = lines.map((line): Outcome => {
    const userId = userOf(refs, line.email);
    const before = userId === undefined ? undefined : users.get(userId);
    if (userId === undefined || !before) return refused('email', line.email, 'import_unknown_user');
    const changes: UserChanges = {};
    if (line.firstName !== null && line.firstName !== before.first_name) changes.first_name = line.firstName;
    if (line.lastName !== null && line.lastName !== before.last_name) changes.last_name = line.lastName;
    if (line.phone !== null && line.phone !== before.phone) changes.phone = line.phone;
    if (line.payIdentificationNumber !== null && line.payIdentificationNumber !== before.pay_identification_number) changes.pay_identification_number = line.payIdentificationNumber;
    if (Object.keys(changes).length === 0) return UNCHANGED;
    users.set(userId, { ...before, ...changes } as UserData);
    changed.set(userId, { ...changed.get(userId), ...changes });
    return { kind: 'applied', applied: { entityType: 'user', entityId: userId, event: { subtype: 'EMPLOYEE_UPDATED_VIA_API' }, change: { user: changes } } };
  });
  // names, phone and pay number feed sort keys, copies and the search index: updateUser keeps them right
  for (const [userId, changes] of changed) await updateUser(trx, userId, { ...changes, updated_at: now });
  return outcomes;
};

const applyKpis: BatchApplier<'kpis_update'> = async (trx, lines, refs, now) => {
  const known = lines.filter((line) => refs.shopIds.has(line.shopId));
  const found =
    known.length === 0
      ? []
      : await trx
          .selectFrom('shop_kpis')
          .select(['id', 'shop_id', 'day', 'kpi', 'value'])
          .where('shop_id', 'in', distinct(known.map((line) => line.shopId)))
          .where('day', 'in', distinct(known.map((line) => line.day)))
          .where('kpi', 'in', distinct(known.map((line) => line.kpi)))
          .orderBy('id')
          .execute();
  const keyOf = (shopId: number, day: string, kpi: string) => `${shopId}|${day}|${kpi}`;
  const kpis = new BatchRows<{ shop_id: number; day: string; kpi: string; value: number }>(found.map(({ id, ...values }) => ({ key: keyOf(values.shop_id, values.day, values.kpi), id, values })));
  const outcomes = lines.map((line): Outcome => {
    if (!refs.shopIds.has(line.shopId)) return refused('shop_id', String(line.shopId), 'import_unknown_shop');
    const key = keyOf(line.shopId, line.day, line.kpi);
    if (kpis.get(key)?.value === line.value) return UNCHANGED;
    kpis.set(key, { shop_id: line.shopId, day: line.day, kpi: line.kpi, value: line.value });
    return { kind: 'applied', applied: { entityType: 'shop', entityId: line.shopId, event: null, change: { kpi: line } } };
  });
  if (kpis.inserts.length > 0) await trx.insertInto('shop_kpis').values(kpis.inserts.map((values) => ({ ...values, updated_at: now }))).execute();
  for (const { id, values } of kpis.updates) await trx.updateTable('shop_kpis').set({ value: values.value, updated_at: now }).where('id', '=', id).execute();
  return outcomes;
};

const applyLeaveCounters: BatchApplier<'plcs_update'> = async (trx, lines, refs, now) => {
  const date = refs.date!;
  const userIds = distinct(lines.flatMap((line) => userOf(refs, line.email) ?? []));
  const found =
    userIds.length === 0
      ? []
      : await trx.selectFrom('user_leave_counters').select(['id', 'user_id', 'acquired_days', 'taken_days']).where('user_id', 'in', userIds).where('on_date', '=', date).orderBy('id').execute();
  const counters = new BatchRows<{ user_id: number; acquired_days: number; taken_days: number }>(found.map(({ id, ...values }) => ({ key: String(values.user_id), id, values })));
  const outcomes = lines.map((line): Outcome => {
    const userId = userOf(refs, line.email);
    if (userId === undefined) return refused('email', line.email, 'import_unknown_user');
    const current = counters.get(String(userId));
    if (current && current.acquired_days === line.acquiredDays && current.taken_days === line.takenDays) return UNCHANGED;
    counters.set(String(userId), { user_id: userId, acquired_days: line.acquiredDays, taken_days: line.takenDays });
    // the counter the history shows: days left at the date
    const counter = Math.round((line.acquiredDays - line.takenDays) * 100) / 100;
    return {
      kind: 'applied',
      applied: { entityType: 'user', entityId: userId, event: { subtype: 'PAID_LEAVE_COUNTER_UPDATED', context: { counter, date } }, change: { leave_counter: { date, ...line, email: undefined } } },
    };
  });
  if (counters.inserts.length > 0) await trx.insertInto('user_leave_counters').values(counters.inserts.map((values) => ({ ...values, on_date: date, updated_at: now }))).execute();
  for (const { id, values } of counters.updates) {
    await trx.updateTable('user_leave_counters').set({ acquired_days: values.acquired_days, taken_days: values.taken_days, updated_at: now }).where('id', '=', id).execute();
  }
  return outcomes;
};

const applyPostes: BatchApplier<'postes_update'> = async (trx, lines, refs, now) => {
  const known = lines.filter((line) => refs.shopIds.has(line.shopId));
  const found =
    known.length === 0
      ? []
      : await trx
          .selectFrom('shop_postes')
          .select(['id', 'shop_id', 'name', 'pause_minutes'])
          .where('shop_id', 'in', distinct(known.map((line) => line.shopId)))
          .where('name', 'in', distinct(known.map((line) => line.name)))
          .orderBy('id')
          .execute();
  const keyOf = (shopId: number, name: string) => `${shopId}|${name}`;
  const postes = new BatchRows<{ shop_id: number; name: string; pause_minutes: number }>(found.map(({ id, ...values }) => ({ key: keyOf(values.shop_id, values.name), id, values })));
  const outcomes = lines.map((line): Outcome => {
    if (!refs.shopIds.has(line.shopId)) return refused('shop_id', String(line.shopId), 'import_unknown_shop');
    const key = keyOf(line.shopId, line.name);
    const existed = postes.has(key);
    if (postes.get(key)?.pause_minutes === line.pauseMinutes) return UNCHANGED;
    postes.set(key, { shop_id: line.shopId, name: line.name, pause_minutes: line.pauseMinutes });
    const context = { poste_name: line.name, poste_pause_time: line.pauseMinutes };
    return { kind: 'applied', applied: { entityType: 'shop', entityId: line.shopId, event: { subtype: existed ? 'POSITION_UPDATED' : 'POSITION_CREATED', context }, change: { poste: line } } };
  });
  if (postes.inserts.length > 0) await trx.insertInto('shop_postes').values(postes.inserts.map((values) => ({ ...values, updated_at: now }))).execute();
  for (const { id, values } of postes.updates) await trx.updateTable('shop_postes').set({ pause_minutes: values.pause_minutes, updated_at: now }).where('id', '=', id).execute();
  return outcomes;
};

const APPLIERS: { [K in ImportKey]: BatchApplier<K> } = {
  contract_udpate: applyContracts,
  user_data_update: applyUserData,
  kpis_update: applyKpis,
  plcs_update: applyLeaveCounters,
  postes_update: applyPostes,
};

export interface BatchOutcome {
  applied: Applied[];
  unchanged: number;
  /** lines refused (each with one or more entries in errors) */
  refused: number;
  errors: JobLineError[];
}

/**
 * Reads and applies a batch of lines in the caller's transaction: each line validated by its key's pure rule, then the
 * valid ones applied together (one read of what they change, one multi-row insert, an update per changed row), each
 * line applied whole or refused whole, with every problem it has.
 */
export async function applyBatch(trx: Kysely<Database>, key: ImportKey, header: readonly string[], lines: readonly CsvImportLine[], refs: ImportReferences): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { applied: [], unchanged: 0, refused: 0, errors: [] };
  const now = new Date().toISOString();
  const read = lines.map((line) => ({ line: line.line, read: readLine(key, cellsByColumn(header, line.cells)) }));
  const valid = read.flatMap(({ line, read }) => (read.ok ? [{ line, value: read.value }] : []));
  const apply = APPLIERS[key] as BatchApplier<ImportKey>;
  const results = valid.length > 0 ? await apply(trx, valid.map((line) => line.value), refs, now) : [];
  const byLine = new Map(valid.map((line, index) => [line.line, results[index]]));
  for (const { line, read: readResult } of read) {
    if (!readResult.ok) {
      outcome.refused += 1;
      outcome.errors.push(...readResult.problems.map((problem) => ({ line, ...problem })));
      continue;
    }
    const result = byLine.get(line)!;
    if (result.kind === 'applied') outcome.applied.push(result.applied);
    else if (result.kind === 'unchanged') outcome.unchanged += 1;
    else {
      outcome.refused += 1;
      outcome.errors.push({ line, ...result.problem });
    }
  }
  return outcome;
}
