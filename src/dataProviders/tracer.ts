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

/** Runs one mutation with a new request id and records resource, method, duration and outcome. */
async function trace<R>(resource: string, method: string, run: (requestId: string) => Promise<R>): Promise<R> {
  const requestId = crypto.randomUUID();
  const started = performance.now();
  const finish = (outcome: MutationTrace['outcome'], status?: number) =>
    recordMutation({ resource, method, durationMs: Math.round(performance.now() - started), outcome, status, requestId, at: new Date().toISOString() });
  try {
    const result = await run(requestId);
    finish('success');
    return result;
  } catch (error) {
    finish('error', (error as { status?: number }).status);
    throw error;
  }
}

/** Wraps one react-admin data-provider method: the request id goes to the call as params.meta.requestId (sent as X-Request-Id). */
export function traced<P extends { meta?: unknown }, R>(method: string, call: (resource: string, params: P) => Promise<R>) {
  return (resource: string, params: P): Promise<R> =>
    trace(resource, method, (requestId) => call(resource, { ...params, meta: { ...(params.meta as object | undefined), requestId } }));
}

/**
 * Wraps a custom method that changes something: the trace names what (`resource`, e.g. 'feature_flags')
 * and how (`method`); the call gets the request id to send. Callers pass only the method's own arguments.
 */
export function tracedCall<A extends unknown[], R>(resource: string, method: string, call: (requestId: string, ...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => trace(resource, method, (requestId) => call(requestId, ...args));
}

export function traceMutations<T extends DataProvider>(provider: T): T {
  const wrapped = { ...provider };
  for (const method of MUTATION_METHODS) {
    const original = provider[method] as (resource: string, params: { meta?: unknown }) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[method] = traced(method, original);
  }
  return wrapped;
}
