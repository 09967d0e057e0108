import { Ajv, type ErrorObject } from 'ajv';
import type { Kysely } from 'kysely';
import type { ErrorDetail } from '../../http/errors.js';
import type { Database } from '../../db/types/index.js';
import { PAID_LEAVE_COUNTERS_JOB, PAYROLL_REPORT_JOB, type PaidLeavePayload, type PayrollReportPayload } from './automaticJobHandlers.js';

/** The job kind of the HRIS import (registered by the imports' area, server/routes/integrationJobs): payload {organisationId, date, integrationId, requestId}. */
export const HRIS_IMPORT_JOB = 'integration.hris';

/** What an organisation has that makes an automatic job its own. */
export interface OrganisationTraits {
  hris: boolean;
  payConfigs: boolean;
}

/** What a launch enqueues: the job kind and its payload, after the args passed the job's schema. */
export interface LaunchPlan {
  kind: string;
  payload: unknown;
}

export interface LaunchContext {
  db: Kysely<Database>;
  organisationId: number;
  /** YYYY-MM-DD, the day of the launch (UTC): the default date of the args that take one */
  today: string;
  requestId: string;
}

/** An automatic job (spec 3 §3.3: name, display_name): a real job kind, with a JSON Schema for its args. */
export interface AutomaticJobDefinition {
  name: string;
  display_name: string;
  /** JSON Schema (draft-07) of its args; additional properties refused */
  argsSchema: object;
  exampleArgs(today: string): Record<string, unknown>;
  appliesTo(traits: OrganisationTraits): boolean;
  /** the job to enqueue; throws an AppError (422) when the args name something the organisation does not have */
  plan(args: Record<string, unknown>, context: LaunchContext): Promise<LaunchPlan> | LaunchPlan;
}

const DATE = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' };

export const AUTOMATIC_JOBS: readonly AutomaticJobDefinition[] = [
  {
    name: 'hris_synchronisation',
    display_name: 'HRIS synchronisation',
    argsSchema: {
      type: 'object',
      properties: { integration_id: { type: 'string', minLength: 1, maxLength: 100 }, date: DATE },
      required: ['integration_id', 'date'],
      additionalProperties: false,
    },
    exampleArgs: (today) => ({ integration_id: 'hris', date: today }),
    appliesTo: (traits) => traits.hris,
    plan: (args, { organisationId, requestId }) => ({
      kind: HRIS_IMPORT_JOB,
      payload: { organisationId, date: args.date, integrationId: args.integration_id, requestId },
    }),
  },
  {
    name: 'paid_leave_counters_recomputation',
    display_name: 'Paid-leave counters recomputation',
    argsSchema: { type: 'object', properties: { as_of: DATE }, additionalProperties: false },
    exampleArgs: (today) => ({ as_of: today }),
    appliesTo: () => true,
    plan: (args, { organisationId, today }): LaunchPlan => ({
      kind: PAID_LEAVE_COUNTERS_JOB,
      payload: { organisationId, asOf: (args.as_of as string | undefined) ?? today } satisfies PaidLeavePayload,
    }),
  },
  {
    name: 'payroll_report',
    display_name: 'Payroll report of the previous period',
    argsSchema: {
      type: 'object',
      properties: { pay_config_id: { type: 'string', minLength: 1, maxLength: 64 }, reference_date: DATE },
      required: ['pay_config_id'],
      additionalProperties: false,
    },
    exampleArgs: (today) => ({ pay_config_id: '00000000-0000-4000-8000-000000000000', reference_date: today }),
    appliesTo: (traits) => traits.payConfigs,
    plan: (args, { organisationId, today }): LaunchPlan => ({
      kind: PAYROLL_REPORT_JOB,
      payload: { organisationId, payConfigId: args.pay_config_id as string, referenceDate: (args.reference_date as string | undefined) ?? today } satisfies PayrollReportPayload,
    }),
  },
];

const ajv = new Ajv({ allErrors: true, strict: true });
const validators = new Map(AUTOMATIC_JOBS.map((job) => [job.name, ajv.compile(job.argsSchema)]));

function pathOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const named = (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ?? (error.params as { additionalProperty?: string }).additionalProperty;
  if (named) segments.push(named);
  return ['args', ...segments].join('.');
}

/** The schema's messages for these args, one per error (empty: valid). */
export function argsProblems(job: AutomaticJobDefinition, args: unknown): ErrorDetail[] {
  const validate = validators.get(job.name)!;
  if (validate(args)) return [];
  return (validate.errors ?? []).map((error) => ({ path: pathOf(error), message: error.message ?? error.keyword }));
}

export const automaticJobNamed = (name: string) => AUTOMATIC_JOBS.find((job) => job.name === name);
