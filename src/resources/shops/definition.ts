import type { ScreenDefinition } from '../../domain/screens';

/** Shops (spec 1 §2.7; spec 2 the detail page). */
export default {
  name: 'shops',
  label: 'menu.shops',
  menuOrder: 20,
  actions: {
    /** the "Synchronize shops" button of the organisations and shops lists (spec 1 §2.4, §2.7) */
    synchronize: { flags: ['can_synchronize_shops'] },
  },
} satisfies ScreenDefinition;
