import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';

export function usersByIds(db: Kysely<Database>, ids: readonly number[]) {
  return db.selectFrom('users').select(['id', 'email', 'first_name', 'lang', 'archived_at']).where('id', 'in', [...ids]).execute();
}

/** The organisations of these users, main membership first, then oldest: the first of a user names the invitation. */
export function organisationsOfUsers(db: Kysely<Database>, userIds: readonly number[]) {
  return db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select(['memberships.user_id', 'organisations.id', 'organisations.name'])
    .where('memberships.user_id', 'in', [...userIds])
    .orderBy('memberships.main', 'desc')
    .orderBy('memberships.id')
    .execute();
}

export interface NewInvitation {
  userId: number;
  organisationId: number | null;
  sentById: number;
  email: string;
  lang: string;
  subject: string;
  /** the invitation's e-mail in the outbox (its content and status history are there) */
  outboxMessageId: number;
}

/** Records a queued invitation in the caller's transaction; `mail` keeps a summary, the e-mail itself is the outbox message. */
export function insertInvitation(trx: Kysely<Database>, invitation: NewInvitation) {
  return trx
    .insertInto('invitations')
    .values({
      user_id: invitation.userId,
      organisation_id: invitation.organisationId,
      sent_by_id: invitation.sentById,
      email: invitation.email,
      mail: JSON.stringify({ to: invitation.email, lang: invitation.lang, subject: invitation.subject, outbox_message_id: invitation.outboxMessageId }),
      outbox_message_id: invitation.outboxMessageId,
      status: 'queued',
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'user_id', 'email', 'status'])
    .executeTakeFirstOrThrow();
}
