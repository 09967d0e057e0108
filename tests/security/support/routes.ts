import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/index.js';
import type { RouteEntry } from '../../../server/http/routeTable.js';
import { USER_ID_NAMES } from './policy.js';
import { fieldsOf, type JsonSchema } from './schemas.js';

/**
 * Every route of the app, read from the route table (which is what the guard enforces) and
 * cross-checked with the OpenAPI document, so a route added by any issue is covered by the
 * security suites without editing them.
 */
export type SecurityRoute = RouteEntry & { key: string };

export function allRoutes(app: FastifyInstance): SecurityRoute[] {
  return app
    .routeTable()
    .filter((route) => route.method !== 'OPTIONS')
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
}

export const guardedRoutes = (app: FastifyInstance) => allRoutes(app).filter((route) => route.auth !== 'public');

/** OpenAPI paths use {name}; the route table uses :name. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Concrete values for the path parameters of a route, taken from the database so a handler that
 * gets past the guard finds a real record: `:id` after /organisations/ is an existing organisation,
 * `:name` after /feature_flags/ an existing flag, `:user_id` a customer user...
 */
export class PathFiller {
  private cache = new Map<string, string>();

  private constructor(
    private readonly handle: DatabaseHandle,
    private readonly columns: Map<string, Set<string>>,
  ) {}

  static async create(handle: DatabaseHandle): Promise<PathFiller> {
    const rows =
      handle.dialect === 'sqlite'
        ? (
            await sql<{ table_name: string; column_name: string }>`
              select m.name as table_name, p.name as column_name
              from sqlite_master m join pragma_table_info(m.name) p
              where m.type = 'table' and m.name not like 'sqlite_%'`.execute(handle.db)
          ).rows
        : (
            await sql<{ table_name: string; column_name: string }>`
              select table_name, column_name from information_schema.columns
              where table_schema = current_schema()`.execute(handle.db)
          ).rows;
    const columns = new Map<string, Set<string>>();
    for (const row of rows) {
      if (!columns.has(row.table_name)) columns.set(row.table_name, new Set());
      columns.get(row.table_name)!.add(row.column_name);
    }
    return new PathFiller(handle, columns);
  }

  /** The table a path segment or a parameter name stands for, if any. */
  private tableFor(word: string): string | null {
    for (const candidate of [word, `${word}s`, word.replace(/_ids?$/, 's'), word.replace(/_ids?$/, '')]) {
      if (this.columns.has(candidate)) return candidate;
    }
    return null;
  }

  /** One existing value of `column` in `table`; users are customers (never a super admin), records not archived. */
  async valueOf(table: string, column: string): Promise<string | null> {
    const key = `${table}.${column}`;
    if (this.cache.has(key)) return this.cache.get(key)!;
    const cols = this.columns.get(table);
    if (!cols?.has(column)) return null;
    const where: string[] = [];
    if (table === 'users' && cols.has('super_admin')) where.push('super_admin = 0');
    if (cols.has('archived_at')) where.push('archived_at is null');
    const query = `select ${column} as v from ${table}${where.length ? ` where ${where.join(' and ')}` : ''} order by ${column} limit 1`;
    const result = await sql<{ v: unknown }>`${sql.raw(query)}`.execute(this.handle.db);
    const value = result.rows[0]?.v;
    const text = value === undefined || value === null ? null : String(value);
    if (text !== null) this.cache.set(key, text);
    return text;
  }

  /** The value of one parameter, from the segment before it (/organisations/:id) or its own name (:user_id). */
  async param(url: string, name: string): Promise<string> {
    const segments = url.split('/');
    const index = segments.indexOf(`:${name}`);
    const previous = index > 0 ? segments[index - 1] : '';
    const byName = name === 'id' || name === 'name' || name === 'key' ? null : this.tableFor(name);
    const table = byName ?? this.tableFor(previous);
    const column = byName ? 'id' : name;
    if (table) {
      const value = await this.valueOf(table, column);
      if (value !== null) return value;
    }
    return name.endsWith('id') ? '1' : 'x';
  }

  /** The url with every :param and wildcard replaced. */
  async fill(url: string): Promise<string> {
    let filled = url;
    for (const match of url.matchAll(/:([A-Za-z0-9_]+)/g)) {
      filled = filled.replace(match[0], encodeURIComponent(await this.param(url, match[1])));
    }
    return filled.replace(/\*$/, 'x');
  }

  /** Path params as an object (for schema-driven generators). */
  async params(url: string): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const match of url.matchAll(/:([A-Za-z0-9_]+)/g)) out[match[1]] = await this.param(url, match[1]);
    return out;
  }
}

/**
 * The fields of a route's input that name a user, as config.userTargets spells them: `params.id` on a
 * `/users/:id` path, and every query or body property named like a user id (policy.ts USER_ID_NAMES).
 */
export function userIdFields(route: SecurityRoute): string[] {
  const fields = /\/users\/:id(\/|$)/.test(route.url) ? ['params.id'] : [];
  for (const part of ['querystring', 'body'] as const) {
    for (const field of fieldsOf(route.input[part] as JsonSchema | undefined)) {
      const name = field.path.filter((segment) => !/^\d+$/.test(segment));
      if (USER_ID_NAMES.includes(name[name.length - 1])) fields.push(`${part === 'querystring' ? 'query' : 'body'}.${name.join('.')}`);
    }
  }
  return [...new Set(fields)];
}
