import { sql, type Kysely } from 'kysely';
import { MAX_JOB_LINE_ERRORS, type JobCounts, type JobLineError } from '../../../src/contracts/jobs.js';
import { HRIS_KEY, IMPORT_BATCH_LINES } from '../../../src/domain/integrationJobs/keys.js';
import type { LineReason } from '../../../src/domain/integrationJobs/lineRules.js';
import type { HrisEmployee, HrisService } from '../../adapters/hris/index.js';
import type { Database } from '../../db/types/index.js';
import type { AuditEventNote } from '../../events/port.js';
import { reportProgress } from '../../jobs/jobQueue.js';
import type { JobContext } from '../../jobs/worker.js';
import { recountOrganisations } from '../organisations/counters.js';
import { createUser, updateUser, type UserChanges } from '../users/store.js';

/**
 * The HRIS import job (spec 3 §2.1 HRIS rows, §7 run_integration_job with key 'hris'), registered under this name: the
 * HRIS synchronisation's automatic job enqueues it too, with the payload {organisationId, date, integrationId, requestId}.
 */
export const INTEGRATION_HRIS_JOB = 'integration.hris';

export interface HrisJobPayload {
  organisationId: number;
  date: string;
  integrationId: string;
  requestId?: string | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An employee the HRIS sent that we cannot take, and why (the pure part: the names and the e-mail as sent). */
function employeeProblem(employee: HrisEmployee): { column: string; value: string; reason: LineReason } | null {
  for (const [column, value] of [['first_name', employee.firstName], ['last_name', employee.lastName], ['pay_identification_number', employee.payIdentificationNumber]] as const) {
    if (FORMULA_START.test(value)) return { column, value, reason: 'import_formula' };
    if (value.length > 100) return { column, value, reason: 'import_too_long' };
  }
  if (employee.email !== null && !EMAIL.test(employee.email)) return { column: 'email', value: employee.email, reason: 'import_invalid_email' };
  return null;
}

interface Told {
  entityId: number;
  event: AuditEventNote;
  change: Record<string, unknown>;
}

async function emailTaken(trx: Kysely<Database>, email: string, exceptUserId: number | null): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return !!row && row.id !== exceptUserId;
}

/**
 * Creates or updates the organisation's employees the HRIS knows on the day, by pay identification number, in batches
 * (each in one transaction with its audit row, the job's counts and the run's last line: a stopped worker resumes after
 * it), and reports like the file jobs.
 */
