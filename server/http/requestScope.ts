import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request being served (the server's id and the caller's correlation id), or the request behind a job. */
export interface ServedTrace {
  requestId: string | null;
  correlationId: string | null;
}

/**
 * The trace of the request (or of the job) being served, for code far from the request: the outside-service client
 * (server/adapters/http.ts) forwards it, so the other system's logs name the request that called it. Set for each
 * request here and for each job by the worker; empty elsewhere (the CLI, the seed).
 */
const scope = new AsyncLocalStorage<ServedTrace>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** The trace of what is being served, or null outside a request and a job. */
export const currentTrace = (): ServedTrace | null => scope.getStore() ?? null;

/** Runs `work` with this trace as the current one (the job worker, for each job). */
export const runWithTrace = <T>(trace: ServedTrace, work: () => T): T => scope.run(trace, work);

/**
 * Each request runs in its own scope from onRequest on. Body parsing resumes in the stream's context, not the
 * request's, so preValidation re-enters it (as @fastify/request-context does). Registered after the request ids.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scope.run({ requestId: request.id, correlationId: request.correlationId }, () => {
      const resource = new AsyncResource('request-scope');
      resources.set(request, resource);
      resource.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
