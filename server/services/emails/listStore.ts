import type { Kysely } from 'kysely';
import type { SentEmail } from '../../../src/contracts/emails.js';
import { statusColour } from '../../../src/domain/events/subtypes.js';
import type { Database } from '../../db/types/index.js';
import type { ListPosition } from './cursor.js';

/** Whose messages: the user's (outbox_messages.user_id) or the organisation's. */
export interface ListScope {
  column: 'user_id' | 'organisation_id';
  id: number;
}

export interface ListRange {
  /** ISO UTC, created_at >= from */
  from: string;
  /** ISO UTC, created_at < to */
  to: string;
}

/** The recipients of a message (a JSON list; a row written by hand may hold anything). */
export function recipientsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The query of one page of the scope's messages in the range, newest first: a keyset walk of the (user_id |
 * organisation_id, created_at, id) index (migration 0028). After the first page the row value alone bounds the walk
 * from above (the caller checks that the cursor lies inside the range): with `created_at < to` beside it the planner
 * may start every page at the top of the range. Reads `limit + 1` rows: the extra one says whether there is a next page.
 */
export function sentEmailsPageQuery(db: Kysely<Database>, scope: ListScope, range: ListRange, after: ListPosition | null, limit: number) {
  return db
    .selectFrom('outbox_messages as m')
    .select((eb) => [
      'm.id',
      'm.channel',
      'm.kind',
      'm.recipients',
      'm.subject',
      'm.status',
      'm.user_id',
      'm.shop_id',
      'm.organisation_id',
      'm.created_at',
      eb.selectFrom('outbox_attachments as a').select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef('a.message_id', '=', 'm.id').as('attachments'),
    ])
    .where(`m.${scope.column}`, '=', scope.id)
    .where('m.created_at', '>=', range.from)
    .$call((query) =>
      after === null
        ? query.where('m.created_at', '<', range.to)
        : query.where((eb) => eb(eb.refTuple('m.created_at', 'm.id'), '<', eb.tuple(after.createdAt, after.id))),
    )
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1);
}

/** One page as the viewer shows it (SentEmail rows), and where the next one starts (null: the last page). */
export async function sentEmailsPage(db: Kysely<Database>, scope: ListScope, range: ListRange, after: ListPosition | null, limit: number) {
  const rows = await sentEmailsPageQuery(db, scope, range, after, limit).execute();
  const page = rows.slice(0, limit).map(
    (row): SentEmail => ({
      id: Number(row.id),
      channel: row.channel === 'sms' ? 'sms' : 'email',
      kind: row.kind,
      to: recipientsOf(row.recipients),
      subject: row.channel === 'sms' ? null : row.subject,
      status: row.status,
      statusColour: statusColour(row.status) ?? 'disabled',
      userId: row.user_id,
      shopId: row.shop_id,
      organisationId: row.organisation_id,
      createdAt: row.created_at,
      attachments: Number(row.attachments ?? 0),
    }),
  );
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? ({ createdAt: last.createdAt, id: last.id } satisfies ListPosition) : null };
}

/** Whether the user or organisation of a scope exists (404 otherwise). */
export async function scopeExists(db: Kysely<Database>, scope: ListScope): Promise<boolean> {
  const table = scope.column === 'user_id' ? 'users' : 'organisations';
  return Boolean(await db.selectFrom(table).select('id').where('id', '=', scope.id).executeTakeFirst());
}
