import type { Kysely } from 'kysely';
import type { PinTargetType } from '../../../src/contracts/pins.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { exists, findPinUser, isMember, type PinUser } from './store.js';

export interface TargetInput {
  type: PinTargetType;
  user_id?: number;
  shop_id?: number;
  organisation_id?: number;
}

export type Target =
  | { type: 'user'; user: PinUser }
  | { type: 'shop'; id: number; organisationId: number }
  | { type: 'organisation'; id: number; organisationId: number };

const ID_OF_TYPE = { user: 'user_id', shop: 'shop_id', organisation: 'organisation_id' } as const;

async function shopOrganisation(db: Kysely<Database>, shopId: number): Promise<number> {
  const shop = await db.selectFrom('shops').select('organisation_id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) throw new AppError(404, 'not_found', `No shop ${shopId}.`);
  return shop.organisation_id;
}

/** Issue 26: a shop and an organisation named together must go together, whatever the type (422 otherwise, as for a user). */
async function assertShopInOrganisation(db: Kysely<Database>, shopId: number, organisationId: number): Promise<void> {
  if (!(await exists(db, 'organisations', organisationId))) throw new AppError(404, 'not_found', `No organisation ${organisationId}.`);
  if ((await shopOrganisation(db, shopId)) !== organisationId) {
    throw new AppError(422, 'shop_not_in_organisation', `Shop ${shopId} is not in organisation ${organisationId}.`, [{ path: 'shop_id', message: `not a shop of organisation ${organisationId}` }]);
  }
}

/**
 * The target of a PIN call, checked before anything changes: the id matching the type is required (400),
 * it must exist (404), a single user must be active (422 user_archived) and, when a shop or an organisation
 * is also given, belong to it (422 user_not_in_shop / user_not_in_organisation); a shop and an organisation
 * given together must go together (422 shop_not_in_organisation).
 */
export async function resolveTarget(db: Kysely<Database>, input: TargetInput): Promise<Target> {
  const key = ID_OF_TYPE[input.type];
  const id = input[key];
  if (id === undefined) throw new AppError(400, 'validation_failed', `type ${input.type} needs ${key}.`, [{ path: key, message: `is required with type ${input.type}` }]);
  if (input.shop_id !== undefined && input.organisation_id !== undefined) await assertShopInOrganisation(db, input.shop_id, input.organisation_id);

  if (input.type === 'shop') {
    return { type: 'shop', id, organisationId: await shopOrganisation(db, id) };
  }
  if (input.type === 'organisation') {
    if (!(await exists(db, 'organisations', id))) throw new AppError(404, 'not_found', `No organisation ${id}.`);
    return { type: 'organisation', id, organisationId: id };
  }
  const user = await findPinUser(db, id);
  if (!user) throw new AppError(404, 'not_found', `No user ${id}.`);
  if (user.archived_at) throw new AppError(422, 'user_archived', `User ${id} is archived: an archived user has no punch-clock PIN to use.`);
  if (input.shop_id !== undefined) {
    if (!(await exists(db, 'shops', input.shop_id))) throw new AppError(404, 'not_found', `No shop ${input.shop_id}.`);
    if (!(await isMember(db, id, { shopId: input.shop_id }))) throw new AppError(422, 'user_not_in_shop', `User ${id} is not in shop ${input.shop_id}.`);
  }
  if (input.organisation_id !== undefined) {
    if (!(await exists(db, 'organisations', input.organisation_id))) throw new AppError(404, 'not_found', `No organisation ${input.organisation_id}.`);
    if (!(await isMember(db, id, { organisationId: input.organisation_id }))) {
      throw new AppError(422, 'user_not_in_organisation', `User ${id} is not in organisation ${input.organisation_id}.`);
    }
  }
  return { type: 'user', user };
}
