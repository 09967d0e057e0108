import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import type { HrisService } from './hris.js';

/** The key of the one HRIS integration the embedded default knows: the organisation's HRIS flag (fortify_silae, spec 2). */
export const EMBEDDED_HRIS_KEY = 'silae';

/**
 * The HRIS answered from our database (used when HRIS_URL is not set): an organisation with its HRIS flag on has the
 * integration 'silae', whose employees are the organisation's users holding a pay identification number. A job run on it
 * finds everyone as they are (unchanged), which is what an HRIS in step with the product answers.
 */
export function embeddedHris(db: Kysely<Database>): HrisService {
  return {
    async integrationKeys(organisationId) {
      const row = await db.selectFrom('organisations').select('hris_integration').where('id', '=', organisationId).where('deleted_at', 'is', null).executeTakeFirst();
      return row?.hris_integration === 1 ? [EMBEDDED_HRIS_KEY] : [];
    },
    async employees(organisationId, integrationKey) {
      if (integrationKey !== EMBEDDED_HRIS_KEY) return [];
      const rows = await db
        .selectFrom('users')
        .select(['pay_identification_number', 'first_name', 'last_name', 'email', 'phone'])
        .where('organisation_id', '=', organisationId)
        .where('archived_at', 'is', null)
        .where('pay_identification_number', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ payIdentificationNumber: row.pay_identification_number!, firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone }));
    },
  };
}
