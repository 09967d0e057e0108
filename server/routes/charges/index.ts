import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChargeAnswer,
  ChargeEdit,
  ChargesList,
  ChargesQuery,
  CHARGES_SORTABLE,
  InvoiceKinds,
  InvoiceZones,
  NewCharge,
} from '../../../src/contracts/charges.js';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import { INVOICE_KINDS, VAT_ZONES, vatRatePercent } from '../../../src/domain/invoices/catalogue.js';
import { paymentProviderOf } from '../../adapters/paymentProvider/index.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { forgetTotal } from '../../lists/keptTotals.js';
import { listQuerystring, pageIds, type ListScope, type ListSpec } from '../../lists/listQuery.js';
import { chargeDisputeRoutes } from './dispute.js';
import { chargeDocumentRoutes } from './documents/index.js';
import { chargeExportRoutes } from './export.js';
import { chargeRow, chargeRows } from './rows.js';
import { chargeChanges, createCharge, invoicedShop, scopeExists, storedCharge, updateCharge } from './store.js';

/** Spec 2 §2.1 invoices tab, §2.8, §9: 100 a page, ascending by default; each sort walks (key, id) in its scope. */
export const CHARGES_LIST: ListSpec = {
  table: 'stripe_charges',
  sortable: {
    id: 'id',
    invoice_number: 'invoice_number',
    kind: 'kind',
    payment_or_refund: 'payment_or_refund',
    customer_social_denomination: 'customer_social_denomination_sort',
    ht: 'ht_cents',
    tva: 'tva_cents',
    ttc: 'ttc_cents',
    created_at: 'created_at',
  } satisfies Record<(typeof CHARGES_SORTABLE)[number], string>,
  defaultSort: 'id',
  defaultDirection: 'asc',
  pageSize: LIST_PAGE_SIZE,
};

const PERMISSION = 'can_create_or_update_invoices';
/** The name the unscoped total is kept under (1,000,000 charges: counting them costs more than a page's budget). */
const CHARGES_TOTAL = 'stripe_charges';
const Querystring = Type.Object({ ...listQuerystring(CHARGES_LIST).properties, ...ChargesQuery.properties });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const chargeRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  const { db, config, jobs } = context;
  const provider = paymentProviderOf(config);
  await app.register(chargeDocumentRoutes, context);
  await app.register(chargeExportRoutes, context);
  await app.register(chargeDisputeRoutes, context);

  app.get(
    '/super_admin/api/stripe_charges/kinds',
    { config: { auth: 'super_admin' }, schema: { tags: ['invoices'], summary: 'The invoice kinds (served list)', response: { 200: InvoiceKinds } } },
    async () => ({ kinds: [...INVOICE_KINDS] }),
  );

  app.get(
    '/super_admin/api/stripe_charges/zones',
    { config: { auth: 'super_admin' }, schema: { tags: ['invoices'], summary: 'The VAT zones and their rates (served list)', response: { 200: InvoiceZones } } },
    async () => ({ zones: VAT_ZONES.map((zone) => ({ key: zone.key, name: zone.name, vat_rate: vatRatePercent(zone.vatRateBp) })) }),
  );

  app.get(
    '/super_admin/api/stripe_charges',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['invoices'],
        summary: 'Invoices and credit notes of an organisation, a shop or all, 100 a page',
        description:
          'type=billing_info; billing_info_scope organisation (organisation_id required), shop (shop_id required) or all. ' +
          'Sort id (default, ascending), invoice_number, kind, payment_or_refund, customer_social_denomination, ht, tva, ttc, created_at. ' +
          'can_create_or_update_invoices: whether the caller may create, edit and export. 400 missing_scope_id; 404 unknown organisation or shop.',
        querystring: Querystring,
        response: { 200: ChargesList, 400: ErrorBody, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      const { type: _type, billing_info_scope: scopeKind, organisation_id: organisationId, shop_id: shopId, ...params } = request.query;
      let scope: ListScope = {};
      if (scopeKind === 'organisation') {
        if (!organisationId) throw new AppError(400, 'missing_scope_id', 'billing_info_scope=organisation needs organisation_id.');
        if (!(await scopeExists(db, 'organisations', organisationId))) throw new AppError(404, 'not_found', `Organisation ${organisationId} not found.`);
        scope = { organisation_id: organisationId };
      } else if (scopeKind === 'shop') {
        if (!shopId) throw new AppError(400, 'missing_scope_id', 'billing_info_scope=shop needs shop_id.');
        if (!(await scopeExists(db, 'shops', shopId))) throw new AppError(404, 'not_found', `Shop ${shopId} not found.`);
        scope = { shop_id: shopId };
      }
      const { ids, total, totalIsEstimate } = await pageIds(db, CHARGES_LIST, params, scope, { keepTotalAs: CHARGES_TOTAL });
      return {
        stripe_charges: await chargeRows(db, provider, ids),
        total,
        ...(totalIsEstimate ? { total_is_estimate: true } : {}),
        can_create_or_update_invoices: currentUserOf(request).permissions[PERMISSION],
      };
    },
  );

  app.post(
    '/super_admin/api/stripe_charges',
    {
      config: { auth: 'super_admin', permission: PERMISSION },
      schema: {
        tags: ['invoices'],
        summary: 'Create an invoice or a credit note (audited); visible once its document is ready',
        description:
          'Needs can_create_or_update_invoices. Amounts from the TTC total and the zone (integer cents, HT rounded half up, TVA = TTC - HT); ' +
          'the next number of the year in its series (F- invoices, A- credit notes, gap-free). 422: blank_shop_id, shop_not_in_organisation, ' +
          'unknown_zone, invalid_total (details: blank_total, negative_total, too_many_decimals, invalid_total, zero_total, total_too_large), invalid_period.',
        body: NewCharge,
        response: { 200: ChargeAnswer, 400: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const user = currentUserOf(request);
      const shop = await invoicedShop(db, request.body.stripe_charge.shop_id);
      const id = await db.transaction().execute(async (trx) => {
        const created = await createCharge(trx, request.body, shop, user.id, requestOrigin(request).trace);
        const row = await chargeRow(trx, provider, created);
        await audit(request, trx, { action: 'stripe_charge.create', entityType: 'stripe_charge', entityId: created, after: row, event: { subtype: 'INVOICE_CREATED' } });
        return created;
      });
      forgetTotal(db, CHARGES_TOTAL);
      jobs.wake();
      return { stripe_charge: await chargeRow(db, provider, id) };
    },
  );

  app.patch(
    '/super_admin/api/stripe_charges/:id',
    {
      config: { auth: 'super_admin', permission: PERMISSION },
      schema: {
        tags: ['invoices'],
        summary: 'Edit an invoice: customer fields, kind, period, amounts until sent (audited)',
        description:
          'Needs can_create_or_update_invoices. total or zone recompute the amounts; once the invoice was sent that is 409 issue_credit_note. ' +
          '422 unknown_zone, invalid_total, invalid_period; 404 unknown charge.',
        params: IdParams,
        body: ChargeEdit,
        response: { 200: ChargeAnswer, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const charge = await storedCharge(trx, id);
        const changes = chargeChanges(charge, request.body.stripe_charge);
        if (Object.keys(changes).length === 0) return;
        const before = await chargeRow(trx, provider, id);
        await updateCharge(trx, id, changes);
        await audit(request, trx, { action: 'stripe_charge.update', entityType: 'stripe_charge', entityId: id, before, after: await chargeRow(trx, provider, id) });
      });
      return { stripe_charge: await chargeRow(db, provider, id) };
    },
  );
};
