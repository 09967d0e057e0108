import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteContext } from '../../http/routeContext.js';

const ConsoleConfig = Type.Object({
  productName: Type.String(),
  productSlug: Type.String(),
  mainAppUrl: Type.Union([Type.String(), Type.Null()]),
  ticketTrackerUrl: Type.Union([Type.String(), Type.Null()]),
  companyEmailDomain: Type.String(),
  allowedApiHosts: Type.Array(Type.String()),
  mapTileUrl: Type.String({ description: "the shops map's tile URL template ({z}/{x}/{y})" }),
  mapAttribution: Type.String({ description: "the shops map's attribution (HTML)" }),
  services: Type.Object(
    {
      superAdmin: Type.String(),
      auth: Type.String(),
      labourLaws: Type.String(),
      payConfig: Type.String(),
      events: Type.String(),
      emails: Type.String(),
    },
    { description: 'base URL of each back-end service; "" means the same origin' },
  ),
});

/** GET /config.json: the console's runtime configuration (no rebuild to point it at another back end). */
export const configRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { config }) => {
  const body = {
    productName: config.productName,
    productSlug: config.productSlug,
    mainAppUrl: config.mainAppUrl,
    ticketTrackerUrl: config.ticketTrackerUrl,
    companyEmailDomain: config.companyEmailDomain,
    allowedApiHosts: config.allowedApiHosts,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    services: {
      superAdmin: '',
      auth: '',
      labourLaws: '/services/labour-laws',
      payConfig: '/services/pay-config',
      events: '/services/events',
      emails: '/services/emails',
    },
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
