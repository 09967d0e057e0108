import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { TimelineJob } from '../../../../src/contracts/timeline.js';
import type { Dialect } from '../../../db/dialect.js';
import type { Database } from '../../../db/types/index.js';
import { OUTBOUND_REQUEST_DELIVERY } from '../../../outbound/outboundRequests.js';
import { INVOICE_DOCUMENT } from '../../charges/document.js';
import { PIN_SEND } from '../../pins/groupSend.js';
import { INTEGRATION_IMPORT_JOB } from '../../integrationJobs/fileJob.js';
import { INTEGRATION_HRIS_JOB } from '../../integrationJobs/hrisJob.js';
import { keysetCondition } from '../keyset.js';
import type { KeysetBound } from '../position.js';

/** An integer of a job's JSON payload, in SQL (null when absent). */
const payloadInteger = (dialect: Dialect, key: string): RawBuilder<number | null> =>
  dialect === 'sqlite' ? sql`json_extract(j.payload, ${`$.${key}`})` : sql`(j.payload::jsonb ->> ${key})::bigint`;

type JobsScope = ExpressionBuilder<Database & { j: Database['jobs'] }, 'j'>;

/**
 * The job kinds that concern one organisation, and how each names it: jobs record no organisation of their own, their
 * payload does (a group PIN send: organisationId) or leads to a row that does (an invoice document: its charge; a call
 * to the billing automation service: its outbound request, about the organisation or one of its shops). The outbox's
 * delivery jobs are left out: their messages are the timeline's e-mails.
 */
function concernsOrganisation(eb: JobsScope, dialect: Dialect, organisationId: number) {
  return eb.or([
    eb.and([eb('j.kind', '=', PIN_SEND), eb(payloadInteger(dialect, 'organisationId'), '=', organisationId)]),
    // the integration tab's file and HRIS jobs: their run names the organisation (server/routes/integrationJobs)
    eb.and([
      eb('j.kind', 'in', [INTEGRATION_IMPORT_JOB, INTEGRATION_HRIS_JOB]),
      eb.exists(eb.selectFrom('integration_imports as ii').select('ii.id').whereRef('ii.job_id', '=', 'j.id').where('ii.organisation_id', '=', organisationId)),
    ]),
    eb.and([
      eb('j.kind', '=', INVOICE_DOCUMENT),
      eb.exists(
        eb
          .selectFrom('stripe_charges as c')
          .select('c.id')
          .where('c.id', '=', payloadInteger(dialect, 'chargeId'))
          .where('c.organisation_id', '=', organisationId),
      ),
    ]),
    eb.and([
      eb('j.kind', '=', OUTBOUND_REQUEST_DELIVERY),
      eb.exists(
        eb
          .selectFrom('outbound_requests as r')
          .select('r.id')
          .where('r.id', '=', payloadInteger(dialect, 'requestId'))
          .where((r) =>
            r.or([
              r.and([r('r.entity_type', '=', 'organisation'), r('r.entity_id', '=', organisationId)]),
              r.and([r('r.entity_type', '=', 'shop'), r('r.entity_id', 'in', r.selectFrom('shops').select('id').where('organisation_id', '=', organisationId))]),
            ]),
          ),
      ),
    ]),
  ]);
}

export const ORGANISATION_JOB_KINDS = [PIN_SEND, INVOICE_DOCUMENT, OUTBOUND_REQUEST_DELIVERY, INTEGRATION_IMPORT_JOB, INTEGRATION_HRIS_JOB] as const;

/** The organisation's jobs, newest first (by creation) after `bound`, with the e-mail of who started them. */
export async function jobItems(db: Kysely<Database>, dialect: Dialect, organisationId: number, bound: KeysetBound | null, limit: number): Promise<TimelineJob[]> {
  const condition = keysetCondition(bound, 'j.created_at', 'j.id');
  const rows = await db
    .selectFrom('jobs as j')
    .leftJoin('users as u', 'u.id', 'j.created_by_id')
    .select(['j.id', 'j.kind', 'j.status', 'j.progress', 'j.total', 'j.error', 'j.created_at', 'j.finished_at', 'u.email'])
    .where('j.kind', 'in', [...ORGANISATION_JOB_KINDS])
    .where((eb) => concernsOrganisation(eb, dialect, organisationId))
    .$if(condition !== null, (query) => query.where(condition!))
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: 'jobs',
    id: String(row.id),
    at: row.created_at,
    job: row.kind,
    status: row.status,
    progress: row.progress,
    total: row.total,
    error: row.error,
    finishedAt: row.finished_at,
    by: row.email,
  }));
}
