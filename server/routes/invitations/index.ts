import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Invitations, InvitationsRequest, MAX_BULK_INVITATIONS } from '../../../src/contracts/invitations.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Config } from '../../config.js';
import { AppError, ErrorBody, type ErrorDetail } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { queueEmail } from '../../outbox/queue.js';
import { renderInvitationMail } from './mail.js';
import { insertInvitation, organisationsOfUsers, usersByIds } from './store.js';

function signInUrl(config: Config, request: FastifyRequest, email: string): string {
  const base = config.mainAppUrl ?? `${request.protocol}://${request.host}/main_app`;
  return `${base}/users/sign_in?email=${encodeURIComponent(email)}`;
}

/** POST /super_admin/api/invitations: (re)sends invitations; each e-mail is queued in the outbox (server/outbox/), delivered by the job worker. */
export const invitationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.post(
    '/super_admin/api/invitations',
    {
      config: { auth: 'super_admin', userTargets: ['body.invitation.user_id', 'body.user_ids'] },
      schema: {
        tags: ['invitations'],
        summary: 'Send (again) the invitation e-mail to one user or to several (audited)',
        description:
          'Records one invitation per user and queues its e-mail in the outbox, rendered in the user\'s language (one of the 11 locales; ' +
          `others get English), status queued; the job worker delivers it. All or nothing: 404 not_found when a user is unknown, 422 user_not_invitable when one has no e-mail or is archived ` +
          `(details name them). At most ${MAX_BULK_INVITATIONS} users a call.`,
        body: InvitationsRequest,
        response: {
          201: Invitations,
          404: { ...ErrorBody, description: 'not_found (details: the unknown ids)' },
          422: { ...ErrorBody, description: 'user_not_invitable (details: users without e-mail or archived)' },
        },
      },
    },
    async (request, reply) => {
      const staff = currentUserOf(request);
      const body = request.body;
      const ids = [...new Set([...(body.invitation ? [body.invitation.user_id] : []), ...(body.user_ids ?? [])])];
      const users = await usersByIds(db, ids);
      const byId = new Map(users.map((u) => [u.id, u]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length > 0) {
        throw new AppError(404, 'not_found', `Unknown user(s): ${missing.join(', ')}.`, missing.map((id) => ({ path: 'user_ids', message: `no user ${id}` })));
      }
      const problems: ErrorDetail[] = users.flatMap((u) =>
        !u.email ? [{ path: 'user_ids', message: `user ${u.id} has no e-mail` }] : u.archived_at ? [{ path: 'user_ids', message: `user ${u.id} is archived` }] : [],
      );
      if (problems.length > 0) throw new AppError(422, 'user_not_invitable', 'Some users cannot be invited.', problems);

      const organisations = await organisationsOfUsers(db, ids);
      const organisationOf = (userId: number) => organisations.find((o) => o.user_id === userId) ?? null;

      // rendered before the transaction: it holds no lock while React Email works
      const mails = await Promise.all(
        ids.map((id) => {
          const user = byId.get(id)!;
          return renderInvitationMail({
            to: user.email!,
            lang: user.lang,
            firstName: user.first_name,
            organisationName: organisationOf(id)?.name ?? null,
            productName: config.productName,
            signInUrl: signInUrl(config, request, user.email!),
          });
        }),
      );

      const invitations = await db.transaction().execute(async (trx) => {
        const created = [];
        for (const [i, id] of ids.entries()) {
          const mail = mails[i];
          const email = mail.to;
          const organisationId = organisationOf(id)?.id ?? null;
          const message = await queueEmail(trx, {
            kind: 'invitation',
            to: [email],
            language: mail.lang,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            organisationId,
            userId: id,
            createdById: staff.id,
          }, requestOrigin(request));
          const row = await insertInvitation(trx, { userId: id, organisationId, sentById: staff.id, email, lang: mail.lang, subject: mail.subject, outboxMessageId: message.id });
          await audit(request, trx, {
            action: 'user.invite',
            entityType: 'user',
            entityId: id,
            event: { subtype: 'USER_INVITED' },
            after: { invitation_id: row.id, email, subject: mail.subject, outbox_message_id: message.id },
          });
          created.push({ ...row, status: 'queued' as const });
        }
        return created;
      });
      return reply.status(201).send({ invitations });
    },
  );
};
