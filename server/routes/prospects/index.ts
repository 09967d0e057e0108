import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import {
  DeliverMailAnswer,
  DeliverMailRequest,
  ProspectAnswer,
  ProspectParams,
  ProspectsPage,
  ProspectUpdate,
  PROSPECTS_SORTABLE,
  ReinviteAnswer,
} from '../../../src/contracts/prospects.js';
import {
  capitaliseCustomerName,
  DEFAULT_PACK_OFFER,
  DEFAULT_PROSPECT_COUNTRY,
  PACK_OFFERS,
  packOfferState,
  paymentTypeAllowed,
  PROSPECT_STEPS,
  stepChangeAllowed,
} from '../../../src/domain/prospects/prospects.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { inPageOrder, listQuerystring, pageIds, type ListSpec } from '../../lists/listQuery.js';
import { accountCreationMail, newPaymentToken, queueAccountCreationMail } from './mail.js';
import { insertProspect, prospectOf, prospectRecord, prospectsByIds, updateProspect } from './store.js';

/** Spec 2 §2.4, §9: prospects, newest first, 100 a page; each sort walks its (key, id) index (migration 0025). */
export const PROSPECTS_LIST: ListSpec = {
  table: 'account_creations',
  sortable: Object.fromEntries(PROSPECTS_SORTABLE.map((field) => [field, field])),
  defaultSort: 'id',
  defaultDirection: 'desc',
  pageSize: LIST_PAGE_SIZE,
};

