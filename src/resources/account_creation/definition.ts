import type { ScreenDefinition } from '../../domain/screens';

/** Account-creation prospects (spec 2). */
export default {
  name: 'account_creation',
  label: 'menu.account_creation',
  menuOrder: 50,
} satisfies ScreenDefinition;
