import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';
import { payExporterRoutes } from './payExporters.js';

/**
 * Spec 2's pay exporters (§7 "Module toggles": manual and the automatic replication). Any super admin; audited. The legacy
 * integrations the shop page lists and removes (fake_destroy) share their paths with spec 3's pay configs: server/routes/integrations/.
 */
export const payExporterAreaRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  await app.register(payExporterRoutes, context);
};
