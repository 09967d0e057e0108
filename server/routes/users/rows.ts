import type { Kysely } from 'kysely';
import { USER_STATUS_TAGS, type UserLink, type UserRow, type UserStatus } from '../../../src/contracts/users.js';
import type { Database } from '../../db/types/index.js';
import { displayName } from '../../lists/sortKeys.js';

/** Spec 2 §3 "status {text, className}": archived, else invited until the invitation is accepted, else active. */
export function userStatus(user: { archived_at: string | null; invitation_accepted_at: string | null }): UserStatus {
  const text = user.archived_at ? 'archived' : user.invitation_accepted_at ? 'active' : 'invited';
  return { text, className: USER_STATUS_TAGS[text] };
}

export interface Placement {
  organisation: { id: number; name: string } | null;
  /** the main membership's shop */
  shop: { id: number; name: string } | null;
  /** the shops of the other memberships, each once */
  shops: { id: number; name: string }[];
  licenseName: string | null;
}

/**
 * Where each user works: the organisation (users.organisation_id), the main shop, the other shops and
 * the licence of the main membership (else of the oldest), for a page of users (three indexed reads).
 */
export async function placements(db: Kysely<Database>, users: readonly { id: number; organisation_id: number | null }[]): Promise<Map<number, Placement>> {
  const byUser = new Map<number, Placement>(users.map((u) => [u.id, { organisation: null, shop: null, shops: [], licenseName: null }]));
  if (users.length === 0) return byUser;
  const organisationIds = [...new Set(users.flatMap((u) => (u.organisation_id === null ? [] : [u.organisation_id])))];
  const [organisations, memberships] = await Promise.all([
    organisationIds.length > 0 ? db.selectFrom('organisations').select(['id', 'name']).where('id', 'in', organisationIds).execute() : [],
    db
      .selectFrom('memberships as m')
      .leftJoin('shops as s', 's.id', 'm.shop_id')
      .leftJoin('licenses as l', 'l.id', 'm.license_id')
      .select(['m.user_id', 'm.main', 'm.shop_id', 's.name as shop_name', 'l.name as license_name'])
      .where('m.user_id', 'in', users.map((u) => u.id))
      .orderBy('m.user_id')
      .orderBy('m.main', 'desc')
      .orderBy('m.id')
      .execute(),
  ]);
  const organisationById = new Map(organisations.map((o) => [o.id, o]));
  for (const user of users) byUser.get(user.id)!.organisation = user.organisation_id === null ? null : (organisationById.get(user.organisation_id) ?? null);
  const seen = new Set<string>();
  for (const m of memberships) {
    const placement = byUser.get(m.user_id)!;
    placement.licenseName ??= m.license_name ?? null;
    if (m.shop_id === null || m.shop_name === null) continue;
    const shop = { id: m.shop_id, name: m.shop_name };
    if (m.main && !placement.shop) placement.shop = shop;
    else if (placement.shop?.id !== shop.id && !seen.has(`${m.user_id}:${m.shop_id}`)) placement.shops.push(shop);
    seen.add(`${m.user_id}:${m.shop_id}`);
  }
  return byUser;
}

const link = (kind: 'organisations' | 'shops', entity: { id: number; name: string }): UserLink => ({ ...entity, url: `/${kind}/${entity.id}` });

/** The rows of a page (spec 2 §3 "User row"), in the order of `ids`. */
export async function userRows(db: Kysely<Database>, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'organisation_id', 'archived_at', 'invitation_accepted_at'])
    .where('id', 'in', [...ids])
    .execute();
  const placed = await placements(db, users);
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const place = placed.get(id)!;
    return [
      {
        id,
        name: displayName(user),
        first_name: user.first_name,
        email: user.email,
        phoneNumber: user.phone,
        organisation: place.organisation && link('organisations', place.organisation),
        shop: place.shop && link('shops', place.shop),
        shops: place.shops.map((shop) => link('shops', shop)),
        user_license_name: place.licenseName,
        status: userStatus(user),
        archived_at: user.archived_at,
      },
    ];
  });
}
