import type { ScreenDefinition } from '../../domain/screens';

/** Users (spec 2). */
export default {
  name: 'users',
  label: 'menu.users',
  menuOrder: 30,
  actions: {
    /** the un-blacklist buttons of the user page (spec 2 §2.3, §6 canUnblacklist) */
    unblacklist: { flags: ['can_unblacklist'] },
  },
} satisfies ScreenDefinition;
