import type { DataProvider } from 'react-admin';

export interface MutationTrace {
  resource: string;
  method: string;
  durationMs: number;
  outcome: 'success' | 'error';
  status?: number;
  requestId: string;
  at: string;
}

const CAPACITY = 50;
const traces: MutationTrace[] = [];

/** The last mutations of this page (newest last), for support and for tests. */
export const recentMutations = (): readonly MutationTrace[] => traces;

export function recordMutation(trace: MutationTrace): void {
  traces.push(trace);
  if (traces.length > CAPACITY) traces.shift();
  if (import.meta.env.DEV) console.info('[mutation]', trace);
}

export const MUTATION_METHODS = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * Wraps one data-provider method: gives the call a request id (sent as X-Request-Id through
 * params.meta.requestId) and records resource, method, duration and outcome.
 */
export function traced<P extends { meta?: unknown }, R>(method: string, call: (resource: string, params: P) => Promise<R>) {
  return async (resource: string, params: P): Promise<R> => {
    const requestId = crypto.randomUUID();
    const started = performance.now();
    const meta = { ...(params.meta as object | undefined), requestId };
    const finish = (outcome: MutationTrace['outcome'], status?: number) =>
      recordMutation({ resource, method, durationMs: Math.round(performance.now() - started), outcome, status, requestId, at: new Date().toISOString() });
    try {
      const result = await call(resource, { ...params, meta });
      finish('success');
      return result;
    } catch (error) {
      finish('error', (error as { status?: number }).status);
      throw error;
    }
  };
}

export function traceMutations<T extends DataProvider>(provider: T): T {
  const wrapped = { ...provider };
  for (const method of MUTATION_METHODS) {
    const original = provider[method] as (resource: string, params: { meta?: unknown }) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[method] = traced(method, original);
  }
  return wrapped;
}
