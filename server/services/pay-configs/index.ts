import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AssignShopsBody,
  AutomatedReportSchedule,
  PAY_CONFIG_SORT_FIELDS,
  PayConfig,
  PayConfigCreateBody,
  PayConfigListFilter,
  PayConfigListQuery,
  PayConfigParams,
  PayConfigRange,
  PayConfigScopeQuery,
  PayConfigSort,
  PayConfigUpdateBody,
  PayrollSoftware,
  PayrollSoftwareCreateBody,
  PayrollSoftwareListQuery,
  PayrollSoftwareParams,
} from '../../../src/contracts/payConfigs.js';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import { CONFIG_JSON_MAX_BYTES } from '../../../src/domain/payConfigs/constants.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { CONFIG_JSON_SCHEMA, CONFIG_JSON_TEMPLATE } from './configJson.js';
import { payrollFileRoutes } from './exportRoutes.js';
import { reportRunRoutes } from './reports/routes.js';
import { jsonParam, pageOf, setContentRange } from './restQuery.js';
import { findSoftware, listConfigs, listSoftware, toApiConfigs, toApiSoftware } from './store.js';
import { assignShops, configInScope, createPayConfig, createPayrollSoftware, deleteSchedule, removePayConfig, saveSchedule, updatePayConfig } from './writes.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.payConfig` here. */
export const PAY_CONFIG_PREFIX = SERVICE_PATHS.payConfig;

