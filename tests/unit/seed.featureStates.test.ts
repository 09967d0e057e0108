import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { seedDemo } from '../../server/seed/index.js';
import { featureStatesForPack, SHOP_FEATURES } from '../../src/domain/shopFeatures.js';

describe('demo seed: shop feature states (what the map features filter and the shops tab read)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase(':memory:');
    await migrateToLatest(handle);
    await seedDemo(handle, { size: 'small' });
  });
  afterAll(() => handle.close());

  it('gives every shop each feature, set from its organisation pack as the synchronisation would', async () => {
    const shops = await handle.db
      .selectFrom('shops')
      .innerJoin('organisations', 'organisations.id', 'shops.organisation_id')
      .select(['shops.id', 'organisations.plan'])
      .execute();
    const states = await handle.db.selectFrom('shop_feature_states').selectAll().execute();
    expect(states).toHaveLength(shops.length * SHOP_FEATURES.length);
    for (const shop of shops) {
      const expected = featureStatesForPack(shop.plan);
      const own = states.filter((s) => s.shop_id === shop.id);
      expect(Object.fromEntries(own.map((s) => [s.name, !!s.activated]))).toEqual(expected);
    }
    expect(states.some((s) => s.activated)).toBe(true);
  });
});
