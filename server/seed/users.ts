import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS } from './demoAccounts.js';
import { payrollIdentity } from './payroll.js';
import { chance, daysAgo, mobilePhone, REFERENCE_DATE, slug } from './random.js';
import { userRow } from './staff.js';
import type { SeedContext } from './context.js';
import type { OrganisationPlan } from './organisations.js';
import type { GeneratedShop } from './shops.js';
import type { SeedCountry } from './places.js';
import type { LicenceType, LicenseRow, MembershipRow, ShopRow, UserRow } from './rows.js';

const LICENCES: readonly { name: string; type: LicenceType }[] = [
  { name: 'Administrateur système', type: 'system_admin' },
  { name: 'Planificateur avancé', type: 'advanced_planner' },
  { name: 'Manager avancé', type: 'advanced_master' },
  { name: 'Manager', type: 'planner' },
  { name: 'Employé', type: 'employee' },
];

/** The licences of an organisation (positions 0..n), plus an unused seasonal one for some. */
export function buildLicences(ctx: SeedContext, organisationId: number): { rows: LicenseRow[]; idOf: Record<LicenceType, number> } {
  const rows: LicenseRow[] = LICENCES.map((l, position) => ({
    id: ctx.ids.next('licenses'),
    organisation_id: organisationId,
    name: l.name,
    position,
    visible: 1,
    active: 1,
    original_type: l.type,
  }));
  if (chance(ctx.faker, 0.1)) {
    rows.push({ id: ctx.ids.next('licenses'), organisation_id: organisationId, name: 'Saisonnier', position: rows.length, visible: 0, active: 0, original_type: 'employee' });
  }
  const idOf = Object.fromEntries(LICENCES.map((l, i) => [l.type, rows[i].id])) as Record<LicenceType, number>;
  return { rows, idOf };
}

export interface Person {
  row: UserRow;
  role: LicenceType;
  /** index of the main shop in the organisation's shop list */
  shop: number;
  owner: boolean;
  /** demo accounts keep exactly one membership */
  pinned: boolean;
}

const LANGS: Readonly<Record<string, readonly string[]>> = { FR: ['fr'], BE: ['fr', 'fr', 'nl'], CH: ['fr', 'fr', 'de'], ES: ['es'], DE: ['de'] };

/** One role per generated user: the first is the owner (system admin), the first of each shop a manager. */
function assignRoles(faker: Faker, perShop: readonly number[]): LicenceType[] {
  const n = perShop.reduce((a, b) => a + b, 0);
  const roles: LicenceType[] = new Array<LicenceType>(n).fill('employee');
  roles[0] = 'system_admin';
  let first = 0;
  for (const count of perShop) {
    const manager = first === 0 ? 1 : first;
    if (count > (first === 0 ? 1 : 0)) roles[manager] = 'planner';
    first += count;
  }
  const extra: [LicenceType, number][] = [
    ['system_admin', Math.min(3, Math.floor(n / 80))],
    ['advanced_planner', n >= 8 ? 1 + Math.floor(n / 60) : 0],
    ['advanced_master', n >= 15 ? 1 + Math.floor(n / 100) : 0],
  ];
  const candidates = faker.helpers.shuffle(roles.flatMap((r, i) => (r === 'employee' ? [i] : [])));
  for (const [role, count] of extra) for (let k = 0; k < count && candidates.length > 0; k++) roles[candidates.pop()!] = role;
  return roles;
}

/** What decides one generated customer user; the row itself comes from `ctx.customerUser` (or the faker one below). */
export interface CustomerInput {
  id: number;
  role: LicenceType;
  owner: boolean;
  /** the main shop */
  shop: ShopRow;
  /** days since the main shop was created */
  shopAge: number;
  /** the organisation's e-mail domain */
  domain: string;
  country: SeedCountry;
  langs: readonly string[];
}

/** Builds one customer user row; must consume randomness deterministically. */
export type CustomerFactory = (ctx: SeedContext, input: CustomerInput) => UserRow;

