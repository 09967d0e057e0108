import { CUSTOM_PAGES } from './customRoutes/pages';
import { accessRules } from './domain/access';
import type { ScreenDefinition } from './domain/screens';
import { RESOURCE_DEFINITIONS } from './resources/definitions';

/** The shell's screens: the resources and the short list of custom pages. The side menu is built from them. */
export const SCREENS: readonly ScreenDefinition[] = [...RESOURCE_DEFINITIONS, ...CUSTOM_PAGES];

/** What authProvider.canAccess checks: the rules the screens declare. */
export const ACCESS_RULES = accessRules(SCREENS);
