import type { Generated, Selectable } from 'kysely';
import type { IsoDate, JsonText } from './columns.js';

/** An analytics event (spec 2 §7 "Other": updated_pack, updated_status_orga, updated_option), migration 0015, server/tracking/track.ts. */
export interface TrackingEventsTable {
  id: Generated<number>;
  name: string;
  organisation_id: number | null;
  shop_id: number | null;
  /** the actor (the signed-in super admin) */
  user_id: number | null;
  /** JSON object, e.g. {"from": "trial", "to": "active"} */
  properties: Generated<JsonText>;
  created_at: IsoDate;
}

/** A call to an outside service, written in the request's transaction and sent by a job (server/outbound/). */
export interface OutboundRequestsTable {
  id: Generated<number>;
  /** billing_automation … */
  service: string;
  /** delete … */
  action: string;
  /** organisation | shop */
  entity_type: string;
  entity_id: number;
  payload: Generated<JsonText>;
  /** pending | sent | failed */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export type TrackingEvent = Selectable<TrackingEventsTable>;
export type OutboundRequest = Selectable<OutboundRequestsTable>;
