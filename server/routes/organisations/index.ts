import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';
import { organisationBillingProcessRoutes } from './billingProcess.js';
import { organisationLicenseRoutes } from './licences.js';
import { organisationListRoutes } from './list.js';
import { organisationRecordRoutes } from './record.js';
import { organisationShopRoutes } from './shops.js';
import { organisationWriteRoutes } from './writes.js';

/**
 * The organisations area (spec 1 §2.4, spec 2 §2.1, §7): the list and its export, the record, its edit and delete,
 * its shops and licences tabs, the billing-process actions.
 */
export const organisationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  await app.register(organisationListRoutes, context);
  await app.register(organisationShopRoutes, context);
  await app.register(organisationLicenseRoutes, context);
  await app.register(organisationRecordRoutes, context);
  await app.register(organisationWriteRoutes, context);
  await app.register(organisationBillingProcessRoutes, context);
};
