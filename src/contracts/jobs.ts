import { Type, type Static } from 'typebox';

/**
 * Background jobs (the shops synchronisation, later exports and imports), written once: the server
 * serialises with these schemas, the console imports their types only (`import type`).
 */

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** GET /super_admin/api/jobs/{id}: a job, to follow its status and progress. */
export const Job = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'e.g. shops_synchronization' }),
  status: Type.Enum([...JOB_STATUSES]),
  progress: Type.Integer({ description: 'items done (shops for a synchronisation)' }),
  total: Type.Integer({ description: 'items to do; progress == total once succeeded' }),
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
