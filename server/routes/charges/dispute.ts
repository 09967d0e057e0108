import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../http/routeContext.js';

/** The disputed payments (issue 18): disputed_last and undispute_last. */
export const chargeDisputeRoutes: FastifyPluginAsyncTypebox<RouteContext> = async () => {};
