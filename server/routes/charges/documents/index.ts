import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from '../../../http/routeContext.js';
import type { JobWorker } from '../../../jobs/worker.js';

/** An invoice's documents (issue 18): its PDF, the mail preview and send_invoice_again. */
export const chargeDocumentRoutes: FastifyPluginAsyncTypebox<RouteContext & { jobs: JobWorker }> = async () => {};
