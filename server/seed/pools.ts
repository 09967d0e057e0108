import { normalizeForSearch } from '../../src/domain/search.js';
import { sortKey } from '../../src/domain/sortKey.js';
import { userSearchDocument, type SearchDocument, type SearchableUser } from '../search/searchDocuments.js';
import { payrollIdentity } from './payroll.js';
import { createSeedFaker, daysAgo, slug } from './random.js';
import type { UserRow } from './rows.js';
import type { CustomerFactory } from './users.js';

/**
 * The scaled seed's customers (millions of users): first and last names drawn once from the seeded
 * faker into pools, with their normalised and slug forms computed once, then combined with a small
 * fast generator. Every derived column (sort keys, search document) is assembled from the pooled
 * forms and equals what the canonical builders (userSortKeys, userSearchDocument) compute; the unit
 * test tests/unit/seed.scaled.test.ts checks it on every row of a small dataset.
 */

/** sfc32: a small, fast, seedable generator (floats in [0, 1)). */
export class FastRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** `length` decimal digits (length <= 9) */
  digits(length: number): string {
    return String(Math.floor(this.next() * 10 ** length)).padStart(length, '0');
  }
}

/** A name with the forms the rows need, computed once. */
export interface PooledName {
  text: string;
  /** normalizeForSearch(text) */
  norm: string;
  /** sortKey(text) (no digits) */
  key: string;
  /** slug(text, '.') for e-mails, and its sort key */
  slug: string;
  slugKey: string;
}

const FIRST_NAMES = 1500;
const LAST_NAMES = 3000;

/**
 * Only names whose forms compose: normalising "x <name> y" gives "x <norm> y" and its sort key
 * "x <key> y" (so a full name's key is the two keys joined by a space), no digit (sort keys pad
 * digits), a non-empty ASCII slug.
 */
function composes(text: string, norm: string, key: string, nameSlug: string): boolean {
  return (
    norm.length > 0 &&
    !/\d/.test(text) &&
    normalizeForSearch(`x ${text} y`) === `x ${norm} y` &&
    sortKey(`x ${text} y`) === `x ${key} y` &&
    /^[a-z]+(\.[a-z]+)*$/.test(nameSlug)
  );
}

function namePool(draw: () => string, size: number): PooledName[] {
  const pool: PooledName[] = [];
  for (let attempts = 0; pool.length < size && attempts < size * 4; attempts++) {
    const text = draw();
    const norm = normalizeForSearch(text);
    const key = sortKey(text);
    const nameSlug = slug(text, '.');
    if (composes(text, norm, key, nameSlug)) pool.push({ text, norm, key, slug: nameSlug, slugKey: sortKey(nameSlug) });
  }
  return pool;
}

const CONTRACT_HOURS_EMPLOYEE = [35, 35, 35, 39, 24, 28, 30, 20];
const CONTRACT_HOURS_MANAGER = [35, 39];

/** A mobile number written the way its country writes it (same formats as random.ts mobilePhone). */
function phone(rng: FastRandom, country: string): string {
  switch (country) {
    case 'BE':
      return `+32 4${rng.pick(['7', '8', '9'])}${rng.digits(1)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
    case 'CH':
      return `+41 7${rng.pick(['6', '7', '8', '9'])} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`;
    case 'ES':
      return `+34 6${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`;
    case 'DE':
      return `+49 1${rng.pick(['51', '52', '60', '70', '76'])} ${rng.digits(7)}`;
    default:
      return `0${rng.pick(['6', '7'])} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
  }
}

const ID_WIDTH = 10;
const DOT_KEY = sortKey('.');
const PLAIN_EMAIL = /^[a-z0-9.@-]+$/;
const PLAIN_PHONE = /^[+0-9 ]+$/;

export interface PooledCustomers {
  customerUser: CustomerFactory;
  /** userSearchDocument, assembled from the pooled forms when the user came from the pools */
  userSearchDocument(user: SearchableUser): SearchDocument;
  firstNames: readonly PooledName[];
  lastNames: readonly PooledName[];
}

/** Pools drawn from a faker seeded with `seed`, and a generator seeded with it too: same seed, same users. */
export function pooledCustomers(seed: number): PooledCustomers {
  const faker = createSeedFaker(seed + 1);
  const firstNames = namePool(() => faker.person.firstName(), FIRST_NAMES);
  const lastNames = namePool(() => faker.person.lastName(), LAST_NAMES);
  const firstByText = new Map(firstNames.map((n) => [n.text, n]));
  const lastByText = new Map(lastNames.map((n) => [n.text, n]));
  const rng = new FastRandom(seed);
  let domainOf = '';
  let domainKey = '';

  const customerUser: CustomerFactory = (_ctx, { id, role, owner, shop, shopAge, domain, country, langs }) => {
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const age = 0.5 + rng.next() * (Math.max(1, shopAge) - 0.5);
    const confirmedAt = owner || rng.chance(0.94) ? daysAgo(age - 0.2) : null;
    const archived = !owner && role !== 'system_admin' && rng.chance(0.05);
    if (domain !== domainOf) {
      domainOf = domain;
      domainKey = sortKey(`@${domain}`);
    }
    const local = `${first.slug}.${last.slug}.`;
    const localKey = `${first.slugKey}${DOT_KEY}${last.slugKey}${DOT_KEY}`;
    const createdAt = daysAgo(age);
    const row: UserRow = {
      name_sort: `${first.key} ${last.key}`,
      // sortKey(email): the slugs hold no digit, the id is padded, the domain's key is computed once
      email_sort: localKey + String(id).padStart(ID_WIDTH, '0') + domainKey,
      id,
      phone: rng.chance(0.9) ? phone(rng, country) : null,
      password_hash: null,
      lang: langs.length === 1 ? langs[0] : rng.pick(langs),
      super_admin: 0,
      permissions: '[]',
      time_clock_only: role === 'employee' && rng.chance(0.03) ? 1 : 0,
      contract_hours: rng.pick(role === 'employee' ? CONTRACT_HOURS_EMPLOYEE : CONTRACT_HOURS_MANAGER),
      badging_pin: shop.badging ? rng.digits(4) : null,
      ...payrollIdentity(id, role),
      confirmed_at: confirmedAt,
      invitation_accepted_at: confirmedAt,
      archived_at: archived ? daysAgo(0.1 + rng.next() * (age - 0.4)) : null,
      // set by the bundle (server/seed/bundle.ts)
      organisation_id: null,
      created_at: createdAt,
      updated_at: daysAgo(age / 2),
      email: `${local}${id}@${domain}`,
      first_name: first.text,
      last_name: last.text,
    };
    return row;
  };

  const searchDocument = (user: SearchableUser): SearchDocument => {
    const first = firstByText.get(user.first_name);
    const last = lastByText.get(user.last_name);
    const email = user.email;
    const mobile = user.phone;
    if (!first || !last || !email || !PLAIN_EMAIL.test(email) || (mobile && !PLAIN_PHONE.test(mobile))) return userSearchDocument(user);
    const name = `${first.norm} ${last.norm}`;
    return {
      searchable_type: 'User',
      searchable_id: user.id,
      content: `${user.first_name} ${user.last_name}`,
      additional_information: mobile ? `${email} · ${mobile}` : email,
      normalized: mobile ? `${name} ${email} ${mobile} ${mobile.replace(/ /g, '')}` : `${name} ${email}`,
      content_key: name,
    };
  };

  return { customerUser, userSearchDocument: searchDocument, firstNames, lastNames };
}