export async function runHrisJob(context: JobContext, hris: HrisService): Promise<unknown> {
  const { db, job } = context;
  const payload = JSON.parse(job.payload) as HrisJobPayload;
  const { organisationId, date, integrationId } = payload;
  let run = await db.selectFrom('integration_imports').selectAll().where('job_id', '=', job.id).executeTakeFirst();
  if (!run) {
    // enqueued by another area (the automatic HRIS synchronisation): the run is recorded here, for the jobs table
    run = await db
      .insertInto('integration_imports')
      .values({ job_id: job.id, organisation_id: organisationId, key: HRIS_KEY, date, integration_id: integrationId, file_name: null, file_text: null, created_by_id: job.created_by_id, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const employees = await hris.employees(organisationId, integrationId, date);
  const total = employees.length;
  const counts: JobCounts = job.counts ? (JSON.parse(job.counts) as JobCounts) : { read: 0, applied: 0, unchanged: 0, refused: 0 };
  const errors: JobLineError[] = job.line_errors ? (JSON.parse(job.line_errors) as JobLineError[]) : [];
  const known = await db
    .selectFrom('users')
    .select(['id', 'pay_identification_number'])
    .where('organisation_id', '=', organisationId)
    .where('archived_at', 'is', null)
    .where('pay_identification_number', 'is not', null)
    .execute();
  const byPayId = new Map(known.map((user) => [user.pay_identification_number!, user.id]));
  const lastLine = run.last_line;
  await reportProgress(db, job.id, counts.read, total, { counts, errors });

  for (let start = lastLine; start < total; start += IMPORT_BATCH_LINES) {
    context.signal.throwIfAborted();
    const batch = employees.slice(start, start + IMPORT_BATCH_LINES);
    await db.transaction().execute(async (trx) => {
      const told: Told[] = [];
      const now = new Date().toISOString();
      let created = false;
      for (const [index, employee] of batch.entries()) {
        const line = start + index + 1;
        const refuse = (problem: { column: string; value: string; reason: LineReason }) => {
          counts.refused += 1;
          if (errors.length < MAX_JOB_LINE_ERRORS) errors.push({ line, ...problem });
        };
        const problem = employeeProblem(employee);
        if (problem) {
          refuse(problem);
          continue;
        }
        const userId = byPayId.get(employee.payIdentificationNumber);
        if (userId === undefined) {
          if (employee.email && (await emailTaken(trx, employee.email, null))) {
            refuse({ column: 'email', value: employee.email, reason: 'import_email_taken' });
            continue;
          }
          const id = await createUser(trx, {
            first_name: employee.firstName,
            last_name: employee.lastName,
            email: employee.email?.toLowerCase() ?? null,
            phone: employee.phone,
            contract_hours: null,
            password_hash: null,
            badging_pin: null,
            confirmed_at: null,
            invitation_accepted_at: null,
            archived_at: null,
            pay_identification_number: employee.payIdentificationNumber,
            created_at: now,
            updated_at: now,
          });
          await trx.insertInto('memberships').values({ user_id: id, organisation_id: organisationId, shop_id: null, license_id: null, main: 1, created_at: now }).execute();
          // their only membership is this main one: their organisation is the job's (users.organisation_id, migration 0016)
          await trx.updateTable('users').set({ organisation_id: organisationId }).where('id', '=', id).execute();
          byPayId.set(employee.payIdentificationNumber, id);
          created = true;
          told.push({ entityId: id, event: { subtype: 'EMPLOYEE_CREATED_VIA_API' }, change: { created: employee } });
          continue;
        }
        const before = await trx.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
        const changes: UserChanges = {};
        if (employee.firstName !== before.first_name) changes.first_name = employee.firstName;
        if (employee.lastName !== before.last_name) changes.last_name = employee.lastName;
        if (employee.phone !== null && employee.phone !== before.phone) changes.phone = employee.phone;
        if (employee.email !== null && employee.email.toLowerCase() !== before.email?.toLowerCase()) {
          if (await emailTaken(trx, employee.email, userId)) {
            refuse({ column: 'email', value: employee.email, reason: 'import_email_taken' });
            continue;
          }
          changes.email = employee.email.toLowerCase();
        }
        if (Object.keys(changes).length === 0) {
          counts.unchanged += 1;
          continue;
        }
        await updateUser(trx, userId, { ...changes, updated_at: now });
        told.push({ entityId: userId, event: { subtype: 'EMPLOYEE_UPDATED_VIA_API' }, change: { user: changes } });
      }
      counts.read += batch.length;
      counts.applied += told.length;
      if (created) await recountOrganisations(trx, [organisationId]);
      if (told.length > 0) {
        await context.audit(trx, {
          action: 'integration_job.hris',
          entityType: 'organisation',
          entityId: organisationId,
          after: { job_id: job.id, integration_id: integrationId, date, changes: told.map(({ entityId, change }) => ({ user_id: entityId, ...change })) },
          alsoTells: told.map(({ entityId, event }) => ({ entityType: 'user', entityId, event })),
        });
      }
      await trx.updateTable('integration_imports').set({ last_line: start + batch.length }).where('id', '=', run.id).execute();
      await reportProgress(trx, job.id, counts.read, total, { counts, errors });
    });
    // the console's requests go first between two batches (SQLite's one connection was the batch's)
    await context.yieldToRequests();
  }
  return { key: HRIS_KEY, organisation_id: organisationId, integration_id: integrationId, date, ...counts };
}