/** The demo seed's customer: every field drawn from the seeded faker (the demo data depends on this exact sequence). */
export const fakerCustomer: CustomerFactory = (ctx, { id, role, owner, shop, shopAge, domain, country, langs }) => {
  const { faker } = ctx;
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const age = faker.number.float({ min: 0.5, max: Math.max(1, shopAge) });
  const confirmedAt = owner || chance(faker, 0.94) ? daysAgo(age - 0.2) : null;
  const archived = !owner && role !== 'system_admin' && chance(faker, 0.05);
  return userRow(id, {
    email: `${slug(firstName, '.')}.${slug(lastName, '.')}.${id}@${domain}`,
    first_name: firstName,
    last_name: lastName,
    phone: chance(faker, 0.9) ? mobilePhone(faker, country) : null,
    lang: faker.helpers.arrayElement(langs),
    time_clock_only: role === 'employee' && chance(faker, 0.03) ? 1 : 0,
    contract_hours: faker.helpers.arrayElement(role === 'employee' ? [35, 35, 35, 39, 24, 28, 30, 20] : [35, 39]),
    badging_pin: shop.badging ? faker.string.numeric(4) : null,
    ...payrollIdentity(id, role),
    created_at: daysAgo(age),
    updated_at: daysAgo(age / 2),
    confirmed_at: confirmedAt,
    invitation_accepted_at: confirmedAt,
    archived_at: archived ? daysAgo(faker.number.float({ min: 0.1, max: age - 0.3 })) : null,
  });
};

/** Generated users of one organisation, then its demo accounts. */
export function buildPeople(ctx: SeedContext, plan: OrganisationPlan, shops: readonly GeneratedShop[]): Person[] {
  const { faker } = ctx;
  const customer = ctx.customerUser ?? fakerCustomer;
  const domain = `${slug(plan.name)}.example`;
  const roles = assignRoles(faker, plan.employeesPerShop);
  const langs = LANGS[plan.country];
  const people: Person[] = [];
  let k = 0;
  plan.employeesPerShop.forEach((count, shopIndex) => {
    const shop = shops[shopIndex].row;
    const shopAge = (REFERENCE_DATE - Date.parse(shop.created_at)) / 86_400_000;
    for (let j = 0; j < count; j++, k++) {
      const role = roles[k];
      const owner = k === 0;
      const row = customer(ctx, { id: ctx.ids.next('users'), role, owner, shop, shopAge, domain, country: plan.country, langs });
      people.push({ role, shop: shopIndex, owner, pinned: false, row });
    }
  });
  for (const pin of plan.pinned) {
    const account = DEMO_ACCOUNTS[pin.account];
    if (pin.timeClockOnly) shops[0].row.badging = 0;
    const id = ctx.ids.next('users');
    people.push({
      role: pin.role,
      shop: 0,
      owner: !!pin.owner,
      pinned: true,
      row: userRow(id, {
        ...payrollIdentity(id, pin.role),
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: mobilePhone(faker),
        password_hash: ctx.passwordOf(pin.account),
        time_clock_only: pin.timeClockOnly ? 1 : 0,
        contract_hours: 35,
        created_at: daysAgo(60),
        updated_at: daysAgo(10),
        confirmed_at: pin.unconfirmed ? null : daysAgo(59),
        invitation_accepted_at: pin.unconfirmed ? null : daysAgo(59),
        archived_at: pin.archived ? daysAgo(20) : null,
      }),
    });
  }
  return people;
}

/** Main membership for everyone; system admins also join every other shop, some others one more. */
export function buildMemberships(
  ctx: SeedContext,
  organisationId: number,
  people: readonly Person[],
  shops: readonly GeneratedShop[],
  licenceOf: Record<LicenceType, number>,
): MembershipRow[] {
  const rows: MembershipRow[] = [];
  const add = (p: Person, shopIndex: number, main: boolean) =>
    rows.push({
      id: ctx.ids.next('memberships'),
      user_id: p.row.id,
      organisation_id: organisationId,
      shop_id: shops[shopIndex].row.id,
      license_id: licenceOf[p.role],
      main: main ? 1 : 0,
      created_at: p.row.created_at,
    });
  for (const p of people) {
    add(p, p.shop, true);
    if (shops.length < 2 || (p.pinned && p.role !== 'system_admin')) continue;
    if (p.role === 'system_admin') {
      for (let s = 0; s < Math.min(shops.length, 30); s++) if (s !== p.shop) add(p, s, false);
    } else if (chance(ctx.faker, 0.08)) {
      const other = ctx.faker.number.int({ min: 0, max: shops.length - 2 });
      add(p, other >= p.shop ? other + 1 : other, false);
    }
  }
  return rows;
}
