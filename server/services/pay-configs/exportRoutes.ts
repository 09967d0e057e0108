import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ExportQuery, PayConfigParams, PreviewAnswer, PreviewBody } from '../../../src/contracts/payConfigs.js';
import { DEFAULT_CONFIG_NAME } from '../../../src/domain/payConfigs/constants.js';
import { previewPayrollFile, streamPayrollFile } from '../../../src/domain/payConfigs/export/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { assertConfigJson } from './configJson.js';
import { loadPayrollPeriod, payrollPeriodParts } from './exportData.js';
import { payrollConfig, softwareOf } from './payrollConfig.js';
import { checkSettingsRules, normaliseSettings } from './settingsRules.js';
import { liveOrganisation, shopIdsOf, shopsOfOrganisation, softwareKindOf, toApiConfigs } from './store.js';
import { configInScope } from './writes.js';

const TAGS = ['pay-config service'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;
const error = (description: string) => ({ ...ErrorBody, description });
/** A payroll file covers at most this many days (a month is what payroll offices import; a year is the outer wall). */
export const MAX_PERIOD_DAYS = 366;
const DEFAULT_PREVIEW_LINES = 50;
const binary = { schema: { type: 'string', format: 'binary' } };
const FILE_RESPONSE: object = {
  description: 'the payroll file, an attachment',
  content: { 'text/csv': binary, 'text/plain': binary, 'application/zip': binary, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary },
};

function checkPeriod(start: string, end: string): void {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= MAX_PERIOD_DAYS)) {
    throw new AppError(400, 'invalid_period', `The period must end on or after its start and cover at most ${MAX_PERIOD_DAYS} days.`, [
      { path: 'period_end', message: `must be between period_start and ${MAX_PERIOD_DAYS} days after it` },
    ]);
  }
}

/**
 * The payroll file of an integration (issue 29, beyond the spec): the download, streamed (a .ZIP shop by shop, so a
 * 500-shop organisation's month is never held whole), and the preview of an unsaved config's first lines with their
 * provenance. Written by the pure generator (src/domain/payConfigs/export/) from loadPayrollPeriod's data.
 */
export const payrollFileRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/pay_configs/:id/export',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "Download an integration's payroll file for a period (an attachment, streamed)",
        description:
          `Query period_start and period_end (YYYY-MM-DD, both included, at most ${MAX_PERIOD_DAYS} days: 400 invalid_period) and shop_id ` +
          '(one of its shops, else 422 shop_not_assigned; every assigned shop when absent). 422 pay_config_without_shops when it exports none. ' +
          'The format, separator, wrapper and encoding are the config\'s (.CSV, .TXT, .AXLSX, .ZIP of one file per shop, .240).',
        params: PayConfigParams,
        querystring: ExportQuery,
        response: { 200: FILE_RESPONSE, 404: ErrorBody, 422: error('shop_not_assigned | pay_config_without_shops') },
      },
    },
    async (request, reply) => {
      const { shop_id: shopId, period_start: periodStart, period_end: periodEnd } = request.query;
      checkPeriod(periodStart, periodEnd);
      const row = await configInScope(db, request.params.id, undefined);
      const [config] = await toApiConfigs(db, [row]);
      const assigned = (await shopIdsOf(db, [row.id])).get(row.id) ?? [];
      if (shopId !== undefined && !assigned.includes(shopId)) {
        throw new AppError(422, 'shop_not_assigned', `Shop ${shopId} is not exported by this integration.`, [{ path: 'shop_id', message: 'is not one of its shops' }]);
      }
      const shopIds = shopId !== undefined ? [shopId] : assigned;
      if (shopIds.length === 0) throw new AppError(422, 'pay_config_without_shops', 'This integration exports no shop yet.');
      const software = await softwareOf(db, row.payroll_software_id);
      const { id: _id, name, organisation_id: organisationId, shopIds: _shops, schedule: _schedule, software_kind: _kind, created_at: _c, updated_at: _u, ...settings } = config;
      const query = { organisationId, shopIds, periodStart, periodEnd };
      const parts = settings.format === '.ZIP' ? payrollPeriodParts(db, query) : [await loadPayrollPeriod(db, query)];
      const file = streamPayrollFile(payrollConfig(settings, name, software), { start: periodStart, end: periodEnd }, parts);
      const exposed = reply.getHeader('access-control-expose-headers');
      if (exposed) reply.header('access-control-expose-headers', `${exposed}, Content-Disposition`);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.chunks));
    },
  );

  app.post(
    '/pay_configs/preview',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'The first lines of the file an unsaved config would produce for shops and a period, with their provenance',
        description:
          'Body organisation_id, config (the §3.1 settings), shop_ids (shops of that organisation: 422 shops_not_in_organisation), ' +
          `period_start, period_end (at most ${MAX_PERIOD_DAYS} days), limit (default ${DEFAULT_PREVIEW_LINES}). The config passes the rules of a save (422 with the rule's key; ` +
          '400 config_json_invalid); nothing is saved.',
        body: PreviewBody,
        response: { 200: PreviewAnswer, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      checkPeriod(body.period_start, body.period_end);
      if (!(await liveOrganisation(db, body.organisation_id))) throw new AppError(404, 'not_found', `No organisation ${body.organisation_id}.`);
      const shops = await shopsOfOrganisation(db, body.organisation_id, body.shop_ids);
      const known = new Set(shops.map((shop) => shop.id));
      const foreign = body.shop_ids.filter((id) => !known.has(id));
      if (foreign.length > 0) {
        throw new AppError(422, 'shops_not_in_organisation', `Shops ${foreign.slice(0, 10).join(', ')} are not shops of organisation ${body.organisation_id}.`, [
          { path: 'shop_ids', message: `${foreign.length} shops are not of the organisation` },
        ]);
      }
      const software = await softwareOf(db, body.config.payroll_software);
      assertConfigJson(body.config.config_json);
      const settings = normaliseSettings(body.config, true);
      await checkSettingsRules(db, settings, { kind: softwareKindOf(software.kind), shopCountries: shops.map((shop) => shop.country), previouslyExcluded: [], isCreate: false });
      const data = await loadPayrollPeriod(db, { organisationId: body.organisation_id, shopIds: body.shop_ids, periodStart: body.period_start, periodEnd: body.period_end });
      return previewPayrollFile(payrollConfig(settings, settings.custom_name.trim() || DEFAULT_CONFIG_NAME, software), data, body.limit ?? DEFAULT_PREVIEW_LINES);
    },
  );
};
