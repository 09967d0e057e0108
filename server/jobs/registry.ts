import type { PermissionFlag } from '../../src/domain/permissions.js';
import type { Config } from '../config.js';
import type { JobHandler } from './worker.js';

/** One kind of background job, as the area that owns it registers it. */
export interface JobKind {
  kind: string;
  handler: JobHandler;
  /**
   * Who may read a job of this kind (GET /super_admin/api/jobs/{id}): every super admin (`permission: null`), those
   * holding the permission the call that starts it needs, or nobody (`null`: an internal job, answered 404).
   */
  readers: { permission: PermissionFlag | null } | null;
}

/**
 * An area's job kinds, given the settings: `server/routes/<area>/jobs.ts` or `server/services/<service>/jobs.ts`
 * exports one, and buildApp collects them as it collects the route areas. This folder knows no area.
 */
export type JobArea = (config: Config, hooks: JobHooks) => readonly JobKind[];

/**
 * Test hooks by job kind (none in production): a handler awaits its kind's hook at the points it names, so a test
 * process can hold a job there on a condition the test controls (issue 30: a worker killed mid-report).
 */
export type JobHooks = Readonly<Record<string, JobHook>>;
export type JobHook = (point: string, detail: Readonly<Record<string, unknown>>) => Promise<void>;

export interface JobRegistry {
  /** the handler of each registered kind (what the worker claims) */
  handlers: Readonly<Record<string, JobHandler>>;
  /** who may read a job of this kind; undefined for a kind no area registered */
  readersOf(kind: string): JobKind['readers'] | undefined;
}

/** Every area's kinds; a kind registered twice stops the server at start. */
export function jobRegistry(areas: readonly JobArea[], config: Config, hooks: JobHooks = {}): JobRegistry {
  const kinds = new Map<string, JobKind>();
  for (const area of areas) {
    for (const kind of area(config, hooks)) {
      if (kinds.has(kind.kind)) throw new Error(`job kind "${kind.kind}" is registered twice`);
      kinds.set(kind.kind, kind);
    }
  }
  return {
    handlers: Object.fromEntries([...kinds].map(([name, kind]) => [name, kind.handler])),
    readersOf: (kind) => kinds.get(kind)?.readers,
  };
}
