import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlacklistDeleted, BlacklistDeleteRequest, BlacklistQuery, BlacklistStatus, type BlacklistKind } from '../../../src/contracts/pins.js';
import { createBlacklist, type BlacklistEntry } from '../../adapters/blacklist/index.js';
import { BlacklistServiceError } from '../../adapters/blacklist/httpClient.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';

/** The one of email / phone a call names (exactly one, 400 otherwise). */
function lookupOf(input: { email?: string; phone?: string }): { kind: BlacklistKind; value: string } {
  if (input.email !== undefined && input.phone !== undefined) {
    throw new AppError(400, 'validation_failed', 'Give either email or phone, not both.', [{ path: 'phone', message: 'not allowed with email' }]);
  }
  if (input.email !== undefined) return { kind: 'email', value: input.email };
  if (input.phone !== undefined) return { kind: 'phone', value: input.phone };
  throw new AppError(400, 'validation_failed', 'Give email or phone.', [{ path: 'email', message: 'email or phone is required' }]);
}

const entryBody = (entry: BlacklistEntry) => ({ kind: entry.kind, value: entry.value, reason: entry.reason, created_at: entry.createdAt });

/** A blacklist service that cannot answer: 502, never read as "not blacklisted". */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BlacklistServiceError) throw new AppError(502, 'blacklist_unavailable', 'The blacklist service cannot be reached; try again later.');
    throw error;
  }
}

const unavailable = { ...ErrorBody, description: 'blacklist_unavailable: the blacklist service (BLACKLIST_URL) did not answer' };

/**
 * The blacklist (spec 2 §7 "Other", §2.3): whether an e-mail address or a phone number is blacklisted
 * (every super admin: the user page shows it), and un-blacklisting it. Un-blacklisting needs can_unblacklist
 * for both kinds (spec 2 §6 "canUnblacklist shows un-blacklist buttons"; §2.3's "a blacklisted SMS number can
 * be unblocked by a super admin" is read as: by a super admin holding that permission, as for e-mails).
 */
export const blacklistRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const url = config.outbox.blacklistUrl;

  app.get(
    '/super_admin/api/blacklist',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['blacklist'],
        summary: 'Whether an e-mail address (?email=) or a phone number (?phone=) is blacklisted',
        querystring: BlacklistQuery,
        response: { 200: BlacklistStatus, 400: ErrorBody, 502: unavailable },
      },
    },
    async (request) => {
      const { kind, value } = lookupOf(request.query);
      const entry = await answering(() => createBlacklist(db, url).find(kind, value));
      return entry ? { blacklisted: true, entry: entryBody(entry) } : { blacklisted: false };
    },
  );

  app.delete(
    '/super_admin/api/blacklist',
    {
      config: { auth: 'super_admin', permission: 'can_unblacklist', userTargets: ['body.user_id'] },
      schema: {
        tags: ['blacklist'],
        summary: 'Un-blacklist an e-mail address ({email}) or a phone number ({phone}) (audited)',
        description: 'Needs can_unblacklist. 404 not_blacklisted when it was not. user_id (optional) files the audit row in that user\'s history.',
        body: BlacklistDeleteRequest,
        response: { 200: BlacklistDeleted, 400: ErrorBody, 404: { ...ErrorBody, description: 'not_blacklisted' }, 502: unavailable },
      },
    },
    async (request) => {
      const { kind, value } = lookupOf(request.body);
      const userId = request.body.user_id;
      await answering(() =>
        db.transaction().execute(async (trx) => {
          // the embedded blacklist deletes in this transaction, with its audit row
          const blacklist = createBlacklist(trx, url);
          const entry = await blacklist.find(kind, value);
          if (!entry || !(await blacklist.delete(kind, value))) throw new AppError(404, 'not_blacklisted', `This ${kind === 'email' ? 'e-mail address' : 'phone number'} is not blacklisted.`);
          await audit(request, trx, {
            action: 'blacklist.delete',
            entityType: userId ? 'user' : 'blacklist',
            entityId: userId ?? `${kind}:${entry.value}`,
            before: entryBody(entry),
            ...(userId ? { event: { subtype: 'BLACKLIST_LIFTED' as const } } : {}),
          });
        }),
      );
      return { deleted: true as const };
    },
  );
};
