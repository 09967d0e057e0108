import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DisputedLastAnswer, DisputedLastQuery, UndisputeAnswer, UndisputeLast, type UndisputeScope } from '../../../src/contracts/charges.js';
import { PaymentProviderError, paymentProviderOf } from '../../adapters/paymentProvider/index.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { checkDisputeScope, clearDispute, lastDisputedCharge } from './disputeStore.js';
import { chargeRow } from './rows.js';

const noDisputedCharge = () => new AppError(409, 'no_disputed_charge', 'There is no disputed payment to lift.');

/**
 * The disputed payments (spec 2 §2.1 details tab: "a control to un-dispute the last payment charge of the
 * organisation"; §7 undispute_last). Static paths: Fastify's router tries them before any /stripe_charges/:id.
 */
export const chargeDisputeRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const provider = paymentProviderOf(config);

  app.get(
    '/super_admin/api/stripe_charges/disputed_last',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['invoices'],
        summary: 'The disputed payment that undispute_last would lift, or null',
        description:
          'Exactly one of organisation_id and shop_id (else 400 invalid_scope). The most recent disputed payment of that organisation ' +
          'or shop: disputed_at set, payment_or_refund payment, latest disputed_at then highest id; stripe_charge null when none. ' +
          '404 unknown or deleted organisation or shop.',
        querystring: DisputedLastQuery,
        response: { 200: DisputedLastAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { organisation_id: organisationId, shop_id: shopId } = request.query;
      if ((organisationId === undefined) === (shopId === undefined)) throw new AppError(400, 'invalid_scope', 'Give exactly one of organisation_id and shop_id.');
      const scope: UndisputeScope = organisationId !== undefined ? { organisation_id: organisationId } : { shop_id: shopId! };
      await checkDisputeScope(db, scope);
      const charge = await lastDisputedCharge(db, scope);
      return { stripe_charge: charge ? await chargeRow(db, provider, Number(charge.id)) : null };
    },
  );

  app.post(
    '/super_admin/api/stripe_charges/undispute_last',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['invoices'],
        summary: "Lift the dispute of an organisation's or a shop's last disputed payment (audited)",
        description:
          'Body undispute{organisation_id} or undispute{shop_id} (exactly one: else 400 validation_failed). The charge disputed_last answers: the payment provider ' +
          'is asked first (PAYMENT_PROVIDER_API_URL; without it the dispute lives on our row only), then its disputed_at is cleared ' +
          'with an audit row stripe_charge.undispute (before/after) in one transaction. Open to every super admin (spec 2 §2.1, §6 name no flag). ' +
          '404 unknown or deleted organisation or shop; 409 no_disputed_charge when there is none; 502 payment_provider_unavailable ' +
          'when the provider fails or does not answer within its time-out (nothing changes).',
        body: UndisputeLast,
        response: { 200: UndisputeAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      // the schema lets exactly one of the two through
      const scope = request.body.undispute as UndisputeScope;
      await checkDisputeScope(db, scope);
      const charge = await lastDisputedCharge(db, scope);
      if (!charge?.disputed_at) throw noDisputedCharge();
      const id = Number(charge.id);
      try {
        // outside the transaction: a slow provider must not hold a write lock for its time-out
        await provider.undispute({ id, invoice_number: charge.invoice_number, stripe_customer_id: charge.stripe_customer_id });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error, charge_id: id }, 'payment provider refused or failed an undispute');
        throw new AppError(502, 'payment_provider_unavailable', 'The payment provider did not lift the dispute; nothing was changed. Try again later.');
      }
      await db.transaction().execute(async (trx) => {
        const before = await chargeRow(trx, provider, id);
        if (!(await clearDispute(trx, id, charge.disputed_at!))) throw noDisputedCharge();
        await audit(request, trx, { action: 'stripe_charge.undispute', entityType: 'stripe_charge', entityId: id, before, after: await chargeRow(trx, provider, id) });
      });
      return { stripe_charge: await chargeRow(db, provider, id) };
    },
  );
};
