import { sortKey } from '../../src/domain/sortKey.js';

/**
 * The sort-key columns of each table, computed from the columns they mirror. Every write of a
 * mirrored column also writes its key: the seed, and the area stores (server/routes/{organisations,
 * shops,users}/store.ts), which also refresh the shops' copies of organisation and referent keys.
 */
export interface UserNameFields {
  first_name: string;
  last_name: string;
  email: string | null;
}

export const displayName = (user: Pick<UserNameFields, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

export function organisationSortKeys(organisation: { name: string }) {
  return { name_sort: sortKey(organisation.name) };
}

export function userSortKeys(user: UserNameFields) {
  return { name_sort: sortKey(displayName(user)), email_sort: sortKey(user.email) };
}

/** The shops list's copies of its referent's keys ("" without a referent). */
export function referentSortKeys(referent: UserNameFields | null | undefined) {
  const keys = referent ? userSortKeys(referent) : { name_sort: '', email_sort: '' };
  return { referent_name_sort: keys.name_sort, referent_email_sort: keys.email_sort };
}

export function shopSortKeys(shop: { name: string }, organisation: { name: string }, referent: UserNameFields | null | undefined) {
  return {
    name_sort: sortKey(shop.name),
    organisation_name_sort: sortKey(organisation.name),
    ...referentSortKeys(referent),
  };
}
