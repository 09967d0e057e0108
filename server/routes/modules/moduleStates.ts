import { sql, type Kysely } from 'kysely';
import { DEV_FLAGS } from '../../../src/domain/devFlags.js';
import {
  moduleRefusal,
  organisationModuleStates,
  type ModuleStates,
  type OrganisationModule,
  type ShopsSummary,
} from '../../../src/domain/modules/organisationModules.js';
import type { CurrentUser } from '../../auth/routeAuth.js';
import type { Database, Organisation } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { activeDevFlags } from '../currentUser/store.js';

/**
 * The summary of an organisation's live shops (a deleted shop counts for nothing) that the module rules read, in ONE statement of scalar sub-queries, each an
 * index range: shops by organisation_id, feature states by their (shop_id, name) key, integrations by organisation.
 */
export async function shopsSummary(db: Kysely<Database>, organisationId: number): Promise<ShopsSummary> {
  const { rows } = await sql<Record<keyof ShopsSummary, number | string | null>>`
    select
      (select count(*) from shops where organisation_id = ${organisationId} and deleted_at is null) as "total",
      (select count(*) from shops where organisation_id = ${organisationId} and deleted_at is null and badging = 1) as "badging",
      (select count(*) from shops where organisation_id = ${organisationId} and deleted_at is null and automatic_planning_active = 1) as "automaticPlanning",
      (select count(*) from shops where organisation_id = ${organisationId} and deleted_at is null and country = 'FR') as "french",
      (select count(*) from shops s join shop_feature_states f on f.shop_id = s.id and f.name = 'payroll' and f.activated = 1
        where s.organisation_id = ${organisationId} and s.deleted_at is null) as "payroll",
      (select count(*) from shops s join shop_feature_states f on f.shop_id = s.id and f.name = 'payroll' and f.activated = 1
        where s.organisation_id = ${organisationId} and s.deleted_at is null and s.country = 'FR') as "frenchWithPayroll",
      (select count(*) from shops s join shop_feature_states f on f.shop_id = s.id and f.name = 'fortify_silae' and f.activated = 1
        where s.organisation_id = ${organisationId} and s.deleted_at is null) as "fortifySilae",
      (select count(*) from shops s
        join shop_feature_states t on t.shop_id = s.id and t.name = 'esignature_timesheet' and t.activated = 1
        join shop_feature_states a on a.shop_id = s.id and a.name = 'esignature_administrative_docs' and a.activated = 1
        where s.organisation_id = ${organisationId} and s.deleted_at is null) as "esignature",
      (select count(distinct i.shop_id) from shop_integrations i join shops s on s.id = i.shop_id and s.deleted_at is null
        where i.organisation_id = ${organisationId} and i.active = 1 and i.fake_destroyed_at is null) as "integration"
  `.execute(db);
  const row = rows[0];
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)])) as unknown as ShopsSummary;
}

/**
 * The module states of spec 2 §4 for this organisation, as the signed-in user's dev flags show them; e-signature is
 * hidden from a user without can_activate_esignature (spec 2 §6), whose call would be refused (403) anyway.
 */
export async function moduleStatesOf(db: Kysely<Database>, organisation: Organisation, user: Pick<CurrentUser, 'id' | 'permissions'>) {
  const shops = await shopsSummary(db, organisation.id);
  const devFlags = await activeDevFlags(db, user.id);
  const modules = organisationModuleStates({
    organisation: { isNewOffer: organisation.is_new_offer === 1, analyticsModule: organisation.analytics_module === 1 },
    devFlags: { payroll: devFlags.includes(DEV_FLAGS.payroll), legacyIntegrationDisabled: devFlags.includes(DEV_FLAGS.legacyIntegrationDisabled) },
    shops,
  });
  if (!user.permissions.can_activate_esignature) modules.esignature = { ...modules.esignature, visible: false };
  return { organisation_id: organisation.id, modules, shops };
}

/** 409 module_not_offered | module_already_active | module_already_inactive when the rules do not offer this action. */
export function assertOffered(modules: ModuleStates, module: OrganisationModule, activate: boolean): void {
  const refusal = moduleRefusal(modules, module, activate);
  if (refusal) throw new AppError(409, refusal.error, refusal.message);
}
