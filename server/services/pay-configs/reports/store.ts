import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types/index.js';

type Db = Kysely<Database>;

/** The zone schedules are read in when an organisation has no shop to tell it (the product's home market). */
export const DEFAULT_REPORT_TIME_ZONE = 'Europe/Paris';

/** An organisation's time zone: its first live shop's (shops carry the zone; organisations do not), else Europe/Paris. */
export async function organisationTimeZone(db: Db, organisationId: number): Promise<string> {
  const shop = await db
    .selectFrom('shops')
    .select('timezone')
    .where('organisation_id', '=', organisationId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return validZone(shop?.timezone) ?? DEFAULT_REPORT_TIME_ZONE;
}

function validZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/**
 * Who receives an organisation's reports: its main contacts, the referent when none. The console keeps no other main
 * contact of an organisation than its referent (spec 2 §2.1 "referent"; the HRIS contacts of spec 3 are per HRIS key),
 * so today this is the referent's e-mail; empty when there is none.
 */
export async function reportRecipients(db: Db, organisationId: number): Promise<string[]> {
  const organisation = await db.selectFrom('organisations').select(['owner_email']).where('id', '=', organisationId).executeTakeFirst();
  return organisation?.owner_email ? [organisation.owner_email] : [];
}
