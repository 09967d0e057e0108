import { DEV_FLAGS } from '../../domain/devFlags';
import type { ScreenDefinition } from '../../domain/screens';

/** Labour laws (spec 1 §2.10): can_manage_labour_laws AND the labour-laws super-admin dev flag (§2.2, §6). */
export default {
  name: 'labour_laws',
  label: 'menu.labour_laws',
  menuOrder: 90,
  access: { flags: ['can_manage_labour_laws'], devFlags: [DEV_FLAGS.labourLawsSuperAdmin] },
} satisfies ScreenDefinition;
