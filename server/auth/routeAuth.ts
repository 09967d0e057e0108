import type { FastifyContextConfig } from 'fastify';
import type { PermissionFlag, PermissionFlags } from '../../src/domain/permissions.js';
import type { UserTargetField } from './userTargets.js';

/**
 * Every route declares who may call it in its config, e.g.
 * `config: { auth: 'super_admin', permission: 'can_manage_feature_flags' }` or `config: { auth: 'public' }`.
 * A route that declares nothing is treated as `super_admin` (fail closed).
 */
export type RouteAuth = 'public' | 'super_admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    permission?: PermissionFlag;
    /** a user route: where it reads the accounts it acts on; the super-admin target rule checks them (userTargets.ts) */
    userTargets?: readonly UserTargetField[];
  }
  interface FastifyRequest {
    /** the signed-in super admin, set by the auth guard on every non-public route */
    currentUser: CurrentUser | null;
  }
}

export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  permissions: PermissionFlags;
  sessionId: string;
}

export function routeAuth(config: FastifyContextConfig | undefined): { auth: RouteAuth; permission: PermissionFlag | null } {
  return { auth: config?.auth ?? 'super_admin', permission: config?.permission ?? null };
}
