/**
 * The organisation details form (spec 2 §2.1), pure: what the form edits, what a submit sends,
 * and the licences split into columns of 15 links (spec 2 §9 "Link list columns").
 */
import type { ORGANISATION_PLANS, OrganisationStatus } from '../contracts/lists';

export const LINK_COLUMN_SIZE = 15;
type Plan = (typeof ORGANISATION_PLANS)[number];

export interface DetailsValues {
  ownerId: number | null;
  status: string;
  clusters: boolean;
  pack: string | null;
}

export interface DetailsSource {
  referentId: number | null;
  status: string;
  clusters: boolean;
  packOfferName: string | null;
  isNewOffer: boolean;
}

export const initialDetails = (record: DetailsSource): DetailsValues => ({
  ownerId: record.referentId,
  status: record.status,
  clusters: record.clusters,
  pack: record.packOfferName,
});

/** The PATCH body's organisation: only what changed; the pack never for a new-offer organisation (it is not shown). */
export function detailsChanges(record: DetailsSource, values: DetailsValues) {
  const changes: { owner_id?: number; status?: OrganisationStatus; clusters?: boolean; pack_offer_name?: Plan } = {};
  if (values.ownerId !== null && values.ownerId !== record.referentId) changes.owner_id = values.ownerId;
  if (values.status !== record.status) changes.status = values.status as OrganisationStatus;
  if (values.clusters !== record.clusters) changes.clusters = values.clusters;
  if (!record.isNewOffer && values.pack !== null && values.pack !== record.packOfferName) changes.pack_offer_name = values.pack as Plan;
  return changes;
}

/** Networks once on stay on (spec 2 §2.1): the switch is locked when the saved value is true. */
export const networksLocked = (record: Pick<DetailsSource, 'clusters'>) => record.clusters;

/** Items in columns of `size` (15 licence links per column). */
export function inColumns<T>(items: readonly T[], size = LINK_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

/** The SMS bar's share, 0 to 100 (a limit of 0 reads as empty, an overrun as full). */
export function smsShare(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
