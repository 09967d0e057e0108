import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../../src/domain/permissions.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { allFlagsBut, createProbeAdmin, createSecurityApp, hostileTokens, impersonationToken } from './support/actors.js';
import { countChanges, dbState, type DbState } from './support/dbState.js';
import { accessPolicyProblems, userTargetProblems } from './support/policy.js';
import { allRoutes, guardedRoutes, openApiPath, PathFiller, userIdFields, type SecurityRoute } from './support/routes.js';
import { sample, withValueAt, type JsonSchema } from './support/schemas.js';

/**
 * Issue 8, "Access control, exhaustively": every route of the route table (hence of the OpenAPI
 * document) against every kind of caller that must be turned away. Requests carry real ids in the
 * path and valid bodies, so the refusal can only come from the guard.
 */
describe.each(databases())('access control of every route on %s', (kind) => {
  let t: TestApp;
  let state: DbState;
  let filler: PathFiller;
  let probe: Awaited<ReturnType<typeof createProbeAdmin>>;
  let customerToken: string;
  let requested = 0;

  beforeAll(async () => {
    t = await createSecurityApp(kind);
    state = await dbState(t.handle);
    filler = await PathFiller.create(t.handle);
    probe = await createProbeAdmin(t);
    customerToken = await t.tokenOf('customer');
  });
  afterAll(async () => {
    console.log(`access control (${kind}): ${guardedRoutes(t.app).length} guarded routes of ${allRoutes(t.app).length}, ${requested} requests`);
    await t?.close();
  });

  /** A request the route would accept from the right caller: real path ids, a valid query and body. */
  const validRequest = async (route: SecurityRoute): Promise<InjectOptions> => {
    const query = sample(route.input.querystring as JsonSchema) as Record<string, unknown> | undefined;
    const body = sample(route.input.body as JsonSchema);
    return {
      method: route.method as InjectOptions['method'],
      url: await filler.fill(route.url),
      ...(query ? { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) } : {}),
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    };
  };

  const send = async (route: SecurityRoute, headers: Record<string, string>, extra: Partial<InjectOptions> = {}) => {
    requested++;
    const request = await validRequest(route);
    return t.app.inject({ ...request, ...extra, headers: { ...headers, ...(extra.headers as Record<string, string>) } });
  };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Runs `check` on every guarded route and reports every failure at once. */
  const everyGuardedRoute = async (check: (route: SecurityRoute) => Promise<string | null>) => {
    const failures: string[] = [];
    for (const route of guardedRoutes(t.app)) {
      const failure = await check(route);
      if (failure) failures.push(`${route.key}: ${failure}`);
    }
    expect(failures).toEqual([]);
  };

  const expectRefusal = (status: number, error: string) => (response: Awaited<ReturnType<typeof send>>) => {
    if (response.statusCode !== status) return `expected ${status} ${error}, got ${response.statusCode} ${response.body.slice(0, 200)}`;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `answer is not JSON: ${response.body.slice(0, 200)}`;
    }
    const { error: key, message, ...others } = body as Record<string, unknown>;
    if (key !== error || typeof message !== 'string' || Object.keys(others).length > 0) return `unexpected body ${response.body.slice(0, 200)}`;
    return null;
  };

  it('every route declares who may call it: a permission flag, or an entry of the public or any-super-admin list', () => {
    expect(accessPolicyProblems(allRoutes(t.app))).toEqual([]);
  });

  it('every route that names a user declares its user targets (the super-admin target rule), or reads only', () => {
    const routes = allRoutes(t.app).map((route) => ({ key: route.key, auth: route.auth, userIdFields: userIdFields(route), userTargets: route.userTargets }));
    expect(userTargetProblems(routes)).toEqual([]);
    expect(routes.filter((route) => route.userTargets.length > 0).length).toBeGreaterThan(0);
  });

  /** A valid request of a user route with every user field it declares aimed at `target`. */
  const aimedAt = async (route: SecurityRoute, target: number): Promise<InjectOptions> => {
    const request = await validRequest(route);
    let url = request.url as string;
    let query = (request.query ?? {}) as Record<string, string>;
    let body = request.payload && typeof request.payload === 'object' ? (request.payload as object) : {};
    for (const field of route.userTargets) {
      const [part, ...path] = field.split('.');
      if (part === 'params') url = url.replace(/\/users\/[^/]+/, `/users/${target}`);
      else if (part === 'query') query = { ...query, [path[0]]: String(target) };
      else body = withValueAt(body, path, path[path.length - 1].endsWith('ids') || path[path.length - 1].endsWith('Ids') ? [target] : target) as object;
    }
    return { ...request, url, query, payload: route.method === 'GET' || route.method === 'DELETE' && Object.keys(body).length === 0 ? undefined : body };
  };

  it('answers 403 super_admin_target on every user route aimed at another super admin without can_manage_super_admin_users, or at oneself', async () => {
    const other = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.restrictedAdmin.email).executeTakeFirstOrThrow();
    const userRoutes = guardedRoutes(t.app).filter((route) => route.userTargets.length > 0);
    const before = await state.digest();
    const failures: string[] = [];
    try {
      for (const [label, flags, target] of [
        ['another super admin', allFlagsBut('can_manage_super_admin_users'), other.id],
        ['oneself, holding every flag', PERMISSION_FLAGS, probe.id],
      ] as const) {
        await probe.setPermissions(flags);
        for (const route of userRoutes) {
          requested++;
          const request = await aimedAt(route, target);
          const response = await t.app.inject({ ...request, headers: bearer(probe.token) });
          // the answer names the refused accounts in details, so only the status and the key are compared
          const error = response.headers['content-type']?.toString().includes('json') ? (response.json() as { error?: unknown }).error : undefined;
          if (response.statusCode !== 403 || error !== 'super_admin_target') failures.push(`${route.key} on ${label}: got ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    } finally {
      await probe.setPermissions(PERMISSION_FLAGS);
    }
    expect(failures).toEqual([]);
    expect(await state.digest(), 'refused requests changed the database').toBe(before);
  });

  it('covers exactly the routes of the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const fromTable = new Set(allRoutes(t.app).filter((route) => route.documented).map((route) => `${route.method} ${openApiPath(route.url)}`));
    expect([...documented].filter((key) => !fromTable.has(key)), 'in OpenAPI, not in the route table').toEqual([]);
    expect([...fromTable].filter((key) => !documented.has(key)), 'in the route table, not in OpenAPI').toEqual([]);
    expect(guardedRoutes(t.app).length).toBeGreaterThan(0);
  });

  it('answers 401 to every guarded route without a token, with a token in the wrong place or the wrong scheme', async () => {
    const before = await state.digest();
    const expect401 = expectRefusal(401, 'unauthorized');
    await everyGuardedRoute(async (route) => {
      for (const [label, headers, extra] of [
        ['no token', {}, {}],
        ['an empty bearer', { authorization: 'Bearer ' }, {}],
        ['the Basic scheme', { authorization: `Basic ${Buffer.from(`${DEMO_ACCOUNTS.fullAdmin.email}:${DEMO_ACCOUNTS.fullAdmin.password}`).toString('base64')}` }, {}],
        ['the token as a bare header', { authorization: probe.token }, {}],
        ['the token in a cookie', { cookie: `token=${probe.token}; access_token=${probe.token}` }, {}],
        ['the token in the query', {}, { query: { token: probe.token, access_token: probe.token } }],
      ] as [string, Record<string, string>, Partial<InjectOptions>][]) {
        const request = await validRequest(route);
        const failure = expect401(await send(route, headers, { ...extra, query: { ...(request.query as object), ...(extra.query as object) } }));
        if (failure) return `${label}: ${failure}`;
      }
      return null;
    });
    expect(await state.digest(), 'refused requests changed the database').toBe(before);
  });

  it('answers 401 to every guarded route with a forged, expired, unsigned, refresh or unknown-session token', async () => {
    const before = await state.counts();
    const tokens = await hostileTokens(probe.token, probe.refresh_token);
    await everyGuardedRoute(async (route) => {
      for (const [label, { token, error }] of Object.entries(tokens)) {
        const failure = expectRefusal(401, error)(await send(route, bearer(token)));
        if (failure) return `${label}: ${failure}`;
      }
      return null;
    });
    expect(countChanges(before, await state.counts())).toEqual([]);
  });

  it('answers 401 to an impersonation token on every guarded route (it never reaches /super_admin/api nor the services)', async () => {
    const customer = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
    const { token, real } = await impersonationToken(t, probe.token, customer.id);
    if (!real) console.log(`access control (${kind}): no impersonation route yet; a token crafted to the contract is used`);
    const before = await state.counts();
    await everyGuardedRoute(async (route) => expectRefusal(401, 'unauthorized')(await send(route, bearer(token))));
    expect(countChanges(before, await state.counts())).toEqual([]);
  });

  it('answers 403 not_super_admin to a customer on every guarded route', async () => {
    const before = await state.digest();
    await everyGuardedRoute(async (route) => expectRefusal(403, 'not_super_admin')(await send(route, bearer(customerToken))));
    expect(await state.digest()).toBe(before);
  });

  it('answers 403 missing_permission to a super admin holding every flag but the one the route needs', async () => {
    const before = await state.digest();
    const flagged = guardedRoutes(t.app).filter((route) => route.permission);
    expect(flagged.length).toBeGreaterThan(0);
    try {
      await everyGuardedRoute(async (route) => {
        if (!route.permission) return null;
        await probe.setPermissions(allFlagsBut(route.permission));
        return expectRefusal(403, 'missing_permission')(await send(route, bearer(probe.token)));
      });
    } finally {
      await probe.setPermissions(PERMISSION_FLAGS);
    }
    expect(await state.digest(), 'refused requests changed the database').toBe(before);
  });

  it('lets the same super admin through once it holds the flag (the refusals above come from the flag alone)', async () => {
    await everyGuardedRoute(async (route) => {
      requested++;
      // no body nor query: the answer may be a 400, 404 or 2xx, never an auth refusal
      const response = await t.app.inject({ method: route.method as InjectOptions['method'], url: await filler.fill(route.url), headers: bearer(probe.token) });
      return [401, 403].includes(response.statusCode) ? `refused a super admin holding every flag: ${response.statusCode} ${response.body.slice(0, 200)}` : null;
    });
  });
});

describe('the super-admin target policy check itself', () => {
  it('flags a user route that declares nothing or part of its user fields, and a stale declaration; leaves public routes to their own policy', () => {
    const problems = userTargetProblems([
      { key: 'POST /super_admin/api/users/:id/reset', auth: 'super_admin', userIdFields: ['params.id'], userTargets: [] },
      { key: 'POST /super_admin/api/pins', auth: 'super_admin', userIdFields: ['body.user_id'], userTargets: ['body.user_id'] },
      { key: 'PATCH /super_admin/api/pins', auth: 'super_admin', userIdFields: ['body.user_id', 'body.user_ids'], userTargets: ['body.user_id'] },
      { key: 'GET /super_admin/api/users/:id', auth: 'super_admin', userIdFields: ['params.id'], userTargets: [] },
      { key: 'GET /super_admin/api/organisations', auth: 'super_admin', userIdFields: [], userTargets: ['query.user_id'] },
      { key: 'POST /services/events/ingest', auth: 'public', userIdFields: ['body.events.user_id'], userTargets: [] },
    ]);
    expect(problems).toEqual([
      'POST /super_admin/api/users/:id/reset: acts on users (params.id) without config.userTargets (server/auth/userTargets.ts), nor an entry of USER_READ_ROUTES (tests/security/support/policy.ts)',
      'PATCH /super_admin/api/pins: acts on users (body.user_ids) without config.userTargets (server/auth/userTargets.ts), nor an entry of USER_READ_ROUTES (tests/security/support/policy.ts)',
      'GET /super_admin/api/organisations: declares userTargets query.user_id that its input does not have',
    ]);
  });
});

describe('the access policy check itself', () => {
  it('flags an undeclared route, an unlisted public route, an unlisted route without a flag, and stale entries', () => {
    const problems = accessPolicyProblems([
      { key: 'GET /super_admin/api/undeclared', auth: 'super_admin', permission: null, declared: false },
      { key: 'GET /super_admin/api/leaky', auth: 'public', permission: null, declared: true },
      { key: 'DELETE /super_admin/api/everything', auth: 'super_admin', permission: null, declared: true },
      { key: 'GET /super_admin/api/current_user', auth: 'super_admin', permission: 'can_manage_feature_flags', declared: true },
      { key: 'POST /v3/auth/sign_in', auth: 'super_admin', permission: null, declared: true },
      { key: 'GET /super_admin/api/feature_flags', auth: 'super_admin', permission: 'can_manage_feature_flags', declared: true },
    ]);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'GET /super_admin/api/undeclared',
      'GET /super_admin/api/undeclared',
      'GET /super_admin/api/leaky',
      'DELETE /super_admin/api/everything',
      'GET /super_admin/api/current_user',
      'POST /v3/auth/sign_in',
      'POST /v3/auth/sign_in',
    ]);
  });
});
