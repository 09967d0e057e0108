import type { ScreenDefinition } from '../../domain/screens';

/** Organisations (spec 1 §2.4, the home list; spec 2 the detail page). */
export default {
  name: 'organisations',
  label: 'menu.organisations',
  menuOrder: 10,
  // spec 1 §2.2: highlighted for any path starting with /organisations (the light view too)
  activePrefix: '/organisations',
} satisfies ScreenDefinition;
