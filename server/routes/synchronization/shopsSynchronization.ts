import { featureStatesForPack, SHOP_FEATURES } from '../../../src/domain/shopFeatures.js';
import type { JobHandler } from '../../jobs/worker.js';

export const SHOPS_SYNCHRONIZATION = 'shops_synchronization';

/** Shops per transaction: 500 shops x 8 features x 4 values stays under SQLite's bound-parameter limit. */
const BATCH = 500;

/**
 * Spec 1 §4: every shop's feature states set from its pack (its organisation's plan, see
 * src/domain/shopFeatures.ts), shop by shop in id order, progress after each batch. Idempotent.
 */
export const runShopsSynchronization: JobHandler = async ({ db, progress, signal }) => {
  const counted = await db.selectFrom('shops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let total = Number(counted.n);
  let done = 0;
  let after = 0;
  await progress(0, total);
  for (;;) {
    signal.throwIfAborted();
    const shops = await db
      .selectFrom('shops')
      .innerJoin('organisations', 'organisations.id', 'shops.organisation_id')
      .select(['shops.id', 'organisations.plan'])
      .where('shops.id', '>', after)
      .orderBy('shops.id')
      .limit(BATCH)
      .execute();
    if (shops.length === 0) break;
    const updatedAt = new Date().toISOString();
    const rows = shops.flatMap((shop) => {
      const states = featureStatesForPack(shop.plan);
      return SHOP_FEATURES.map((name) => ({ shop_id: shop.id, name, activated: states[name] ? 1 : 0, updated_at: updatedAt }));
    });
    await db.transaction().execute((trx) =>
      trx
        .insertInto('shop_feature_states')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['shop_id', 'name']).doUpdateSet((eb) => ({ activated: eb.ref('excluded.activated'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute(),
    );
    done += shops.length;
    after = shops[shops.length - 1].id;
    total = Math.max(total, done);
    await progress(done, total);
  }
  // shops deleted meanwhile: the job is complete when every remaining shop is done
  await progress(done, done);
  return { shops: done };
};
