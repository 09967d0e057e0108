import type { ScreenDefinition } from '../../domain/screens';

/** Super-admin management (spec 1 §2.11), for holders of can_manage_super_admin_users (§2.2). */
export default {
  name: 'manage_super_admin_users',
  label: 'menu.manage_super_admin_users',
  menuOrder: 100,
  access: { flags: ['can_manage_super_admin_users'] },
} satisfies ScreenDefinition;
