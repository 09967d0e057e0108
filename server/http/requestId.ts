import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The caller's X-Request-Id when it is short and safe to log, otherwise a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
}
