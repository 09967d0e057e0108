import type { Faker } from '@faker-js/faker';

export type SeedSize = 'demo' | 'small';

export interface SeedCounts {
  organisations: number;
  shops: number;
  /** every user, staff and demo accounts included */
  users: number;
}

export const SEED_SIZES: Readonly<Record<SeedSize, SeedCounts>> = {
  demo: { organisations: 200, shops: 600, users: 8000 },
  small: { organisations: 8, shops: 25, users: 250 },
};

export const ORGANISATION_STATUSES = ['active', 'trial', 'suspended', 'cancelled', 'waiting'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** Share of each non-active status; every status appears at least once. */
const STATUS_SHARE: Readonly<Record<Exclude<OrganisationStatus, 'active'>, number>> = {
  trial: 0.1,
  suspended: 0.04,
  cancelled: 0.05,
  waiting: 0.05,
};

/**
 * The status of each organisation, in id order. The first two are active (the demo customer
 * accounts live there); the others are shuffled with the seeded faker.
 */
export function planStatuses(faker: Faker, count: number): OrganisationStatus[] {
  const deck: OrganisationStatus[] = [];
  for (const [status, share] of Object.entries(STATUS_SHARE) as [OrganisationStatus, number][]) {
    const n = Math.max(1, Math.round(count * share));
    for (let i = 0; i < n; i++) deck.push(status);
  }
  while (deck.length < count - 2) deck.push('active');
  return ['active', 'active', ...faker.helpers.shuffle(deck)].slice(0, count) as OrganisationStatus[];
}

export type IdTable = 'organisations' | 'shops' | 'users' | 'licenses' | 'memberships' | 'cluster_nodes' | 'labour_laws';

/** Explicit ids, computed before writing so relations are known and deterministic. */
export class IdSequence {
  private readonly last: Record<IdTable, number>;

  constructor(start: Partial<Record<IdTable, number>> = {}) {
    this.last = {
      organisations: 0,
      shops: 0,
      users: 0,
      licenses: 0,
      memberships: 0,
      cluster_nodes: 0,
      labour_laws: 0,
      ...start,
    };
  }

  next(table: IdTable): number {
    return ++this.last[table];
  }

  /** the id the next call will return */
  peek(table: IdTable): number {
    return this.last[table] + 1;
  }
}
