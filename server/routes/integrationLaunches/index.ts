import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';
import { annualizationRoutes } from './annualization.js';
import { automaticJobRoutes } from './automaticJobs.js';
import { contactRoutes } from './contacts.js';
import { missionRoutes } from './missions.js';

/**
 * Issue 31, the launches side of the integration jobs tab (spec 3 §2.1, §7): main contacts and administrators,
 * automatic jobs and their manual launch, the missions upload (shops service) and annualisation (employees service).
 */
export const integrationLaunchRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  await app.register(contactRoutes, context);
  await app.register(automaticJobRoutes, context);
  await app.register(missionRoutes, context);
  await app.register(annualizationRoutes, context);
};
