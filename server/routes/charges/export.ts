import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';

/** GET /super_admin/api/invoices/exports.xlsx (issue 18). */
export const chargeExportRoutes: FastifyPluginAsyncTypebox<RouteContext> = async () => {};
