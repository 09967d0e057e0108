import type { ScreenDefinition } from '../../domain/screens';

/** Users (spec 2). */
export default {
  name: 'users',
  label: 'menu.users',
  menuOrder: 30,
} satisfies ScreenDefinition;
