import type { OrganisationUpdate } from '../../../src/contracts/organisationRecord.js';
import type { Organisation } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import type { TrackingEventName } from '../../tracking/track.js';
import type { OrganisationChanges } from './store.js';

export interface OrganisationEdit {
  /** the columns to write (only those that change) */
  changes: OrganisationChanges;
  /** the API fields that change, before and after (the audit row) */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  events: { name: TrackingEventName; properties: { from: unknown; to: unknown } }[];
}

/**
 * What a PATCH changes (spec 2 §2.1, §4 "Organisation edit"), pure: the referent must be one of
 * `availableReferentIds` (422 referent_not_available); networks once on stay on (422 clusters_locked);
 * a status change is tracked as updated_status_orga, a pack change as updated_pack.
 */
export function organisationChanges(row: Organisation, body: OrganisationUpdate['organisation'], availableReferentIds: readonly number[]): OrganisationEdit {
  const edit: OrganisationEdit = { changes: {}, before: {}, after: {}, events: [] };
  const set = (field: string, from: unknown, to: unknown) => {
    edit.before[field] = from;
    edit.after[field] = to;
  };
  if (body.owner_id !== undefined && body.owner_id !== row.owner_id) {
    if (!availableReferentIds.includes(body.owner_id)) {
      throw new AppError(422, 'referent_not_available', `User ${body.owner_id} is not an available referent of this organisation.`);
    }
    edit.changes.owner_id = body.owner_id;
    set('owner_id', row.owner_id, body.owner_id);
  }
  if (body.status !== undefined && body.status !== row.status) {
    edit.changes.status = body.status;
    set('status', row.status, body.status);
    edit.events.push({ name: 'updated_status_orga', properties: { from: row.status, to: body.status } });
  }
  if (body.clusters !== undefined && body.clusters !== (row.clusters === 1)) {
    if (!body.clusters) throw new AppError(422, 'clusters_locked', 'Networks, once enabled, cannot be turned off.');
    edit.changes.clusters = 1;
    set('clusters', false, true);
  }
  if (body.pack_offer_name !== undefined && body.pack_offer_name !== row.plan) {
    edit.changes.plan = body.pack_offer_name;
    set('pack_offer_name', row.plan, body.pack_offer_name);
    edit.events.push({ name: 'updated_pack', properties: { from: row.plan, to: body.pack_offer_name } });
  }
  return edit;
}
