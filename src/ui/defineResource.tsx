import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ScreenDefinition } from '../domain/screens';
import { AccessGuard } from './AccessGuard';

type ResourceViews = Omit<ResourceProps, 'name' | 'children'>;

const guarded = (resource: string, View: ResourceViews['list']): ResourceViews['list'] => {
  if (!View) return View;
  const Screen = View as ComponentType;
  const Guarded = () => (
    <AccessGuard resource={resource}>
      <Screen />
    </AccessGuard>
  );
  Guarded.displayName = `Guarded(${resource})`;
  return Guarded;
};

/**
 * A resource's config, spread by App.tsx into `<Resource name="<name>" {...config} />`: its views and
 * icon. When its definition (definition.ts: menu place, access rule) has an access rule, every view
 * is behind the access guard: react-admin's canAccess check, then spec 1 §6 (home with the
 * unauthorised toast). The menu and authProvider.canAccess read the definitions (src/screens.ts).
 */
export function defineResource(definition: ScreenDefinition, views: ResourceViews) {
  if (!definition.access) return views;
  const { list, create, edit, show } = views;
  const name = definition.name;
  return { ...views, list: guarded(name, list), create: guarded(name, create), edit: guarded(name, edit), show: guarded(name, show) };
}
