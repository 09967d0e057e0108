import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IntegrationParams, IntegrationsAnswer, IntegrationsQuery, IntegrationUpdateAnswer, IntegrationUpdateBody } from '../../../src/contracts/modules.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { fakeDestroyIntegration, shopIntegrations, shopOfLiveOrganisation } from './store.js';

const NOT_FOUND = { ...ErrorBody, description: 'not_found' };

/** The shop page's integrations (spec 2 §2.2 "delete a legacy integration", §7): list them, remove one (fake_destroy). */
export const legacyIntegrationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/integrations/integrations/',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "A shop's integrations (not fake-destroyed), optionally of one source",
        description: "Query shop_id, source? (e.g. 'legacy'). 404 not_found when the shop does not exist.",
        querystring: IntegrationsQuery,
        response: { 200: IntegrationsAnswer, 404: NOT_FOUND },
      },
    },
    async (request) => {
      if (!(await shopOfLiveOrganisation(db, request.query.shop_id))) throw new AppError(404, 'not_found', `No shop ${request.query.shop_id}.`);
      return { integrations: await shopIntegrations(db, request.query.shop_id, request.query.source) };
    },
  );

  app.patch(
    '/super_admin/api/integrations/integrations/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: 'Remove an integration (fake_destroy), e.g. the legacy one from the shop page',
        description:
          'Body {shop_id, source, fake_destroy: true}: marks it fake_destroyed_at (it leaves every list and no longer counts as the ' +
          "shop's integration); audited. 404 not_found when it is not that shop's integration of that source, or already removed.",
        params: IntegrationParams,
        body: IntegrationUpdateBody,
        response: { 200: IntegrationUpdateAnswer, 404: NOT_FOUND },
      },
    },
    async (request) => {
      const { shop_id: shopId, source } = request.body;
      return db.transaction().execute(async (trx) => {
        const { row, destroyedAt } = await fakeDestroyIntegration(trx, request.params.id, shopId, source);
        await audit(request, trx, { action: 'shop.integration_fake_destroy', entityType: 'shop', entityId: shopId, before: { integration_id: row.id, source }, after: { fake_destroyed_at: destroyedAt } });
        return { integration: { id: row.id, shop_id: row.shop_id, source: row.source, name: row.name, active: row.active === 1, fake_destroyed_at: destroyedAt } };
      });
    },
  );
};
