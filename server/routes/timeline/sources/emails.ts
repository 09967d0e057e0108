import type { Kysely } from 'kysely';
import type { TimelineEmail } from '../../../../src/contracts/timeline.js';
import { statusColour } from '../../../../src/domain/events/subtypes.js';
import type { Database } from '../../../db/types/index.js';
import { keysetCondition } from '../keyset.js';
import type { KeysetBound } from '../position.js';

const recipientsOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The organisation's e-mails and SMS (the outbox rows naming it), newest first after `bound`. */
export async function emailItems(db: Kysely<Database>, organisationId: number, bound: KeysetBound | null, limit: number): Promise<TimelineEmail[]> {
  const condition = keysetCondition(bound, 'created_at', 'id');
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'kind', 'recipients', 'subject', 'status', 'shop_id', 'user_id', 'created_at'])
    .where('organisation_id', '=', organisationId)
    .$if(condition !== null, (query) => query.where(condition!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: 'emails',
    id: String(row.id),
    at: row.created_at,
    emailId: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    template: row.kind,
    subject: row.subject,
    to: recipientsOf(row.recipients),
    status: row.status,
    statusColour: statusColour(row.status) ?? 'light',
    shopId: row.shop_id,
    userId: row.user_id,
  }));
}
