import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's X-Request-Id may be before it is logged, stored or echoed (issue 13). */
const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller's X-Request-Id when well-formed: a correlation id, never the request's identity */
    correlationId: string | null;
  }
}

/** Every request's id is the server's own (Fastify genReqId), whatever the caller sends. */
export const newRequestId = (): string => randomUUID();

/** The caller's X-Request-Id when it is well-formed (length, characters), else null. */
export function correlationIdOf(headers: IncomingHttpHeaders): string | null {
  const sent = headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && CORRELATION_ID.test(sent) ? sent : null;
}

/** The X-Request-Id answered: the caller's correlation id when valid (so it can match its call), else the server's id. */
export const answeredRequestId = (request: FastifyRequest): string => correlationIdOf(request.headers) ?? request.id;

/**
 * request.correlationId, the X-Request-Id answer header, and the correlation id on the request's
 * log lines next to the server's requestId.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.decorateRequest('correlationId', null);
  app.addHook('onRequest', async (request, reply) => {
    request.correlationId = correlationIdOf(request.headers);
    if (request.correlationId) {
      request.log = request.log.child({ correlationId: request.correlationId });
      reply.log = request.log;
    }
    reply.header(REQUEST_ID_HEADER, request.correlationId ?? request.id);
  });
}
