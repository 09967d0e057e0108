import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OrganisationModule } from '../../../src/domain/modules/organisationModules.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database, Organisation } from '../../db/types/index.js';
import { track } from '../../tracking/track.js';
import { setAnalyticsModule } from './applicationsStore.js';
import { assertOffered, moduleStatesOf } from './moduleStates.js';
import { recordShopsToggle, setShopFeatures, setShopFlag, syncHrisIntegration } from './shopModuleWrites.js';

/** The organisation-level actions of spec 2 §4, each checked against the rules (409) then applied in `trx`. */
export type ModuleToggle = 'time_clock' | 'smart_planner' | 'esignature' | 'payroll' | 'sirh' | 'analytics' | 'performance';

/**
 * Applies one toggle to every shop (or the organisation) in the caller's transaction: refuses what the rules do not
 * offer (409), writes set-based, one audit row per shop changed and one updated_option event. The shops it changed.
 */
export async function applyModuleToggle(
  request: FastifyRequest,
  trx: Kysely<Database>,
  dialect: Dialect,
  organisation: Organisation,
  module: ModuleToggle,
  on: boolean,
): Promise<number> {
  const { modules } = await moduleStatesOf(trx, organisation, currentUserOf(request));
  assertOffered(modules, module satisfies OrganisationModule, on);
  const id = organisation.id;
  const shopsToggle = async (shopIds: number[], field: string) => {
    await recordShopsToggle(request, trx, dialect, {
      organisationId: id,
      option: module,
      shops: shopIds.map((shopId) => ({ id: shopId, before: { [field]: !on }, after: { [field]: on } })),
      properties: { active: on },
    });
    return shopIds.length;
  };
  const analytics = async (value: boolean) => {
    await setAnalyticsModule(trx, id, value);
    await audit(request, trx, {
      action: 'organisation.analytics_module_update',
      entityType: 'organisation',
      entityId: id,
      before: { analytics_module: !value },
      after: { analytics_module: value },
      event: { subtype: value ? 'MODULE_ACTIVATED' : 'MODULE_DEACTIVATED', context: { module: 'analytics' } },
    });
  };
  switch (module) {
    case 'time_clock':
      return shopsToggle(await setShopFlag(trx, id, 'badging', on), 'badging');
    case 'smart_planner':
      return shopsToggle(await setShopFlag(trx, id, 'automatic_planning_active', on), 'automatic_planning_active');
    case 'esignature':
      return shopsToggle(await setShopFeatures(trx, id, ['esignature_timesheet', 'esignature_administrative_docs'], on), 'esignature');
    case 'payroll':
      return shopsToggle(await setShopFeatures(trx, id, ['payroll'], on, { frenchOnly: true }), 'payroll');
    case 'sirh': {
      const changed = await setShopFeatures(trx, id, ['fortify_silae'], on);
      await syncHrisIntegration(trx, id);
      return shopsToggle(changed, 'fortify_silae');
    }
    case 'analytics':
      await analytics(on);
      await track(trx, { name: 'updated_option', organisationId: id, userId: currentUserOf(request).id, properties: { option: module, active: on } });
      return 0;
    case 'performance': {
      // activating turns on both; deactivating turns automatic planning off, and analytics too if it was on (§4)
      const changed = await setShopFlag(trx, id, 'automatic_planning_active', on);
      if (on !== (organisation.analytics_module === 1)) await analytics(on);
      return shopsToggle(changed, 'automatic_planning_active');
    }
  }
}
