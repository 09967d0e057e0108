import { sql, type Kysely } from 'kysely';
import type { TimelineImpersonation } from '../../../../src/contracts/timeline.js';
import type { Database } from '../../../db/types/index.js';
import { keysetCondition } from '../keyset.js';
import type { KeysetBound } from '../position.js';

export const IMPERSONATION_ACTION = 'user.impersonate';

/**
 * The impersonations of the organisation's users (members of it, archived or not), newest first after `bound`: their
 * audit rows user.impersonate (entity_type 'user', entity_id the user), with the staff member who asked.
 */
export async function impersonationItems(db: Kysely<Database>, organisationId: number, bound: KeysetBound | null, limit: number): Promise<TimelineImpersonation[]> {
  const condition = keysetCondition(bound, 'created_at', 'id');
  const members = db
    .selectFrom('memberships')
    .select(sql<string>`cast(user_id as text)`.as('user_id'))
    .where('organisation_id', '=', organisationId);
  const rows = await db
    .selectFrom('audit_events')
    .select(['id', 'entity_id', 'actor_email', 'created_at'])
    .where('entity_type', '=', 'user')
    .where('action', '=', IMPERSONATION_ACTION)
    .where('entity_id', 'in', members)
    .$if(condition !== null, (query) => query.where(condition!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const userIds = [...new Set(rows.map((row) => Number(row.entity_id)))];
  const users =
    userIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute();
  const names = new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`.trim()]));
  return rows.map((row) => ({
    kind: 'impersonations',
    id: String(row.id),
    at: row.created_at,
    userId: Number(row.entity_id),
    userName: names.get(Number(row.entity_id)) ?? null,
    staff: row.actor_email,
  }));
}
