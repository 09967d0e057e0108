import { Type, type Static, type TSchema } from 'typebox';
import { EVENT_SOURCES } from '../domain/events/subtypes.js';

/**
 * The events service (spec 2 §2.5, §3 "Event", §7 "Events and mails services"; spec 3 §3.3; issue 19), mounted on its own
 * prefix (SERVICE_PATHS.events, /services/events) as if it were its own host. Keyset pagination: an answer's `next` is an
 * opaque cursor for the following page in the same order (null: no more), never an offset.
 */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoInstant = Type.String({ format: 'date-time', description: 'ISO 8601 instant, e.g. 2026-11-26T08:00:00.000Z' });

/** One event as the console reads it (spec 2 §3 "Event"). */
export const EventItem = Type.Object({
  id: Type.String({ description: 'the event id (a string: 64-bit on PostgreSQL)' }),
  createdAt: Type.String({ description: 'when it happened (ISO instant)' }),
  source: Type.Enum([...EVENT_SOURCES]),
  type: Type.String({ description: 'category: notifications, emails, planning, documents, counters, licences, shop_rules, employees, back_office' }),
  subtype: Type.String({ description: 'src/domain/events/subtypes.ts; the console renders events.subtypes.<subtype>' }),
  organisationId: Nullable(Type.Integer()),
  shopId: Nullable(Type.Integer()),
  shopName: Nullable(Type.String()),
  clusterNodeId: Nullable(Type.Integer()),
  userId: Nullable(Type.Integer({ description: 'who acted (or whom an e-mail was for)' })),
  userName: Nullable(Type.String()),
  impersonatedBy: Nullable(Type.String({ description: "the staff member who acted as the user ('impersonate par'), e-mail or name" })),
  emailId: Nullable(Type.Integer({ description: 'the outbox message of an e-mail / SMS event (opens the e-mail details)' })),
  errorMessage: Nullable(Type.String({ description: "shown in the type column's '?' tooltip" })),
  context: Type.Record(Type.String(), Type.Unknown(), {
    description:
      'spec 2 §3 context fields (receiver_email, subject, shop_name, previous_hours, new_hours, date, start_date, end_date, user_target_name, ' +
      'poste_pause_time in seconds…); a changed field may be {old, new}',
  }),
});
export type EventItem = Static<typeof EventItem>;

export const EVENT_PAGE_LIMIT = { default: 40, max: 200 } as const;

/** GET /services/events/events: exactly one of shop_id, organisation_id, cluster_node_id, user_id. */
export const EventsQuery = Type.Object({
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
  organisation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  cluster_node_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EVENT_PAGE_LIMIT.max, default: EVENT_PAGE_LIMIT.default })),
  order: Type.Optional(Type.Enum(['asc', 'desc'], { default: 'desc' })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: "the previous answer's next" })),
  subtypes: Type.Optional(Type.String({ maxLength: 4000, description: 'comma-separated subtypes (any of them)' })),
  user_ids: Type.Optional(Type.String({ maxLength: 2000, description: 'comma-separated user ids (any of them)' })),
  from: Type.Optional(IsoInstant),
  to: Type.Optional(IsoInstant),
});
export type EventsQuery = Static<typeof EventsQuery>;

export const EventsPage = Type.Object({ data: Type.Array(EventItem), next: Nullable(Type.String()) });
export type EventsPage = Static<typeof EventsPage>;

/** GET /services/events/subtypes: the known subtypes by category (the filter's choices). */
export const EventSubtypesAnswer = Type.Object({ types: Type.Record(Type.String(), Type.Array(Type.String())) });
export type EventSubtypesAnswer = Static<typeof EventSubtypesAnswer>;

/** One event pushed by the main application (POST /services/events/ingest, service token). */
export const IngestedEvent = Type.Object({
  external_id: Type.String({ minLength: 1, maxLength: 100, description: "the sender's id of the event: a second push of it is ignored (idempotent)" }),
  occurred_at: IsoInstant,
  subtype: Type.String({ maxLength: 64, description: 'one of src/domain/events/subtypes.ts (its type follows), else 422' }),
  organisation_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  shop_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  cluster_node_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  user_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  impersonated_by: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  error_message: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  context: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
});
export type IngestedEvent = Static<typeof IngestedEvent>;

export const INGEST_MAX_EVENTS = 1000;
export const IngestBody = Type.Object({ events: Type.Array(IngestedEvent, { minItems: 1, maxItems: INGEST_MAX_EVENTS }) });
export type IngestBody = Static<typeof IngestBody>;
export const IngestAnswer = Type.Object({
  ingested: Type.Integer({ description: 'events stored' }),
  duplicates: Type.Integer({ description: 'events already stored under the same external_id, ignored' }),
});
export type IngestAnswer = Static<typeof IngestAnswer>;
