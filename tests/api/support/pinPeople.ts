import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types/index.js';
import { userSortKeys } from '../../../server/lists/sortKeys.js';
import { createOrganisation } from '../../../server/routes/organisations/store.js';
import { createShop } from '../../../server/routes/shops/store.js';
import { organisationValues, shopValues } from './fixtures.js';

const now = () => new Date().toISOString();

export interface Person {
  first_name?: string;
  lang?: string;
  email?: string | null;
  phone?: string | null;
  badging_pin?: string | null;
  archived_at?: string | null;
  /** shops of the organisation the person works in, the first one main */
  shops: number[];
}

/** An organisation with `shopCount` shops, for the PIN tests. */
export async function organisationWithShops(db: Kysely<Database>, name: string, shopCount: number) {
  const organisationId = await createOrganisation(db, organisationValues({ name }));
  const shopIds: number[] = [];
  for (let i = 0; i < shopCount; i++) shopIds.push(await createShop(db, shopValues({ organisation_id: organisationId, name: `${name} ${i + 1}` })));
  return { organisationId, shopIds };
}

/**
 * Users and their memberships inserted in bulk (a group send of 2,000 people is set up in a second): no
 * search index nor counters, which the PIN calls do not read. Answers the ids in the order given.
 */
export async function addPeople(db: Kysely<Database>, organisationId: number, people: readonly Person[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < people.length; start += 200) {
    const chunk = people.slice(start, start + 200);
    const rows = chunk.map((p, i) => {
      const first_name = p.first_name ?? `Person${start + i}`;
      const email = p.email === undefined ? `person${start + i}.${organisationId}@client.example` : p.email;
      return {
        first_name,
        last_name: 'Test',
        email,
        phone: p.phone === undefined ? `+3360000${String(start + i).padStart(4, '0')}` : p.phone,
        lang: p.lang ?? 'fr',
        badging_pin: p.badging_pin ?? null,
        archived_at: p.archived_at ?? null,
        super_admin: 0,
        permissions: '[]',
        time_clock_only: 0,
        created_at: now(),
        updated_at: now(),
        ...userSortKeys({ first_name, last_name: 'Test', email }),
      };
    });
    const inserted = (await db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id).sort((a, b) => a - b);
    const memberships = chunk.flatMap((p, i) =>
      (p.shops.length > 0 ? p.shops : [null]).map((shopId, j) => ({ user_id: inserted[i], organisation_id: organisationId, shop_id: shopId, main: j === 0 ? 1 : 0, created_at: now() })),
    );
    await db.insertInto('memberships').values(memberships).execute();
    ids.push(...inserted);
  }
  return ids;
}