const TAGS = ['pay-config service'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;
const ADVANCED = { auth: 'super_admin', permission: 'can_add_advanced_integration_config' } as const;
const error = (description: string) => ({ ...ErrorBody, description });
const DEFAULT_RANGE: [number, number] = [0, 24];

const WRITE_ERRORS = {
  403: error('missing_permission | advanced_integration_config_required (Silae, Quadratus) | integration_config_required (config_json, custom version or name)'),
  404: error('not_found: no such config, or another organisation than organisation_id; no such organisation'),
  413: error('payload_too_large (the body) | config_json_too_large (config_json over its limit)'),
  422: error(
    'unknown_payroll_software | shops_not_in_organisation | a rule of src/domain/payConfigs/rules.ts: separator_not_allowed, field_wrapper_not_allowed, ' +
      'version_required, config_json_required, unit_not_allowed, code_too_long, code_contains_separator, code_invalid_character, line_key_repeated, ' +
      'duplicate_not_allowed, contract_type_not_allowed (the first in error, all in details)',
  ),
};
const CONFIG_JSON_400 =
  'config_json_invalid: the JSON config breaks config_schema.json; message "Request body has failed the validation: <field> has failed the following ' +
  'constraints: <c1>, <c2> - <field2> …" (spec 3 §8), one detail per field. validation_failed: the body breaks its schema.';

/**
 * The pay-config service (spec 3 §7 "a pay-config (reports) service", paths ours): resources pay_configs and
 * payroll_software in the conventions of ra-data-simple-rest, on its own prefix as if it were its own host. Same staff
 * tokens as the super-admin API; every route needs can_run_integration_jobs, creating a payroll software
 * can_add_advanced_integration_config; the writes check the rest (server/services/pay-configs/writes.ts).
 */
export const payConfigService: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  const { db } = context;
  // the payroll file: GET /pay_configs/:id/export and POST /pay_configs/preview
  await app.register(payrollFileRoutes, { ...context, prefix: '' });
  // the automated report runs (issue 30): history, a run's file, run now
  await app.register(reportRunRoutes, { ...context, prefix: '' });

  app.get(
    '/pay_configs',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "An organisation's integrations (filter organisation_id required), a page with Content-Range",
        description:
          'ra-data-simple-rest getList / getMany: filter={"organisation_id":N, "id"?: one or a list, "q"?: words of the name}, ' +
          'sort=["name"|"created_at"|"updated_at"|"id","ASC"|"DESC"] (default name ASC), range=[first,last] (default [0,24], at most 500 rows). ' +
          'Answers the array and Content-Range: pay_configs first-last/total.',
        querystring: PayConfigListQuery,
        response: { 200: Type.Array(PayConfig) },
      },
    },
    async (request, reply) => {
      const filter = jsonParam<PayConfigListFilter>(request.query.filter, 'filter', PayConfigListFilter, undefined as unknown as PayConfigListFilter);
      if (!filter) throw new AppError(400, 'validation_failed', 'The filter must name the organisation.', [{ path: 'filter.organisation_id', message: 'is required' }]);
      const [field, order] = jsonParam<[(typeof PAY_CONFIG_SORT_FIELDS)[number], 'ASC' | 'DESC']>(request.query.sort, 'sort', PayConfigSort, ['name', 'ASC']);
      const { offset, limit } = pageOf(jsonParam<[number, number]>(request.query.range, 'range', PayConfigRange, DEFAULT_RANGE));
      const ids = filter.id === undefined ? undefined : [filter.id].flat();
      const { rows, total } = await listConfigs(db, { organisationId: filter.organisation_id, ids, words: filter.q, field, order, offset, limit });
      setContentRange(reply, 'pay_configs', offset, rows.length, total);
      return toApiConfigs(db, rows);
    },
  );

  app.get(
    '/pay_configs/config_schema.json',
    {
      config: RUN,
      schema: { tags: TAGS, summary: 'The JSON Schema an uploaded config_json must satisfy (spec 3 §2.2 step 5)', response: { 200: Type.Unknown() } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(CONFIG_JSON_SCHEMA),
  );

  app.get(
    '/pay_configs/config_template.json',
    {
      config: RUN,
      schema: { tags: TAGS, summary: 'A JSON config that satisfies config_schema.json: the template the wizard downloads', response: { 200: Type.Unknown() } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').header('content-disposition', 'attachment; filename="config_template.json"').send(CONFIG_JSON_TEMPLATE),
  );

  app.get(
    '/pay_configs/:id',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'One integration (settings, config_json, shops, schedule)',
        description: '404 not_found when there is none, or when organisation_id is given and the config is of another organisation.',
        params: PayConfigParams,
        querystring: PayConfigScopeQuery,
        response: { 200: PayConfig, 404: ErrorBody },
      },
    },
    async (request) => (await toApiConfigs(db, [await configInScope(db, request.params.id, request.query.organisation_id)]))[0],
  );

  app.post(
    '/pay_configs',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Create an integration (audited; an event in the organisation history)',
        description:
          `The §3.1 form plus organisation_id and shop_ids; an empty custom_name gives 'PAM Config'. 201 with the record. ${CONFIG_JSON_400} ` +
          `config_json: at most ${CONFIG_JSON_MAX_BYTES} bytes.`,
        body: PayConfigCreateBody,
        response: { 201: PayConfig, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { organisation_id: organisationId, shop_ids: shopIds, ...settings } = request.body;
      const created = await createPayConfig(db, request, { organisationId, settings, shopIds: shopIds ?? [] });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/pay_configs/:id',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Update an integration, partly (audited): any settings, shop_ids, or the rename { name }',
        description:
          'Validated after merging with the stored config. A name empty after trimming: 400 rename_integration_empty_error. ' +
          `The record's read-only fields react-admin sends back are ignored. ${CONFIG_JSON_400}`,
        params: PayConfigParams,
        body: PayConfigUpdateBody,
        response: { 200: PayConfig, ...WRITE_ERRORS },
      },
    },
    async (request) => updatePayConfig(db, request, request.params.id, { organisationId: request.body.organisation_id, body: request.body }),
  );

  app.delete(
    '/pay_configs/:id',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Delete an integration (audited); answers it as it was',
        params: PayConfigParams,
        querystring: PayConfigScopeQuery,
        response: { 200: PayConfig, 404: ErrorBody },
      },
    },
    async (request) => removePayConfig(db, request, request.params.id, request.query.organisation_id),
  );

  app.put(
    '/pay_configs/:id/shops',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Assign shops: replace the shops the integration exports (audited with the shop ids before and after)',
        description:
          'Spec 3 §7 "assign shops (config id, shopIds)", the establishment picker\'s save. Every id must be a live shop of the ' +
          "config's organisation: 422 shops_not_in_organisation, one detail per other id, nothing changed. organisation_id (query): " +
          'the organisation the caller acts on, 404 not_found when the config is another\'s.',
        params: PayConfigParams,
        querystring: PayConfigScopeQuery,
        body: AssignShopsBody,
        response: { 200: PayConfig, 404: error('not_found'), 422: error('shops_not_in_organisation') },
      },
    },
    async (request) => assignShops(db, request, request.params.id, request.query.organisation_id, request.body.shop_ids),
  );

  app.put(
    '/pay_configs/:id/schedule',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Create or update the automated report schedule (audited)',
        description:
          'Spec 3 §7 "update automated report (config id; body is the schedule)", §3.3 shape. The §5 rules of the dialog ' +
          '(src/domain/reportSchedule.ts): 422 invalid_schedule with one detail per field, its message the error key ' +
          '(automated_report.errors.value_must_be_greater_than_0, required, weekday_required, month_day_required, invalid_time). ' +
          'Stored normalised: a day of month above 29 becomes lastDayOfTheMonth, scheduleExpression recomputed (§4.4).',
        params: PayConfigParams,
        querystring: PayConfigScopeQuery,
        body: AutomatedReportSchedule,
        response: { 200: PayConfig, 404: error('not_found'), 422: error('invalid_schedule') },
      },
    },
    async (request) => saveSchedule(db, request, request.params.id, request.query.organisation_id, request.body),
  );

  app.delete(
    '/pay_configs/:id/schedule',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Delete the automated report schedule (audited); answers the config without it',
        description: 'Spec 3 §7 "delete automated report". 404 not_found when the config has no schedule or is of another organisation.',
        params: PayConfigParams,
        querystring: PayConfigScopeQuery,
        response: { 200: PayConfig, 404: error('not_found') },
      },
    },
    async (request) => deleteSchedule(db, request, request.params.id, request.query.organisation_id),
  );

  app.get(
    '/payroll_software',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Every payroll software, by name, with Content-Range',
        description: 'ra-data-simple-rest getList: sort ["name", "ASC"|"DESC"] only; filter and range are accepted, every software is answered.',
        querystring: PayrollSoftwareListQuery,
        response: { 200: Type.Array(PayrollSoftware) },
      },
    },
    async (request, reply) => {
      const [, order] = jsonParam<[string, 'ASC' | 'DESC']>(request.query.sort, 'sort', Type.Tuple([Type.Literal('name'), Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])]), ['name', 'ASC']);
      const rows = await listSoftware(db, order);
      setContentRange(reply, 'payroll_software', 0, rows.length, rows.length);
      return rows.map(toApiSoftware);
    },
  );

  app.get(
    '/payroll_software/:id',
    {
      config: RUN,
      schema: { tags: TAGS, summary: 'One payroll software', params: PayrollSoftwareParams, response: { 200: PayrollSoftware, 404: ErrorBody } },
    },
    async (request) => {
      const row = await findSoftware(db, request.params.id);
      if (!row) throw new AppError(404, 'not_found', `No payroll software ${request.params.id}.`);
      return toApiSoftware(row);
    },
  );

  app.post(
    '/payroll_software',
    {
      config: ADVANCED,
      schema: {
        tags: TAGS,
        summary: 'Create a (custom) payroll software (audited)',
        description: 'Needs can_run_integration_jobs too (403 missing_permission). Name trimmed, non-empty (400 payroll_software_name_empty), unique whatever its case (409 payroll_software_exists).',
        body: PayrollSoftwareCreateBody,
        response: { 201: PayrollSoftware, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!currentUserOf(request).permissions.can_run_integration_jobs) throw new AppError(403, 'missing_permission', 'This action needs the can_run_integration_jobs permission.');
      return reply.status(201).send(await createPayrollSoftware(db, request, request.body.name));
    },
  );
};
