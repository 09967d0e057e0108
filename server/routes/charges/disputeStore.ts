import type { Kysely } from 'kysely';
import type { UndisputeScope } from '../../../src/contracts/charges.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** 404 when the organisation or shop does not exist or was deleted. */
export async function checkDisputeScope(db: Kysely<Database>, scope: UndisputeScope): Promise<void> {
  const found =
    'organisation_id' in scope
      ? await db.selectFrom('organisations').select('id').where('id', '=', scope.organisation_id).where('deleted_at', 'is', null).executeTakeFirst()
      : // organisation_deleted_at is also set by the shop's own delete: it means "hidden"
        await db.selectFrom('shops').select('id').where('id', '=', scope.shop_id).where('organisation_deleted_at', 'is', null).executeTakeFirst();
  if (!found) {
    const [what, id] = 'organisation_id' in scope ? ['Organisation', scope.organisation_id] : ['Shop', scope.shop_id];
    throw new AppError(404, 'not_found', `${what} ${id} not found.`);
  }
}

/** The scope's most recent disputed payment (latest disputed_at, then highest id), or undefined. */
export async function lastDisputedCharge(db: Kysely<Database>, scope: UndisputeScope) {
  return db
    .selectFrom('stripe_charges')
    .select(['id', 'invoice_number', 'stripe_customer_id', 'disputed_at'])
    .$if('organisation_id' in scope, (query) => query.where('organisation_id', '=', (scope as { organisation_id: number }).organisation_id))
    .$if('shop_id' in scope, (query) => query.where('shop_id', '=', (scope as { shop_id: number }).shop_id))
    .where('disputed_at', 'is not', null)
    .where('payment_or_refund', '=', 'payment')
    .orderBy('disputed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Clears the dispute of charge `id` if it is still the one seen (`disputedAt`): false when another request
 * lifted it in between (the caller answers 409, as when there was none).
 */
export async function clearDispute(trx: Kysely<Database>, id: number, disputedAt: string): Promise<boolean> {
  const result = await trx
    .updateTable('stripe_charges')
    .set({ disputed_at: null, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('disputed_at', '=', disputedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
