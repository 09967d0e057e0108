import { buildClusterNodes } from './clusters.js';
import { organisationRow, type OrganisationPlan } from './organisations.js';
import { buildShops } from './shops.js';
import { buildLicences, buildMemberships, buildPeople } from './users.js';
import type { SeedContext } from './context.js';
import type { OrganisationBundle, UserRow } from './rows.js';
import { ownerCopies, shopReferentColumns } from '../lists/displayCopies.js';

const contact = (user: UserRow) => ({ first_name: user.first_name, last_name: user.last_name, email: user.email ?? null, phone: user.phone ?? null });

/**
 * Every row of one organisation, with its counters right:
 * - organisations.shops_count: its shops (cancelled ones included);
 * - organisations.users_count: its non-archived users (the active employees);
 * - shops.nb_employees: non-archived users with a membership (main or not) in the shop;
 * and the copies of the owner on the organisation and of the referent on each shop.
 */
export function buildOrganisationBundle(ctx: SeedContext, plan: OrganisationPlan): OrganisationBundle {
  const organisation = organisationRow(ctx.faker, plan);
  const licences = buildLicences(ctx, organisation.id);
  const shops = buildShops(ctx, plan, organisation);
  const people = buildPeople(ctx, plan, shops);
  const memberships = buildMemberships(ctx, organisation.id, people, shops, licences.idOf);
  // every person's memberships are in this organisation (users.organisation_id, migration 0016)
  for (const p of people) p.row.organisation_id = organisation.id;

  const active = new Set(people.filter((p) => !p.row.archived_at).map((p) => p.row.id));
  const shopIndexById = new Map(shops.map((s, i) => [s.row.id, i]));
  for (const m of memberships) if (active.has(m.user_id)) shops[shopIndexById.get(m.shop_id!)!].row.nb_employees++;

  const owner = people.find((p) => p.owner && p.pinned) ?? people.find((p) => p.owner)!;
  const admins = people.filter((p) => p.role === 'system_admin' && !p.row.archived_at);
  shops.forEach((shop, i) => {
    const referent = (admins.find((p) => p.shop === i) ?? owner).row;
    shop.row.referent_user_id = referent.id;
    Object.assign(shop.row, shopReferentColumns(contact(referent)));
  });

  organisation.owner_id = owner.row.id;
  Object.assign(organisation, ownerCopies(contact(owner.row)));
  organisation.shops_count = shops.length;
  organisation.users_count = active.size;
  if (organisation.is_new_offer) organisation.max_users = Math.ceil((active.size + 5) / 10) * 10;

  return {
    organisation,
    shops: shops.map((s) => s.row),
    licenses: licences.rows,
    users: people.map((p) => p.row),
    memberships,
    clusterNodes: plan.clusters ? buildClusterNodes(ctx, organisation, shops, plan.benchTree) : [],
  };
}
