import { DEMO_ACCOUNTS, DEMO_COMPANY_DOMAIN, type DemoAccountKey } from './demoAccounts.js';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../src/domain/permissions.js';
import { daysAgo, slug } from './random.js';
import { userSortKeys } from '../lists/sortKeys.js';
import type { IdSequence } from './plan.js';
import type { LicenceType, UserRow } from './rows.js';

/** Company staff: super admins without a password (they appear on the super-admin management screen). */
interface StaffMember {
  firstName: string;
  lastName: string;
  job: 'bizdev' | 'coach' | 'support' | 'product';
  permissions: readonly PermissionFlag[];
  lang?: string;
}

const STAFF: readonly StaffMember[] = [
  { firstName: 'Sophie', lastName: 'Lefèvre', job: 'bizdev', permissions: ['can_synchronize_shops', 'can_create_or_update_invoices'] },
  { firstName: 'Julien', lastName: 'Moreau', job: 'bizdev', permissions: [] },
  { firstName: 'Amandine', lastName: 'Girard', job: 'bizdev', permissions: ['can_link_without_pay'] },
  { firstName: 'Thomas', lastName: 'Roux', job: 'coach', permissions: ['can_add_integration_config', 'can_run_integration_jobs'] },
  { firstName: 'Manon', lastName: 'Fournier', job: 'coach', permissions: ['can_extract_clock_in_out'] },
  { firstName: 'Karim', lastName: 'Benali', job: 'coach', permissions: [] },
  {
    firstName: 'Élodie',
    lastName: 'Chevalier',
    job: 'product',
    permissions: ['can_manage_feature_flags', 'can_add_feature_flags', 'can_manage_labour_laws'],
    lang: 'en',
  },
];

export const BIZDEVS: readonly string[] = STAFF.filter((s) => s.job === 'bizdev').map(fullName);
export const COACHES: readonly string[] = STAFF.filter((s) => s.job === 'coach').map(fullName);

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

export function staffEmail(person: { firstName: string; lastName: string }): string {
  return `${slug(person.firstName, '.')}.${slug(person.lastName, '.')}@${DEMO_COMPANY_DOMAIN}`;
}

/** The base of every user row; callers override what differs. Sort keys follow the final names. */
export function userRow(
  id: number,
  fields: Pick<UserRow, 'email' | 'first_name' | 'last_name'> & Partial<Omit<UserRow, 'name_sort' | 'email_sort'>>,
): UserRow {
  const createdAt = fields.created_at ?? daysAgo(400);
  const sortKeys = userSortKeys({ first_name: fields.first_name, last_name: fields.last_name, email: fields.email ?? null });
  return {
    ...sortKeys,
    id,
    phone: null,
    password_hash: null,
    lang: 'fr',
    super_admin: 0,
    permissions: '[]',
    time_clock_only: 0,
    contract_hours: null,
    badging_pin: null,
    pay_identification_number: null,
    team: null,
    confirmed_at: createdAt,
    invitation_accepted_at: createdAt,
    archived_at: null,
    organisation_id: null,
    created_at: createdAt,
    updated_at: createdAt,
    ...fields,
  };
}

export type PasswordOf = (account: DemoAccountKey) => string | null;

/** The two demo super admins (full, restricted) then the staff, with ids from 1 on an empty database. */
export function buildStaffUsers(ids: IdSequence, passwordOf: PasswordOf, skipEmails: ReadonlySet<string>): UserRow[] {
  const admins = [
    { key: 'fullAdmin' as const, permissions: PERMISSION_FLAGS },
    { key: 'restrictedAdmin' as const, permissions: [] },
  ].map(({ key, permissions }) => {
    const account = DEMO_ACCOUNTS[key];
    return { account: key, email: account.email, firstName: account.firstName, lastName: account.lastName, permissions, lang: 'fr' };
  });
  const staff = STAFF.map((s) => ({ account: null, email: staffEmail(s), ...s, lang: s.lang ?? 'fr' }));
  return [...admins, ...staff]
    .filter((person) => !skipEmails.has(person.email))
    .map((person, i) =>
      userRow(ids.next('users'), {
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        lang: person.lang,
        super_admin: 1,
        permissions: JSON.stringify(person.permissions),
        password_hash: person.account ? passwordOf(person.account) : null,
        created_at: daysAgo(1500 - i * 97),
        confirmed_at: daysAgo(1500 - i * 97),
        invitation_accepted_at: daysAgo(1500 - i * 97),
        updated_at: daysAgo(30),
      }),
    );
}

/** A demo customer account placed in the organisation whose state produces its sign-in outcome. */
export interface PinnedUser {
  account: DemoAccountKey;
  role: LicenceType;
  owner?: boolean;
  archived?: boolean;
  unconfirmed?: boolean;
  /** time-clock-only account whose only shop has badging off (spec 1 §8 "time clock disabled") */
  timeClockOnly?: boolean;
}

type Host = 'firstActive' | 'secondActive' | 'firstCancelled' | 'firstWaiting';

const PLACEMENTS: readonly (PinnedUser & { host: Host })[] = [
  { account: 'customer', role: 'system_admin', owner: true, host: 'firstActive' },
  { account: 'archived', role: 'employee', archived: true, host: 'firstActive' },
  { account: 'unconfirmed', role: 'employee', unconfirmed: true, host: 'firstActive' },
  { account: 'timeClockDisabled', role: 'employee', timeClockOnly: true, host: 'secondActive' },
  { account: 'cancelledOrganisation', role: 'planner', host: 'firstCancelled' },
  { account: 'waitingOrganisation', role: 'system_admin', host: 'firstWaiting' },
];

/** Demo customers per organisation index, given each organisation's status. */
export function placeDemoCustomers(statuses: readonly string[], skipEmails: ReadonlySet<string>): Map<number, PinnedUser[]> {
  const activeIndexes = statuses.flatMap((s, i) => (s === 'active' ? [i] : []));
  const hostIndex: Record<Host, number> = {
    firstActive: activeIndexes[0],
    secondActive: activeIndexes[1] ?? activeIndexes[0],
    firstCancelled: statuses.indexOf('cancelled'),
    firstWaiting: statuses.indexOf('waiting'),
  };
  const byIndex = new Map<number, PinnedUser[]>();
  for (const { host, ...pinned } of PLACEMENTS) {
    const index = hostIndex[host];
    if (index === undefined || index < 0 || skipEmails.has(DEMO_ACCOUNTS[pinned.account].email)) continue;
    byIndex.set(index, [...(byIndex.get(index) ?? []), pinned]);
  }
  return byIndex;
}

/** Every fixed e-mail the seed creates (demo accounts and staff). */
export function seededAccountEmails(): string[] {
  return [...Object.values(DEMO_ACCOUNTS).map((a) => a.email), ...STAFF.map(staffEmail)];
}
