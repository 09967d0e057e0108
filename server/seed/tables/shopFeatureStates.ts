import { featureStatesForPack, SHOP_FEATURES } from '../../../src/domain/shopFeatures.js';
import type { TableSeeder } from './index.js';

/**
 * Each shop's feature states as the shops synchronisation leaves them (the organisation's pack),
 * with a few shops where support switched one feature by hand: what the map's features filter
 * and the organisation's shops list read at scale. 8 rows per shop.
 */
export const shopFeatureStates: TableSeeder = {
  name: 'shop feature states',
  tables: ['shop_feature_states'],
  largeRows: { shop_feature_states: 1_600_000 },
  organisation({ organisation, shops }, rng, write) {
    const states = featureStatesForPack(organisation.plan);
    for (const shop of shops) {
      const flipped = rng.chance(0.05) ? rng.pick(SHOP_FEATURES) : null;
      for (const name of SHOP_FEATURES) {
        const activated = states[name] !== (name === flipped);
        write('shop_feature_states', { shop_id: shop.id, name, activated: activated ? 1 : 0, updated_at: shop.updated_at });
      }
    }
  },
};
