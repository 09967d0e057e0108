import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types/index.js';
import { DEFAULT_TIME_ZONE, organisationTimeZones } from '../store.js';

type Db = Kysely<Database>;

/** An organisation's time zone, the schedules' clock: the one rule of the pay-config service (organisationTimeZones). */
export async function organisationTimeZone(db: Db, organisationId: number): Promise<string> {
  return (await organisationTimeZones(db, [organisationId])).get(organisationId) ?? DEFAULT_TIME_ZONE;
}

/**
 * Who receives an organisation's reports (issue 30): its main contacts (spec 3 §3.3, the administrators chosen per HRIS
 * key, in their order, each once), the referent when none; empty when there is neither.
 */
export async function reportRecipients(db: Db, organisationId: number): Promise<string[]> {
  const contacts = await db
    .selectFrom('organisation_main_contacts as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.email'])
    .where('c.organisation_id', '=', organisationId)
    .where('u.archived_at', 'is', null)
    .orderBy('c.integration_key')
    .orderBy('c.position')
    .execute();
  const emails = [...new Set(contacts.map((row) => row.email).filter((email): email is string => Boolean(email)))];
  if (emails.length > 0) return emails;
  const organisation = await db.selectFrom('organisations').select(['owner_email']).where('id', '=', organisationId).executeTakeFirst();
  return organisation?.owner_email ? [organisation.owner_email] : [];
}
