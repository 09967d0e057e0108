import { Type, type Static, type TSchema } from 'typebox';

/**
 * Beyond the spec (issue 19): one customer timeline on the organisation page, merging newest first the organisation's
 * events (the events service's table), its e-mails and SMS (the outbox), its jobs and the impersonations of its users.
 * GET /super_admin/api/organisations/{id}/timeline. Keyset pagination: `next` is an opaque cursor (the last item's
 * time, kind and id), passed back as `before`; null when there is no more.
 */
const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

/** The kinds, in the order that breaks a tie between two items of the same instant (the later kind first). */
export const TIMELINE_KINDS = ['events', 'emails', 'jobs', 'impersonations'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_LIMIT = { default: 50, max: 200 } as const;

const KIND = `(${TIMELINE_KINDS.join('|')})`;

export const TimelineQuery = Type.Object({
  kinds: Type.Optional(
    Type.String({ pattern: `^${KIND}(,${KIND})*$`, maxLength: 100, description: `comma-separated kinds among ${TIMELINE_KINDS.join(', ')} (default all)` }),
  ),
  before: Type.Optional(Type.String({ maxLength: 200, description: "the previous answer's next: the items after it (400 invalid_cursor when it is not one)" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TIMELINE_LIMIT.max, default: TIMELINE_LIMIT.default })),
});
export type TimelineQuery = Static<typeof TimelineQuery>;

const Common = {
  id: Type.String({ description: 'the id of the row in its source (a string: event ids are 64-bit on PostgreSQL)' }),
  at: Type.String({ description: 'when it happened (ISO instant)' }),
};

/** An event of the events service about the organisation (outbox status events and impersonations are their own kinds). */
export const TimelineEvent = Type.Object({
  kind: Type.Literal('events'),
  ...Common,
  subtype: Type.String({ description: 'src/domain/events/subtypes.ts' }),
  source: Type.String(),
  shopId: Nullable(Type.Integer()),
  shopName: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  impersonatedBy: Nullable(Type.String()),
  emailId: Nullable(Type.Integer()),
  errorMessage: Nullable(Type.String()),
  context: Type.Record(Type.String(), Type.Unknown()),
});

/** An e-mail or SMS of the outbox sent about the organisation; emailId opens the e-mail details. */
export const TimelineEmail = Type.Object({
  kind: Type.Literal('emails'),
  ...Common,
  emailId: Type.Integer(),
  channel: Type.Enum(['email', 'sms']),
  template: Type.String({ description: 'invitation, pin, invoice, account_creation, test_email…' }),
  subject: Nullable(Type.String()),
  to: Type.Array(Type.String()),
  status: Type.String({ description: 'the latest status, e.g. EMAIL_DELIVERED' }),
  statusColour: Type.String({ description: 'spec 2 §3 tag colour' }),
  shopId: Nullable(Type.Integer()),
  userId: Nullable(Type.Integer()),
});

/** A background job that concerns the organisation (a group PIN send, an invoice document, a call to the billing automation service). */
export const TimelineJob = Type.Object({
  kind: Type.Literal('jobs'),
  ...Common,
  job: Type.String({ description: 'the job kind: pin_send, invoice_document, outbound_request_delivery' }),
  status: Type.String({ description: 'queued | running | succeeded | failed' }),
  progress: Type.Integer(),
  total: Type.Integer(),
  error: Nullable(Type.String()),
  finishedAt: Nullable(Type.String()),
  by: Nullable(Type.String({ description: 'the e-mail of the staff member who started it' })),
});

/** A staff member who saw the site as one of the organisation's users (audit action user.impersonate). */
export const TimelineImpersonation = Type.Object({
  kind: Type.Literal('impersonations'),
  ...Common,
  userId: Type.Integer(),
  userName: Nullable(Type.String()),
  staff: Nullable(Type.String({ description: "the staff member's e-mail" })),
});

export const TimelineItem = Type.Union([TimelineEvent, TimelineEmail, TimelineJob, TimelineImpersonation]);
export type TimelineItem = Static<typeof TimelineItem>;
export type TimelineEvent = Static<typeof TimelineEvent>;
export type TimelineEmail = Static<typeof TimelineEmail>;
export type TimelineJob = Static<typeof TimelineJob>;
export type TimelineImpersonation = Static<typeof TimelineImpersonation>;

export const TimelinePage = Type.Object({ items: Type.Array(TimelineItem), next: Nullable(Type.String()) });
export type TimelinePage = Static<typeof TimelinePage>;
