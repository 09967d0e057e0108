import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import { loadOrCreateJwtSecret } from '../../auth/jwtSecret.js';
import type { RouteContext } from '../../http/routeContext.js';
import { displayRoutes } from './display.js';
import { linkSigner } from './links.js';
import { listRoutes } from './list.js';
import { testEmailRoutes } from './testEmail.js';
import { webhookRoutes } from './webhook.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.emails` here. */
export const EMAILS_PREFIX = SERVICE_PATHS.emails;

/**
 * The e-mail repository service (spec 2 §2.6, §7; issue 19): its own prefix, as if it were its own host. It reads
 * the outbox (server/outbox/): a user's or an organisation's sent e-mails and SMS, one message with signed links to
 * its content and attachments, the test e-mail through either provider, and the provider's delivery webhook.
 */
export const emailsService: FastifyPluginAsyncTypebox<RouteContext & { prefix?: string }> = async (app, options) => {
  // the routes below are registered inside this prefixed scope: they must not take the prefix a second time
  const { prefix: _prefix, ...context } = options;
  // the JWT secret exists by now (buildApp loads or creates it before any route): this reads it
  const secret = context.config.jwtSecret ?? (await loadOrCreateJwtSecret(context.db));
  const links = linkSigner(secret, context.config.emailRepository.contentLinkTtl);
  await app.register(listRoutes, context);
  await app.register(displayRoutes, { ...context, links });
  await app.register(testEmailRoutes, context);
  await app.register(webhookRoutes, context);
};
