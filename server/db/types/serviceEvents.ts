import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

/** An event of the events service (migration 0029, server/services/events/; spec 2 §3 "Event"). */
export interface ServiceEventsTable {
  /** a number on SQLite, a string on PostgreSQL (bigint) */
  id: Generated<number | string>;
  occurred_at: IsoDate;
  /** console | outbox | main_app (src/domain/events/subtypes.ts) */
  source: string;
  /** the subtype's category */
  type: string;
  subtype: string;
  organisation_id: number | null;
  shop_id: number | null;
  cluster_node_id: number | null;
  /** who acted, or whom an e-mail / SMS was for */
  user_id: number | null;
  impersonated_by: string | null;
  email_id: number | null;
  error_message: string | null;
  context: Generated<JsonText>;
  /** the main application's id of an ingested event */
  external_id: string | null;
  created_at: IsoDate;
  /** the request (or the job it made) behind a console or outbox event (migration 0030); null for ingested events */
  request_id: string | null;
  correlation_id: string | null;
}

export type ServiceEvent = Selectable<ServiceEventsTable>;
