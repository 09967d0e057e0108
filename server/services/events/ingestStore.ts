import type { Kysely } from 'kysely';
import type { IngestAnswer, IngestedEvent } from '../../../src/contracts/events.js';
import { isEventSubtype, type EventSubtype } from '../../../src/domain/events/subtypes.js';
import { selectByIds } from '../../db/chunks.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { recordEvents, type NewServiceEvent } from './record.js';

const refused = (key: string, message: string, indexes: number[]) =>
  new AppError(
    422,
    key,
    message,
    indexes.slice(0, 20).map((index) => ({ path: `events/${index}`, message })),
  );

/**
 * What the service stores of one of the main application's events: source main_app, the organisation of its shop
 * (`shopOrganisationId`) when the event does not name one. Pure, and it trusts its input (ingestEvents checks the
 * subtype and the shop first): the seeds build their events with it, so the demo and large datasets hold what the
 * ingestion would have stored.
 */
export function ingestedServiceEvent(event: IngestedEvent, shopOrganisationId: number | null | undefined): NewServiceEvent {
  return {
    occurredAt: event.occurred_at,
    source: 'main_app',
    subtype: event.subtype as EventSubtype,
    organisationId: event.organisation_id ?? (event.shop_id ? shopOrganisationId : null),
    shopId: event.shop_id ?? null,
    clusterNodeId: event.cluster_node_id ?? null,
    userId: event.user_id ?? null,
    impersonatedBy: event.impersonated_by ?? null,
    errorMessage: event.error_message ?? null,
    context: event.context ?? {},
    externalId: event.external_id,
  };
}

/**
 * Stores the main application's events (POST /services/events/ingest; the seeds call it too), all or nothing, in the
 * caller's transaction: every subtype must be one of the catalogue's (422 unknown_subtype), every shop one of ours
 * (422 unknown_shop) and of the organisation given with it (422 shop_of_another_organisation); a shop's
 * organisation is filled in when the event does not name it, so the organisation's history lists it. An event whose
 * external_id is already stored is a duplicate, skipped.
 */
export async function ingestEvents(trx: Kysely<Database>, events: readonly IngestedEvent[]): Promise<IngestAnswer> {
  const unknownSubtypes = events.flatMap((event, index) => (isEventSubtype(event.subtype) ? [] : [index]));
  if (unknownSubtypes.length > 0) throw refused('unknown_subtype', 'The subtype is not one of the events catalogue (src/domain/events/subtypes.ts).', unknownSubtypes);

  const shopIds = events.flatMap((event) => (event.shop_id ? [event.shop_id] : []));
  const shops = await selectByIds(shopIds, (part) => trx.selectFrom('shops').select(['id', 'organisation_id']).where('id', 'in', part).execute());
  const organisationOf = new Map(shops.map((row) => [row.id, row.organisation_id]));
  const unknownShops = events.flatMap((event, index) => (event.shop_id && !organisationOf.has(event.shop_id) ? [index] : []));
  if (unknownShops.length > 0) throw refused('unknown_shop', 'No shop has this shop_id.', unknownShops);
  const mismatched = events.flatMap((event, index) =>
    event.shop_id && event.organisation_id && organisationOf.get(event.shop_id) !== event.organisation_id ? [index] : [],
  );
  if (mismatched.length > 0) throw refused('shop_of_another_organisation', 'The shop is not one of the organisation given with it.', mismatched);

  const stored = await recordEvents(
    trx,
    events.map((event) => ingestedServiceEvent(event, event.shop_id ? organisationOf.get(event.shop_id) : null)),
  );
  return { ingested: stored, duplicates: events.length - stored };
}
