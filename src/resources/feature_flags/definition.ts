import type { ScreenDefinition } from '../../domain/screens';

/** Feature flags (spec 1 §2.9), for holders of can_manage_feature_flags (§2.2, §6). */
export default {
  name: 'feature_flags',
  label: 'menu.feature_flags',
  menuOrder: 80,
  access: { flags: ['can_manage_feature_flags'] },
  actions: {
    /** the add buttons of the product and dev flag tabs (spec 1 §2.9, §6) */
    add: { flags: ['can_add_feature_flags'] },
  },
} satisfies ScreenDefinition;
