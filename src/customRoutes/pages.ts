import type { ScreenDefinition } from '../domain/screens';

/** The custom pages of the side menu (spec 1 §2.2), between the resources' entries; their routes are in index.tsx. */
export const CUSTOM_PAGES: readonly ScreenDefinition[] = [
  { name: 'simulator', label: 'menu.simulator', menuOrder: 60 },
  { name: 'map', label: 'menu.map', path: '/{product}_map', menuOrder: 70 },
];
