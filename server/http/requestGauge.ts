import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests the server is answering right now, so that long work running in the same process (a job applying a
 * file batch after batch) can let them through first: better-sqlite3 answers synchronously and a batch's transaction
 * holds SQLite's one connection, so a request arriving during a job otherwise waits behind batch after batch (issue 31,
 * the console stays responsive while a 50,000-line file is applied).
 */
export interface RequestGauge {
  /** requests received and not yet answered */
  readonly inFlight: number;
  /** resolves once no request is in flight, or after `maxWaitMs` (the job is never starved by steady traffic) */
  quiet(maxWaitMs: number): Promise<void>;
}

export function watchRequests(app: FastifyInstance): RequestGauge {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  let waiters: (() => void)[] = [];
  const leave = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) {
      const ready = waiters;
      waiters = [];
      ready.forEach((resolve) => resolve());
    }
  };
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight += 1;
  });
  app.addHook('onResponse', async (request) => leave(request));
  app.addHook('onRequestAbort', async (request) => leave(request));
  return {
    get inFlight() {
      return inFlight;
    },
    quiet(maxWaitMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve();
        }, maxWaitMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiters.push(done);
      });
    },
  };
}
