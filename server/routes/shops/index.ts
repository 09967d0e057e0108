import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';
import { shopListRoutes } from './list.js';
import { shopRecordRoutes } from './record.js';
import { shopToggleRoutes } from './shopToggles.js';
import { shopWriteRoutes } from './shopWrites.js';

/**
 * The shops area (spec 1 §2.7, spec 2 §2.2, §7): the list and its export, the record and its pack offers, its edit,
 * delete and cash-recovery exclusion, its module toggles.
 */
export const shopRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  await app.register(shopListRoutes, context);
  await app.register(shopRecordRoutes, context);
  await app.register(shopWriteRoutes, context);
  await app.register(shopToggleRoutes, context);
};
