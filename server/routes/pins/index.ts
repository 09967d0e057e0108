import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartedJob } from '../../../src/contracts/jobs.js';
import { PinRefreshRequest, PinRefreshResult, PinSendRequest, PinSendResult } from '../../../src/contracts/pins.js';
import { createBlacklist } from '../../adapters/blacklist/index.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import { PIN_SEND, type PinSendPayload } from './groupSend.js';
import { pinRenderer } from './mail.js';
import { mainMemberships, sendPinsBatch } from './send.js';
import { assignPins, groupUserIds, pinUsersByIds } from './store.js';
import { resolveTarget } from './targets.js';

const errors = {
  400: { ...ErrorBody, description: 'validation_failed (the id matching type is missing, or a malformed body) or no_channel' },
  404: { ...ErrorBody, description: 'not_found: unknown user, shop or organisation' },
  422: { ...ErrorBody, description: 'user_archived, user_not_in_shop, user_not_in_organisation, shop_not_in_organisation, no_recipient' },
};

/**
 * Punch-clock PINs (spec 2 §2.3, §7 "Users and PINs"): POST sends them (one user: queued in this request;
 * a shop or an organisation: a background job), PATCH gives new ones. Open to every super admin (spec 2 §6
 * names no flag for PINs). Audit rows never hold a PIN.
 */
export const pinRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect, config, jobs }) => {
  const renderer = pinRenderer(config.productName);

  app.post(
    '/super_admin/api/pins',
    {
      config: { auth: 'super_admin', userTargets: ['body.user_id'] },
      schema: {
        tags: ['pins'],
        summary: "Send punch-clock PINs by SMS and/or e-mail, in each user's language (audited)",
        description:
          'type user: queued in the outbox in this request, answers 200 with the counts. type shop / organisation: their non-archived ' +
          'users, answers 202 with a job (GET /super_admin/api/jobs/{id}: progress, then result with the counts). A user without a PIN ' +
          'gets one first (unique in their shops). A user without a phone (e-mail) is skipped for that channel and counted; a blacklisted ' +
          'recipient is counted as blocked and its message ends SMS_BLOCKED / EMAIL_BLOCKED. 422 no_recipient: the one user cannot be reached ' +
          'by any channel asked.',
        body: PinSendRequest,
        response: { 200: PinSendResult, 202: StartedJob, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const sendSms = body.send_sms ?? true;
      const sendMail = body.send_mail ?? false;
      if (!sendSms && !sendMail) throw new AppError(400, 'no_channel', 'Choose SMS, e-mail or both.', [{ path: 'send_sms', message: 'send_sms and send_mail are both false' }]);
      const target = await resolveTarget(db, body);
      const staff = currentUserOf(request);

      if (target.type !== 'user') {
        const payload: PinSendPayload = { type: target.type, id: target.id, organisationId: target.organisationId, send_sms: sendSms, send_mail: sendMail };
        const job = await db.transaction().execute(async (trx) => {
          const created = await enqueueJob(trx, { kind: PIN_SEND, payload, createdById: staff.id, trace: requestOrigin(request).trace });
          await audit(request, trx, { action: 'pins.send', entityType: target.type, entityId: target.id, after: { job_id: created.id, send_sms: sendSms, send_mail: sendMail } });
          return created;
        });
        jobs.wake();
        return reply.status(202).send({ job: { id: job.id, status: 'queued' as const, progress: job.progress, total: job.total } });
      }

      const user = target.user;
      if (!((sendSms && user.phone) || (sendMail && user.email))) {
        const missing = [sendSms ? 'a phone number' : null, sendMail ? 'an e-mail address' : null].filter(Boolean).join(' nor ');
        throw new AppError(422, 'no_recipient', `User ${user.id} has neither ${missing}.`);
      }
      const relations = await mainMemberships(db, [user.id]);
      const options = { sendSms, sendMail, createdById: staff.id, renderer, blacklist: createBlacklist(db, config.outbox.blacklistUrl), origin: requestOrigin(request) };
      const batch = await sendPinsBatch(db, dialect, [user], relations, options, (trx, sent) =>
        audit(request, trx, {
          action: 'user.pin_send',
          entityType: 'user',
          entityId: user.id,
          event: { subtype: 'PIN_SENT' },
          after: { send_sms: sendSms, send_mail: sendMail, pin_generated: sent.generated.length > 0, outbox_message_ids: sent.messageIds, ...sent.result },
        }),
      );
      jobs.wake();
      return batch.result;
    },
  );

  app.patch(
    '/super_admin/api/pins',
    {
      config: { auth: 'super_admin', userTargets: ['body.user_id'] },
      schema: {
        tags: ['pins'],
        summary: 'Give new punch-clock PINs to a user, or to the non-archived users of a shop or an organisation (audited)',
        description:
          'Each new PIN differs from the old one and from the PINs of the other active users of every shop the user is in: 4 digits, ' +
          '6 when a shop has no 4-digit PIN left. Nothing is sent (POST does). The audit rows say that the PIN changed, never the PIN.',
        body: PinRefreshRequest,
        response: { 200: PinRefreshResult, ...errors },
      },
    },
    async (request) => {
      const target = await resolveTarget(db, request.body);
      const users = target.type === 'user' ? [target.user] : await pinUsersByIds(db, await groupUserIds(db, target.type, target.id));
      const pins = await db.transaction().execute(async (trx) => {
        const assigned = await assignPins(trx, dialect, users, 'all');
        for (const user of users) {
          await audit(request, trx, {
            action: 'user.pin_refresh',
            entityType: 'user',
            entityId: user.id,
            event: { subtype: 'PIN_REFRESHED' },
            before: { had_pin: user.badging_pin !== null },
            after: { pin_changed: true, ...(target.type === 'user' ? {} : { via: { type: target.type, id: target.id } }) },
          });
        }
        return assigned;
      });
      return { users: Object.fromEntries([...pins].map(([id, pin]) => [String(id), { pin }])) };
    },
  );
};
