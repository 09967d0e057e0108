import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeleteRequestAnswer, OrganisationRecordAnswer, OrganisationUpdate } from '../../../src/contracts/organisationRecord.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { createShopQuota } from '../../adapters/shopQuota/index.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { registerDeleteRoute } from '../../outbound/crmDeleteRequest.js';
import { organisationChanges } from './organisationChanges.js';
import { liveOrganisation, organisationRecordAnswer } from './recordStore.js';
import { peopleByLicence, softDeleteOrganisation, updateOrganisation } from './store.js';
import { track } from '../../tracking/track.js';
import { applyModuleToggle } from '../modules/organisationModuleWrites.js';

/** PATCH and DELETE /super_admin/api/organisations/{id} (spec 2 §2.1 details tab, §4 "Organisation edit", §7). */
export const organisationWriteRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect, config, jobs }) => {
  const quota = createShopQuota(db, config.shopQuota);

  app.patch(
    '/super_admin/api/organisations/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: "Edit an organisation's referent, status, networks or pack",
        description:
          'Body {organisation: {owner_id?, status?, clusters?, pack_offer_name?}}. owner_id must be one of the record\'s ' +
          'availableReferents (422 referent_not_available); status and pack_offer_name one of the listed values (400 validation_failed); ' +
          'clusters cannot go from true to false (422 clusters_locked). The owner\'s copies on the organisation, the status copy on its ' +
          'shops and the search index follow. A status change records the tracking event updated_status_orga, a pack change updated_pack ' +
          '({from, to}), in the same transaction as the audit row. Modules (spec 2 §7): {organisation: {modules: {analytics_module}}} turns ' +
          'analytics on (creating its three applications) or off (deleting them); {organisation: {modules: {fortify_silae}}} sets the ' +
          'SIRH feature of every shop; each audited with the tracking event updated_option {option, active}, refused with 409 ' +
          'module_not_offered | module_already_active | module_already_inactive when the rules of spec 2 §4 do not offer it. ' +
          'Answers the record as GET does. 404 not_found.',
        params: OrganisationParams,
        body: OrganisationUpdate,
        response: {
          200: OrganisationRecordAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'module_not_offered | module_already_active | module_already_inactive' },
          422: { ...ErrorBody, description: 'referent_not_available | clusters_locked' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUserOf(request);
      await db.transaction().execute(async (trx) => {
        const before = await liveOrganisation(trx, id);
        const referents = request.body.organisation.owner_id === undefined ? [] : (await peopleByLicence(trx, id)).administrators.map((p) => p.id);
        const { changes, before: changedBefore, after, events } = organisationChanges(before, request.body.organisation, referents);
        if (Object.keys(changes).length > 0) {
          await updateOrganisation(trx, id, { ...changes, updated_at: new Date().toISOString() });
          for (const event of events) await track(trx, { ...event, organisationId: id, userId: user.id });
          await audit(request, trx, { action: 'organisation.update', entityType: 'organisation', entityId: id, before: changedBefore, after, event: { subtype: 'ORGANISATION_UPDATED' } });
        }
        const modules = request.body.organisation.modules ?? {};
        if (modules.analytics_module !== undefined) await applyModuleToggle(request, trx, dialect, before, 'analytics', modules.analytics_module);
        if (modules.fortify_silae !== undefined) await applyModuleToggle(request, trx, dialect, before, 'sirh', modules.fortify_silae);
      });
      return organisationRecordAnswer(db, quota, id, user.permissions);
    },
  );

  registerDeleteRoute(app, { db, jobs }, {
    type: 'organisation',
    url: '/super_admin/api/organisations/:id',
    tags: ['organisations'],
    summary: 'Delete an organisation (or ask the CRM to, for one the billing automation created)',
    description:
      'An organisation is soft-deleted (deleted_at): it leaves the organisations list and export, the global search, the shops ' +
      'list and map (its shops), and its record answers 404; 204. The audit row holds the state before. For an organisation ' +
      'created from the billing automation service nothing is deleted: a delete request is recorded (outbound_requests) and sent ' +
      'to the CRM through that service by a background job with retries; 202 {delete_request: {id, status}}. A second DELETE ' +
      'while one is pending: 409 delete_request_pending. 404 not_found.',
    params: OrganisationParams,
    requested: DeleteRequestAnswer,
    event: 'ORGANISATION_DELETED',
    read: liveOrganisation,
    crmPayload: (organisation) => ({ name: organisation.name, siren: organisation.siren }),
    softDelete: (trx, organisation, at) => softDeleteOrganisation(trx, dialect, organisation.id, at),
  });
};
