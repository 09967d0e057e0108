import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrganisationRecordAnswer } from '../../../src/contracts/organisationRecord.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { createShopQuota } from '../../adapters/shopQuota/index.js';
import { currentUserOf } from '../../auth/guard.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { organisationRecordAnswer } from './recordStore.js';

export const RECORD_DESCRIPTION =
  'Spec 2 §3: the organisation record, camelCase, with the light view\'s keys (administrators, advanced_planner, ' +
  'advanced_master: non-archived members whose licence original_type is system_admin, advanced_planner or advanced_master, ' +
  'by name). availableReferents are the administrators with e-mail and phone. smsUsed counts the outbox\'s SMS of the ' +
  'organisation since the 1st of the month (UTC). displayActiveEmployees reads "active / max users" for enterprise organisations ' +
  'on the new offer (the shop-quota service, asked for the first shop); when that service fails the count alone, with quotaError. ' +
  'Flags: can_exclude_from_cash_recovery (permission and not yet excluded), can_migrate_to_new_process (permission and not yet ' +
  'migrated), can_activate_esignature (permission and not on the new offer). 404 not_found for an unknown or deleted organisation.';

/** GET /super_admin/api/organisations/{id}: the record of the organisation page (and of the light view). */
export const organisationRecordRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const quota = createShopQuota(db, config.shopQuota);
  app.get(
    '/super_admin/api/organisations/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: 'One organisation: its record and what the caller may do with it',
        description: RECORD_DESCRIPTION,
        params: OrganisationParams,
        response: { 200: OrganisationRecordAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => organisationRecordAnswer(db, quota, request.params.id, currentUserOf(request).permissions),
  );
};
