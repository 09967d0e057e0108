import { Type, type Static } from 'typebox';

/**
 * Issue 30 (beyond the spec: the spec stores a schedule, here it runs): an integration's automated report runs, as the
 * pay-config service answers them (server/services/pay-configs/reports/routes.ts) and the console's report history
 * shows them.
 */

export const REPORT_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const REPORT_RUN_TRIGGERS = ['schedule', 'manual'] as const;
/** the lock outcome of a run of a schedule with lockAfterGeneration: locked, or refused as already locked */
export const REPORT_LOCK_STATUSES = ['locked', 'already_locked'] as const;
/** the error keys a failed run stores (the history translates them: report_history.errors.<key>) */
export const REPORT_RUN_ERRORS = ['pay_config_deleted', 'pay_config_without_shops', 'no_report_recipient', 'report_generation_failed', 'invalid_report_period'] as const;

export const ReportRunFile = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
  shop_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the shop of a per-shop file; null for a grouped file' }),
});

export const ReportRun = Type.Object({
  id: Type.Integer(),
  pay_config_id: Type.String(),
  trigger: Type.Enum([...REPORT_RUN_TRIGGERS]),
  status: Type.Enum([...REPORT_RUN_STATUSES]),
  due_at: Type.String({ description: 'the occurrence a scheduled run stands for; the request time of a run now (ISO)' }),
  period_start: Type.String({ description: 'YYYY-MM-DD, included ("" when the schedule gave no period)' }),
  period_end: Type.String({ description: 'YYYY-MM-DD, included' }),
  recipients: Type.Array(Type.String()),
  lock_status: Type.Union([Type.Enum([...REPORT_LOCK_STATUSES]), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()], { description: 'one of REPORT_RUN_ERRORS' }),
  created_at: Type.String(),
  started_at: Type.Union([Type.String(), Type.Null()]),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  files: Type.Array(ReportRunFile),
});
export type ReportRun = Static<typeof ReportRun>;

export const ReportRunListQuery = Type.Object(
  {
    organisation_id: Type.Optional(Type.Integer({ minimum: 1, description: "the caller's organisation: another one's config answers 404" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'newest first; default 50' })),
  },
  { additionalProperties: false },
);

export const RunNowBody = Type.Object(
  { organisation_id: Type.Optional(Type.Integer({ minimum: 1, description: "the caller's organisation: another one's config answers 404" })) },
  { additionalProperties: false },
);

export const ReportRunFileParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  runId: Type.Integer({ minimum: 1 }),
  fileId: Type.Integer({ minimum: 1 }),
});
