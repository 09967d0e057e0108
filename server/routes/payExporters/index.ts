import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';
import { legacyIntegrationRoutes } from './legacyIntegrations.js';
import { payExporterRoutes } from './payExporters.js';

/**
 * Spec 2's pay exporters (§7 "Module toggles": manual and the automatic replication) and the legacy integrations the shop
 * page lists and removes (fake_destroy). Any super admin; audited. (server/routes/integrations/ is spec 3's.)
 */
export const payExporterAreaRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  await app.register(payExporterRoutes, context);
  await app.register(legacyIntegrationRoutes, context);
};
