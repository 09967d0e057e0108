import { Type, type Static } from 'typebox';

/**
 * Background jobs (the shops synchronisation, PIN sends, invoice documents; spec 3's imports, HRIS jobs and reports),
 * written once: the server serialises with these schemas, the console imports their types only (`import type`) and
 * follows any job with one component (src/ui/jobs/JobProgress.tsx).
 */

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** What a job that reads lines (an import, a payroll file) did with them; null for a job that counts no lines. */
export const JobCounts = Type.Object({
  read: Count('lines (or items) read'),
  applied: Count('lines that changed something'),
  unchanged: Count('lines that were already so'),
  refused: Count('lines refused (each in errors, up to MAX_JOB_LINE_ERRORS)'),
});
export type JobCounts = Static<typeof JobCounts>;

/** A line a job refused, and why. */
export const JobLineError = Type.Object({
  line: Type.Integer({ minimum: 0, description: "the line's number in what was read (1 = the first; 0 = the whole input)" }),
  column: Type.Union([Type.String(), Type.Null()], { description: 'the column (its header) at fault, if one' }),
  value: Type.Union([Type.String(), Type.Null()], { description: 'the value refused, as read' }),
  reason: Type.String({ description: 'an error key the console translates (errors.<key>), else a text' }),
});
export type JobLineError = Static<typeof JobLineError>;

/** A job keeps its first line errors only: a file of a million bad lines does not make a million-item answer. */
export const MAX_JOB_LINE_ERRORS = 1000;

/** GET /super_admin/api/jobs/{id}: a job, to follow its status and progress. */
export const Job = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'e.g. shops_synchronization' }),
  status: Type.Enum([...JOB_STATUSES]),
  progress: Type.Integer({ description: 'items done (shops for a synchronisation)' }),
  total: Type.Integer({ description: 'items to do; progress == total once succeeded' }),
  counts: Type.Union([JobCounts, Type.Null()], { description: 'what a job that reads lines did with them, as it goes; null for other jobs' }),
  errors: Type.Array(JobLineError, { maxItems: MAX_JOB_LINE_ERRORS, description: 'the lines it refused, in order (the first MAX_JOB_LINE_ERRORS)' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'why it failed' }),
  result: Type.Optional(
    Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
      description: "what a succeeded job did, by kind (e.g. a PIN send's counts {sent, skipped_no_phone, skipped_no_email, blocked}); null until then",
    }),
  ),
  created_at: Type.String({ format: 'date-time' }),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Job = Static<typeof Job>;

export const JobParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The 202 answer of a call that starts a job. */
export const StartedJob = Type.Object({ job: Type.Pick(Job, ['id', 'status', 'progress', 'total']) });
export type StartedJob = Static<typeof StartedJob>;

/** The answer of GET /super_admin/api/jobs/{id}. */
export const FollowedJob = Type.Object({ job: Job });
export type FollowedJob = Static<typeof FollowedJob>;
