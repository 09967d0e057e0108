import type { Kysely } from 'kysely';
import type { Database } from '../db/types/index.js';
import { displayName, organisationSortKeys, referentSortKeys, type UserNameFields } from './sortKeys.js';

/**
 * The display copies (migration 0008) the lists and the map read instead of joining: each
 * organisation keeps its owner's name, e-mail and phone; each shop its organisation's name and
 * status and its referent's name, e-mail and phone. Every write of a source column also writes
 * its copies: the seed, and the area stores (server/routes/{organisations,shops,users}/store.ts).
 * The shop-side helpers also give the sort keys copied from the same row, so one call writes both.
 */
export interface ContactFields extends UserNameFields {
  phone: string | null;
}

/** The user columns the copies are made from. */
export const CONTACT_COLUMNS = ['first_name', 'last_name', 'email', 'phone'] as const;

/** The user an owner_id or referent_user_id points to, null for none (or a user that no longer exists). */
export async function contactOf(db: Kysely<Database>, userId: number | null | undefined): Promise<ContactFields | null> {
  if (userId === null || userId === undefined) return null;
  return (await db.selectFrom('users').select(CONTACT_COLUMNS).where('id', '=', userId).executeTakeFirst()) ?? null;
}

/** The organisation's copies of its owner (null without an owner). */
export function ownerCopies(owner: ContactFields | null | undefined) {
  return {
    owner_name: owner ? displayName(owner) : null,
    owner_email: owner?.email ?? null,
    owner_phone: owner?.phone ?? null,
  };
}

/** Everything a shop keeps of its referent: the sort keys and the display copies (null without a referent). */
export function shopReferentColumns(referent: ContactFields | null | undefined) {
  return {
    ...referentSortKeys(referent),
    referent_name: referent ? displayName(referent) : null,
    referent_email: referent?.email ?? null,
    referent_phone: referent?.phone ?? null,
  };
}

/** Everything a shop keeps of its organisation: the name's sort key, the name and the status. */
export function shopOrganisationColumns(organisation: { name: string; status: string }) {
  return {
    organisation_name_sort: organisationSortKeys(organisation).name_sort,
    organisation_name: organisation.name,
    organisation_status: organisation.status,
  };
}
