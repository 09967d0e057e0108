import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillingProcessAnswer, MigrateToNewProcessBody } from '../../../src/contracts/organisationRecord.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { liveOrganisation } from './recordStore.js';
import { updateOrganisation } from './store.js';

/**
 * Spec 2 §2.1 and §7: 'migrate to the new billing process' (can_migrate_to_new_process) and 'exclude
 * from cash recovery' (can_exclude_from_cash_recovery); each happens once (409), each is audited.
 */
export const organisationBillingProcessRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.post(
    '/super_admin/api/organisations/migrate_to_billing_new_process',
    {
      config: { auth: 'super_admin', permission: 'can_migrate_to_new_process' },
      schema: {
        tags: ['organisations'],
        summary: 'Move an organisation to the new billing process',
        description: 'Body {organisation_id}. Answers {organisation_id, migrated_at}. 404 not_found; 409 already_migrated.',
        body: MigrateToNewProcessBody,
        response: {
          200: BillingProcessAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'already_migrated' },
        },
      },
    },
    async (request) => {
      const id = request.body.organisation_id;
      return db.transaction().execute(async (trx) => {
        const row = await liveOrganisation(trx, id);
        if (row.billing_new_process_at) throw new AppError(409, 'already_migrated', `Organisation ${id} is already on the new billing process.`);
        const at = new Date().toISOString();
        await updateOrganisation(trx, id, { billing_new_process_at: at, updated_at: at });
        await audit(request, trx, {
          action: 'organisation.migrate_to_billing_new_process',
          entityType: 'organisation',
          entityId: id,
          before: { billing_new_process_at: null },
          after: { billing_new_process_at: at },
        });
        return { organisation_id: id, migrated_at: at };
      });
    },
  );

  app.post(
    '/super_admin/api/organisations/:id/exclude_from_cash_recovery',
    {
      config: { auth: 'super_admin', permission: 'can_exclude_from_cash_recovery' },
      schema: {
        tags: ['organisations'],
        summary: 'Exclude an organisation from cash recovery',
        description: 'No body. Answers {organisation_id, excluded_at}. 404 not_found; 409 already_excluded.',
        params: OrganisationParams,
        response: {
          200: BillingProcessAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'already_excluded' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction().execute(async (trx) => {
        const row = await liveOrganisation(trx, id);
        if (row.excluded_from_cash_recovery_at) throw new AppError(409, 'already_excluded', `Organisation ${id} is already excluded from cash recovery.`);
        const at = new Date().toISOString();
        await updateOrganisation(trx, id, { excluded_from_cash_recovery_at: at, updated_at: at });
        await audit(request, trx, {
          action: 'organisation.exclude_from_cash_recovery',
          entityType: 'organisation',
          entityId: id,
          before: { excluded_from_cash_recovery_at: null },
          after: { excluded_from_cash_recovery_at: at },
        });
        return { organisation_id: id, excluded_at: at };
      });
    },
  );
};
