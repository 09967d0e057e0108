import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvoicesExportQuery } from '../../../src/contracts/charges.js';
import { exportInstants, exportRangeProblem, INVOICES_EXPORT_MAX_DAYS } from '../../../src/domain/invoices/exportRange.js';
import { exportLocale, INVOICE_EXPORT_TEXTS } from '../../../src/domain/invoices/exportTexts.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { countExportRows, exportBatches } from './exportRows.js';
import { writeInvoicesWorkbook } from './exportWorkbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A binary answer: documented in OpenAPI, not serialised (the stream is sent as is). */
const XLSX_RESPONSE: object = { description: 'the workbook (.xlsx)', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } };

const DESCRIPTION =
  'Spec 2 §2.8: every charge (invoice or credit note) created from start_date to end_date, both included, days of ' +
  `Europe/Paris; at most ${INVOICES_EXPORT_MAX_DAYS} days. Needs can_create_or_update_invoices (403). ` +
  '400 validation_failed: a date not written YYYY-MM-DD; 422 invalid_range: a day that does not exist (or before 1900 / after 9998) ' +
  'or end_date before start_date; 422 range_too_long. ' +
  'The answer is an .xlsx streamed row by row (one sheet): a bold frozen header row in the language of Accept-Language ' +
  '(one of the 11 locales, French by default), then one row per charge in (created_at, id) order with the columns: invoice number, id, ' +
  'type (invoice / credit note), kind (its key), created date (date cell, dd/mm/yyyy, day in Paris), invoice period start and end (date cells), ' +
  'organisation id and name, shop id and name, customer denomination, address, postal code, city, country, e-mail, zone (its key), ' +
  'VAT rate (number, percent format), HT, TVA, TTC (numbers in euros, #,##0.00 "€"; a credit note is written with negative amounts, ' +
  'so the sums are net), Stripe customer id, sent at and disputed at (date-time cells, Paris wall clock). Last row: the totals ' +
  '(counts of invoices and credit notes; HT, TVA, TTC as SUM formulas whose cached results are the sums computed in integer cents). ' +
  'Text cells starting with = + - @, a tab or a carriage return are prefixed with an apostrophe. ' +
  'Headers: X-Export-Rows (the number of charge rows, counted before streaming: a progress bar can use it), Content-Disposition ' +
  'attachment; filename="invoices_<start_date>_<end_date>.xlsx", Cache-Control no-store. An error while streaming cuts the ' +
  'download (the file is then incomplete and will not open), it is never answered as a short file.';

/** GET /super_admin/api/invoices/exports.xlsx (spec 2 §2.8, §7; issue 18). */
export const chargeExportRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/invoices/exports.xlsx',
    {
      config: { auth: 'super_admin', permission: 'can_create_or_update_invoices' },
      schema: {
        tags: ['invoices'],
        summary: 'The charges of a date range as an .xlsx workbook, streamed',
        description: DESCRIPTION,
        querystring: InvoicesExportQuery,
        response: { 200: XLSX_RESPONSE, 400: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { start_date: start, end_date: end } = request.query;
      const problem = exportRangeProblem(start, end);
      if (problem === 'invalid_range') throw new AppError(422, 'invalid_range', 'start_date and end_date must be existing days (1900 to 9998), end_date not before start_date.');
      if (problem === 'range_too_long') throw new AppError(422, 'range_too_long', `The range may cover at most ${INVOICES_EXPORT_MAX_DAYS} days.`);

      const range = exportInstants(start, end);
      const rows = await countExportRows(db, range);
      const texts = INVOICE_EXPORT_TEXTS[exportLocale(request.headers['accept-language'])];
      const out = new PassThrough();
      writeInvoicesWorkbook(out, texts, exportBatches(db, range)).catch((error: unknown) => {
        if (out.destroyed) return request.log.info({ start_date: start, end_date: end }, 'invoices export stopped: the client left');
        request.log.error({ err: error, start_date: start, end_date: end }, 'invoices export failed while streaming');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });

      const exposed = reply.getHeader('access-control-expose-headers');
      if (exposed) reply.header('access-control-expose-headers', `${exposed}, X-Export-Rows, Content-Disposition`);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="invoices_${start}_${end}.xlsx"`)
        .header('cache-control', 'no-store')
        .header('x-export-rows', String(rows))
        .send(out);
    },
  );
};
