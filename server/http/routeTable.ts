import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { PermissionFlag } from '../../src/domain/permissions.js';
import { routeAuth, type RouteAuth } from '../auth/routeAuth.js';
import type { UserTargetField } from '../auth/userTargets.js';
import { ErrorBody } from './errors.js';

export interface RouteEntry {
  method: string;
  url: string;
  auth: RouteAuth;
  permission: PermissionFlag | null;
  /** the fields holding the accounts a user route acts on (config.userTargets), checked by the super-admin target rule */
  userTargets: readonly UserTargetField[];
  /** false when the route relies on the fail-closed default (no `config.auth` of its own) */
  declared: boolean;
  /** false for routes hidden from OpenAPI (static files, the docs UI) */
  documented: boolean;
  /** the JSON schemas the route validates its input with (what bad-input tests generate from) */
  input: { params?: unknown; querystring?: unknown; body?: unknown };
  /** the body types the route documents besides JSON (e.g. multipart/form-data: server/http/upload.ts) */
  consumes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route of the app with the access it declares (for security tests and audits) */
    routeTable(): RouteEntry[];
  }
}

export const BEARER_SECURITY = 'bearerAuth';

/** The error answers any guarded or validated route can give, added to its documented responses. */
function addStandardResponses(schema: FastifySchema, auth: RouteAuth, rateLimited: boolean, userRoute: boolean): void {
  const response = (schema.response ??= {}) as Record<string, unknown>;
  const add = (status: number, description: string) => {
    response[status] ??= { ...ErrorBody, description };
  };
  if (schema.body || schema.querystring || schema.params) add(400, 'validation_failed');
  if (auth !== 'public') {
    schema.security ??= [{ [BEARER_SECURITY]: [] }];
    add(401, 'unauthorized | token_expired');
    add(403, userRoute ? 'not_super_admin | missing_permission | super_admin_target (a super-admin account, see docs/security.md)' : 'not_super_admin | missing_permission');
  }
  if (rateLimited) add(429, 'rate_limited');
  add(503, 'database_unavailable (the database cannot be reached; retry after the Retry-After delay)');
}

/**
 * Records every route (read lazily: a scope may still mark its routes public after this hook ran)
 * and completes the documented ones with their security and standard error responses.
 * Must be registered before @fastify/swagger so the documentation sees the completed schemas.
 */
export function registerRouteConventions(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', () =>
    routes.flatMap((route) => {
      const { auth, permission } = routeAuth(route.config);
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const declared = route.config?.auth !== undefined;
      const input = { params: route.schema?.params, querystring: route.schema?.querystring, body: route.schema?.body };
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      const userTargets = route.config?.userTargets ?? [];
      return methods.map((method) => ({ method, url: route.url, auth, permission, userTargets, declared, documented: !route.schema?.hide, input, consumes }));
    }),
  );
  app.addHook('onRoute', (route) => {
    routes.push(route);
    if (route.schema?.hide) return;
    route.schema ??= {};
    addStandardResponses(route.schema, routeAuth(route.config).auth, Boolean(route.config?.rateLimit), Boolean(route.config?.userTargets?.length));
  });
}

/** Routes registered inside this scope are public (static assets, the docs UI): they declare nothing themselves. */
export function markScopePublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: 'public' };
  });
}
