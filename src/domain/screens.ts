import type { AccessRule } from './access';

/**
 * A screen of the shell, as its folder declares it: a resource (src/resources/<name>/definition.ts)
 * or a custom page (src/customRoutes/pages.ts). The side menu and the access rules are built from
 * these (spec 1 §2.1, §2.2, §6): src/screens.ts gathers them.
 */
export interface ScreenDefinition {
  /** the resource name, or the custom page's key */
  name: string;
  /** the i18n key of its menu entry */
  label: string;
  /** defaults to `/<name>`; `{product}` stands for the product slug (the map: `/{product}_map`) */
  path?: string;
  /** its place in the side menu; a screen without one has no menu entry */
  menuOrder?: number;
  /** its menu entry is also highlighted on every path that starts with this (default `<path>/`) */
  activePrefix?: string;
  /** what the user needs to open it; open to every super admin without one (the server checks every call again) */
  access?: AccessRule;
  /** what the user needs for one of its actions, by action name (the shops lists' "synchronize") */
  actions?: Record<string, AccessRule>;
}

/** The screen's path for this product. */
export function screenPath(screen: Pick<ScreenDefinition, 'name' | 'path'>, productSlug: string): string {
  return (screen.path ?? `/${screen.name}`).replace('{product}', productSlug);
}
