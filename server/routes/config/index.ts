import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleConfig } from '../../../src/contracts/config.js';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import type { RouteContext } from '../../http/routeContext.js';

/** GET /config.json: the console's runtime configuration (no rebuild to point it at another back end). */
export const configRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { config }) => {
  const body: ConsoleConfig = {
    productName: config.productName,
    productSlug: config.productSlug,
    mainAppUrl: config.mainAppUrl,
    ticketTrackerUrl: config.ticketTrackerUrl,
    companyEmailDomain: config.companyEmailDomain,
    allowedApiHosts: config.allowedApiHosts,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    services: { ...SERVICE_PATHS },
  };
  app.get(
    '/config.json',
    {
      config: { auth: 'public' },
      schema: { tags: ['system'], summary: "The console's runtime configuration", response: { 200: ConsoleConfig } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
};
