import type { ServerOptions } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/**
 * Node's HTTP server time-outs through Fastify's options (issue 13, "Slow clients": a thousand
 * sockets that never finished their header stayed open). Fastify turns Node's request time-out off
 * by default, and Node only looks for expired headers and requests every 30 s: the check runs here
 * at least every second, so a time-out is enforced within about a second of its value.
 */
export function serverTimeouts(timeouts: HttpTimeouts) {
  const http: ServerOptions = {
    headersTimeout: timeouts.headers,
    requestTimeout: timeouts.request,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeouts.headers / 4))),
  };
  return {
    http,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionTimeout: timeouts.idle,
  };
}
