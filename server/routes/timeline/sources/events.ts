import type { Kysely } from 'kysely';
import type { TimelineEvent } from '../../../../src/contracts/timeline.js';
import type { Database } from '../../../db/types/index.js';
import { eventContext } from '../../../services/events/listStore.js';
import { keysetCondition } from '../keyset.js';
import type { KeysetBound } from '../position.js';

/**
 * Left out of the events kind because another kind tells them better: the outbox's status events (the e-mails kind
 * shows each message with its latest status) and USER_IMPERSONATED (the impersonations kind, with the staff member).
 */
const TOLD_ELSEWHERE = { source: 'outbox', subtypes: ['USER_IMPERSONATED'] } as const;

/** The organisation's events (the events service's table, migration 0029), newest first (by occurred_at) after `bound`. */
export async function eventItems(db: Kysely<Database>, organisationId: number, bound: KeysetBound | null, limit: number): Promise<TimelineEvent[]> {
  const condition = keysetCondition(bound, 'e.occurred_at', 'e.id');
  const rows = await db
    .selectFrom('service_events as e')
    .leftJoin('shops as s', 's.id', 'e.shop_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.occurred_at',
      'e.source',
      'e.subtype',
      'e.shop_id',
      's.name as shop_name',
      'e.user_id',
      'u.first_name',
      'u.last_name',
      'e.impersonated_by',
      'e.email_id',
      'e.error_message',
      'e.context',
    ])
    .where('e.organisation_id', '=', organisationId)
    .where('e.source', '!=', TOLD_ELSEWHERE.source)
    .where('e.subtype', 'not in', [...TOLD_ELSEWHERE.subtypes])
    .$if(condition !== null, (query) => query.where(condition!))
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: 'events',
    id: String(row.id),
    at: row.occurred_at,
    subtype: row.subtype,
    source: row.source,
    shopId: row.shop_id,
    shopName: row.shop_name,
    userId: row.user_id,
    userName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    impersonatedBy: row.impersonated_by,
    emailId: row.email_id,
    errorMessage: row.error_message,
    context: eventContext(row.context),
  }));
}
