import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** The three applications linked to the analytics module (spec 2 §3 "An organisation's applications"). */
export const ANALYTICS_APPLICATIONS = ['Analytics API', 'Analytics dashboards', 'Analytics export'] as const;

export async function organisationApplications(db: Kysely<Database>, organisationId: number) {
  return db.selectFrom('organisation_applications').select(['id', 'name']).where('organisation_id', '=', organisationId).orderBy('id').execute();
}

/** Turns analytics on or off: the flag, and the three applications created (on) or all deleted (off). */
export async function setAnalyticsModule(trx: Kysely<Database>, organisationId: number, on: boolean): Promise<void> {
  const now = new Date().toISOString();
  await trx.updateTable('organisations').set({ analytics_module: on ? 1 : 0, updated_at: now }).where('id', '=', organisationId).execute();
  await trx.deleteFrom('organisation_applications').where('organisation_id', '=', organisationId).execute();
  if (on) {
    await trx
      .insertInto('organisation_applications')
      .values(ANALYTICS_APPLICATIONS.map((name) => ({ organisation_id: organisationId, name, created_at: now })))
      .execute();
  }
}

/** Deletes one application of the organisation; 404 not_found when it is not one of its applications. */
export async function deleteApplication(trx: Kysely<Database>, organisationId: number, applicationId: number) {
  const row = await trx
    .selectFrom('organisation_applications')
    .select(['id', 'name'])
    .where('id', '=', applicationId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No application ${applicationId} in organisation ${organisationId}.`);
  await trx.deleteFrom('organisation_applications').where('id', '=', applicationId).execute();
  return row;
}
