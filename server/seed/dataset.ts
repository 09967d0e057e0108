import { buildOrganisationBundle } from './bundle.js';
import { buildDevFlags, buildProductFlags } from './flags.js';
import { buildLabourLaws, labourLawResolver } from './labourLaws.js';
import { planOrganisations, type OrganisationPlan } from './organisations.js';
import { IdSequence, planStatuses, type IdTable, type SeedCounts } from './plan.js';
import { createSeedFaker, SEED } from './random.js';
import { buildSearchDocuments } from './searchDocuments.js';
import { buildStaffUsers, placeDemoCustomers, type PasswordOf } from './staff.js';
import type { SeedContext } from './context.js';
import type { CustomerFactory } from './users.js';
import type { LargestOrganisation, ModuleBenchOrganisation, TreeBenchOrganisation } from './largestOrganisation.js';
import type { LabourLawRow, OrganisationBundle, SeedDataset, UserRow } from './rows.js';

export interface GenerateOptions {
  counts: SeedCounts;
  /** password hash per demo account, null for none */
  passwordOf: PasswordOf;
  seed?: number;
  /** last id already used per table (0 on an empty database) */
  startIds?: Partial<Record<IdTable, number>>;
  /** e-mails already taken (an ADMIN_EMAIL bootstrap admin, for instance): those accounts are not generated */
  skipEmails?: ReadonlySet<string>;
  /** labour laws already present: not generated again, and shops point to them */
  existingLabourLaws?: readonly Pick<LabourLawRow, 'id' | 'country' | 'scope' | 'key' | 'enabled'>[];
  /** how generated customer users are built (default: drawn from the faker, as the demo seed does) */
  customerUser?: CustomerFactory;
  /** one organisation of this size for the benchmarks (the large dataset; see largestOrganisation.ts) */
  largestOrganisation?: LargestOrganisation;
  /** the organisation of 500 shops the module-toggle bench switches (the large dataset; see largestOrganisation.ts) */
  moduleBenchOrganisation?: ModuleBenchOrganisation;
  /** the organisation of the 2,000-node establishment tree the picker bench opens (the large dataset; see largestOrganisation.ts) */
  treeBenchOrganisation?: TreeBenchOrganisation;
}

/** A generation run: the shared rows, the organisation plans, and a lazy stream of organisation bundles. */
export interface SeedRun {
  ctx: SeedContext;
  labourLaws: LabourLawRow[];
  staff: UserRow[];
  plans: OrganisationPlan[];
  bundles(): Generator<OrganisationBundle>;
}

/**
 * Starts a deterministic run. Large generators iterate `bundles()` and flush as they go;
 * `generateDataset` collects everything for the demo sizes.
 */
export function createSeedRun(options: GenerateOptions): SeedRun {
  const faker = createSeedFaker(options.seed ?? SEED);
  const ids = new IdSequence(options.startIds);
  const skipEmails = options.skipEmails ?? new Set<string>();
  const existing = options.existingLabourLaws ?? [];
  const identity = (l: Pick<LabourLawRow, 'country' | 'scope' | 'key'>) => `${l.country}/${l.scope}/${l.key}`;
  const taken = new Set(existing.map(identity));
  const labourLaws = buildLabourLaws(ids).filter((l) => !taken.has(identity(l)));
  const ctx: SeedContext = {
    faker,
    ids,
    labourLawFor: labourLawResolver([...existing, ...labourLaws]),
    passwordOf: options.passwordOf,
    customerUser: options.customerUser,
  };
  const staff = buildStaffUsers(ids, options.passwordOf, skipEmails);
  const statuses = planStatuses(faker, options.counts.organisations);
  const pinned = placeDemoCustomers(statuses, skipEmails);
  const pinnedCount = [...pinned.values()].reduce((n, list) => n + list.length, 0);
  const generatedUsers = Math.max(0, options.counts.users - staff.length - pinnedCount);
  const plans = planOrganisations(faker, ids, options.counts, statuses, pinned, generatedUsers, options.largestOrganisation, options.moduleBenchOrganisation, options.treeBenchOrganisation);
  return {
    ctx,
    labourLaws,
    staff,
    plans,
    *bundles() {
      for (const plan of plans) yield buildOrganisationBundle(ctx, plan);
    },
  };
}

/** Evenly spread picks: `count` items of `list`, first included. */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)]);
}

export function generateDataset(options: GenerateOptions): SeedDataset {
  const run = createSeedRun(options);
  const data: SeedDataset = {
    labour_laws: run.labourLaws,
    organisations: [],
    users: [...run.staff],
    shops: [],
    licenses: [],
    memberships: [],
    cluster_nodes: [],
    feature_flags: buildProductFlags(),
    feature_flags_dev: [],
    search_documents: [],
  };
  for (const bundle of run.bundles()) {
    data.organisations.push(bundle.organisation);
    data.users.push(...bundle.users);
    data.shops.push(...bundle.shops);
    data.licenses.push(...bundle.licenses);
    data.memberships.push(...bundle.memberships);
    data.cluster_nodes.push(...bundle.clusterNodes);
  }
  const customers = data.users.filter((u) => !u.super_admin);
  data.feature_flags_dev = buildDevFlags({
    // one long list (more than 100 characters once joined), two short ones
    users: spread(customers, 40).map((u) => u.id),
    shops: spread(data.shops, 5).map((s) => s.id),
    organisations: spread(
      data.organisations.filter((o) => o.status === 'active'),
      3,
    ).map((o) => o.id),
  });
  data.search_documents = buildSearchDocuments(data);
  return data;
}
