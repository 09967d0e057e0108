import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';
import { legacyIntegrationRoutes } from './legacyIntegrations.js';
import { payExporterRoutes } from './payExporters.js';

/**
 * Spec 2 §7 "Module toggles": pay exporters (manual and the automatic replication), and the integrations the shop page
 * lists and removes (fake_destroy). Any super admin; audited.
 */
export const integrationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  await app.register(payExporterRoutes, context);
  await app.register(legacyIntegrationRoutes, context);
};
