import type { ScreenDefinition } from '../domain/screens';

/**
 * Every resource folder's definition.ts (name, menu place, access rule), found by folder: a new
 * resource folder joins the side menu and the access rules without being listed anywhere else.
 * Plain data, no React: the access rules and their unit tests read it too.
 */
const found = import.meta.glob<ScreenDefinition>('./*/definition.ts', { eager: true, import: 'default' });

export const RESOURCE_DEFINITIONS: readonly ScreenDefinition[] = Object.values(found);
