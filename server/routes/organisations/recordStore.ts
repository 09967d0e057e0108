import type { Kysely } from 'kysely';
import type { OrganisationRecord, OrganisationRecordAnswer } from '../../../src/contracts/organisationRecord.js';
import type { PermissionFlags } from '../../../src/domain/permissions.js';
import type { Database } from '../../db/types/index.js';
import type { ShopQuotaService } from '../../adapters/shopQuota/index.js';
import { AppError } from '../../http/errors.js';
import { displayActiveEmployees } from './activeEmployees.js';
import { peopleByLicence } from './store.js';

/** The first instant of the current calendar month (UTC), ISO: the SMS count starts there. */
export function startOfMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** The live (not deleted) organisation row; 404 not_found otherwise. */
export async function liveOrganisation(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('organisations').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No organisation ${id}.`);
  return row;
}

const parseNames = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Spec 2 §3, the organisation record. A handful of indexed reads, none over the users of the
 * organisation: the counters are columns (organisations.shops_count / users_count), the SMS a range
 * of the (organisation_id, channel, created_at) index, the people those holding a few licences.
 */
export async function organisationRecord(db: Kysely<Database>, quota: ShopQuotaService, id: number): Promise<OrganisationRecord> {
  const row = await liveOrganisation(db, id);
  const [sms, people, licenses, root, firstShop] = await Promise.all([
    db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organisation_id', '=', id)
      .where('channel', '=', 'sms')
      .where('created_at', '>=', startOfMonth())
      .executeTakeFirstOrThrow(),
    peopleByLicence(db, id),
    db.selectFrom('licenses').select(['id', 'name']).where('organisation_id', '=', id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('cluster_nodes').select('id').where('organisation_id', '=', id).where('parent_id', 'is', null).orderBy('id').limit(1).executeTakeFirst(),
    row.is_new_offer
      ? db.selectFrom('shops').select('id').where('organisation_id', '=', id).orderBy('id').limit(1).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const active = await displayActiveEmployees(quota, { usersCount: row.users_count, isNewOffer: row.is_new_offer === 1, firstShopId: firstShop?.id ?? null });
  return {
    id: row.id,
    name: row.name,
    administrators: people.administrators.map(({ id: personId, name }) => ({ id: personId, name })),
    advanced_planner: people.advanced_planner,
    advanced_master: people.advanced_master,
    corporateName: row.corporate_name,
    packOfferName: row.plan,
    smsLimit: row.sms_limit,
    smsUsed: Number(sms.n),
    referentId: row.owner_id,
    referentName: row.owner_name,
    referentEmail: row.owner_email,
    referentPhone: row.owner_phone,
    availableReferents: people.administrators,
    status: row.status,
    createdAt: row.created_at,
    nActiveEmployees: row.users_count,
    ...active,
    nShops: row.shops_count,
    siren: row.siren,
    clusters: row.clusters === 1,
    clusterNodeId: root?.id ?? null,
    hrisIntegration: row.hris_integration === 1,
    licenses,
    analyticsModule: row.analytics_module === 1,
    exporters: parseNames(row.exporters),
    globalIntegrations: parseNames(row.global_integrations),
    isNewOffer: row.is_new_offer === 1,
    isEnterprise: row.is_enterprise === 1,
    maxUsers: row.max_users,
    createdFromSvcBillingAutomation: row.created_from_svc_billing_automation === 1,
    migratedToNewProcess: row.billing_new_process_at !== null,
    excludedFromCashRecovery: row.excluded_from_cash_recovery_at !== null,
  };
}

/** The record with the flags of spec 2 §3: the caller's permission and the organisation's state. */
export async function organisationRecordAnswer(
  db: Kysely<Database>,
  quota: ShopQuotaService,
  id: number,
  permissions: PermissionFlags,
): Promise<OrganisationRecordAnswer> {
  const organisation = await organisationRecord(db, quota, id);
  return {
    organisation,
    can_exclude_from_cash_recovery: permissions.can_exclude_from_cash_recovery && !organisation.excludedFromCashRecovery,
    can_migrate_to_new_process: permissions.can_migrate_to_new_process && !organisation.migratedToNewProcess,
    can_activate_esignature: permissions.can_activate_esignature && !organisation.isNewOffer,
  };
}