/** GET/PATCH /super_admin/api/prospects, POST .../{id}/reinvite and POST /super_admin/api/mails/deliver (spec 2 §7). */
export const prospectRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.get(
    '/super_admin/api/prospects',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['prospects'],
        summary: 'Account-creation prospects, 100 a page, with the steps, the pack offers and can_link_without_pay',
        description: `Sort ${PROSPECTS_SORTABLE.join(', ')} (default id, descending). statuses: the steps in order; pack_offers: deprecated ones cannot be sent.`,
        querystring: listQuerystring(PROSPECTS_LIST),
        response: { 200: ProspectsPage },
      },
    },
    async (request) => {
      const { ids, total } = await pageIds(db, PROSPECTS_LIST, request.query);
      return {
        account_creations: inPageOrder(ids, await prospectsByIds(db, ids)),
        total,
        statuses: [...PROSPECT_STEPS],
        pack_offers: [...PACK_OFFERS],
        can_link_without_pay: currentUserOf(request).permissions.can_link_without_pay,
      };
    },
  );

  app.patch(
    '/super_admin/api/prospects/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['prospects'],
        summary: "Edit a prospect's step and contact fields (audited)",
        description: 'At least one field. 404 not_found; 422 step_locked: a completed prospect keeps its step.',
        params: ProspectParams,
        body: ProspectUpdate,
        response: {
          200: ProspectAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          422: { ...ErrorBody, description: 'step_locked' },
        },
      },
    },
    async (request) => {
      const changes = request.body.prospect;
      // unknown fields are dropped by the validator: a body left without a field is refused, not an empty update
      if (Object.keys(changes).length === 0) {
        throw new AppError(400, 'validation_failed', 'Give at least one of step, organisation_name, name, email, phone, bizdev.', [{ path: '/prospect', message: 'no field to change' }]);
      }
      return db.transaction().execute(async (trx) => {
        const before = await prospectRecord(trx, request.params.id);
        if (changes.step !== undefined && !stepChangeAllowed(before.step, changes.step)) {
          throw new AppError(422, 'step_locked', 'A completed account creation keeps its step.', [{ path: '/prospect/step', message: `was ${before.step}` }]);
        }
        await updateProspect(trx, before.id, changes);
        const after = await prospectRecord(trx, before.id);
        await audit(request, trx, { action: 'prospect.update', entityType: 'account_creation', entityId: before.id, before: prospectOf(before), after: prospectOf(after) });
        return { account_creation: prospectOf(after) };
      });
    },
  );

  app.post(
    '/super_admin/api/prospects/:id/reinvite',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['prospects'],
        summary: 'Send the account-creation mail again (queued in the outbox, audited)',
        description: 'Same payment link (token), pack, language and attachment as the first mail. 404 not_found.',
        params: ProspectParams,
        response: { 201: ReinviteAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request, reply) => {
      const staff = currentUserOf(request);
      const prospect = await prospectRecord(db, request.params.id);
      const mail = await accountCreationMail(config, request, prospect);
      const answer = await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await updateProspect(trx, prospect.id, { invited_at: now, updated_at: now });
        const message = await queueAccountCreationMail(trx, prospect, mail, staff.id, requestOrigin(request));
        await audit(request, trx, { action: 'prospect.reinvite', entityType: 'account_creation', entityId: prospect.id, after: { email: prospect.email, outbox_message_id: message.id } });
        return { account_creation: prospectOf(prospect), outbox_message_id: message.id };
      });
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/super_admin/api/mails/deliver',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['prospects'],
        summary: 'Send the account-creation mail to a new prospect (creates the prospect, step invited; audited)',
        description:
          'The prospect and the queued mail are written in one transaction. The mail carries a payment link on the main application ' +
          '(MAIN_APP_URL/account_creation/<opaque token>) unless payment_type is no_type, which needs can_link_without_pay (403 missing_permission). ' +
          'include_employees_import_file attaches the user-import template (.xlsx) in the mail language (FR, EN, ES, DE or IT) and country. ' +
          `customer_name is stored with its first letter in capitals. pack_offer_name defaults to ${DEFAULT_PACK_OFFER}: a deprecated pack is 422 deprecated_pack_offer, an unknown one 422 unknown_pack_offer.`,
        body: DeliverMailRequest,
        response: {
          201: DeliverMailAnswer,
          422: { ...ErrorBody, description: 'deprecated_pack_offer | unknown_pack_offer' },
        },
      },
    },
    async (request, reply) => {
      const staff = currentUserOf(request);
      const input = request.body.mail;
      if (!paymentTypeAllowed(input.payment_type, staff.permissions.can_link_without_pay)) {
        throw new AppError(403, 'missing_permission', 'A mail without payment link needs the can_link_without_pay permission.');
      }
      const pack = input.pack_offer_name ?? DEFAULT_PACK_OFFER;
      const state = packOfferState(pack);
      if (state !== 'ok') {
        const error = state === 'deprecated' ? 'deprecated_pack_offer' : 'unknown_pack_offer';
        throw new AppError(422, error, `The pack offer ${pack} cannot be sold.`, [{ path: '/mail/pack_offer_name', message: state }]);
      }
      const now = new Date().toISOString();
      const values = {
        organisation_name: capitaliseCustomerName(input.customer_name),
        step: 'invited',
        name: null,
        email: input.to.trim(),
        phone: null,
        bizdev: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
        language: input.language,
        country: input.country ?? DEFAULT_PROSPECT_COUNTRY,
        pack_offer_name: pack,
        payment_type: input.payment_type,
        payment_token: input.payment_type === 'no_type' ? null : newPaymentToken(),
        include_employees_import_file: input.include_employees_import_file ? 1 : 0,
        invited_at: now,
        created_at: now,
        updated_at: now,
      };
      const mail = await accountCreationMail(config, request, values);
      const answer = await db.transaction().execute(async (trx) => {
        const id = await insertProspect(trx, values);
        const message = await queueAccountCreationMail(trx, values, mail, staff.id, requestOrigin(request));
        const prospect = prospectOf(await prospectRecord(trx, id));
        await audit(request, trx, {
          action: 'prospect.create',
          entityType: 'account_creation',
          entityId: id,
          after: { ...prospect, pack_offer_name: pack, payment_type: input.payment_type, outbox_message_id: message.id },
        });
        return { account_creation: prospect, outbox_message_id: message.id, payment_link: mail.link };
      });
      return reply.status(201).send(answer);
    },
  );
};
