import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from './errors.js';
import { REQUEST_ID_HEADER } from './requestId.js';

/**
 * Security headers with a CSP the Vite-built React/MUI console runs under:
 * emotion injects <style> tags ('unsafe-inline' styles), map tiles and avatars are https images,
 * and the console may call the API hosts of the allow-list.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.allowedApiHosts],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
  // API answers carry tokens and customer data: no browser or proxy cache may keep them
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Browser calls from the CORS_ORIGINS origins (a console hosted elsewhere); none by default. */
export function registerCors(app: FastifyInstance, config: Config): void {
  if (config.corsOrigins.length === 0) return;
  const allowed = new Set(config.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    reply.header('access-control-expose-headers', REQUEST_ID_HEADER);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('access-control-allow-headers', 'Authorization, Content-Type, Accept, Accept-Language, X-Source-Client, X-Request-Id, Range')
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    }
  });
}

/** Registered with global: false; the sign-in and refresh routes opt in with `config.rateLimit`. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many attempts; try again in ${context.after}.`),
  });
}

/** Per-route rate limit of the auth endpoints: AUTH_RATE_LIMIT calls per minute per client IP. */
export function authRateLimit(config: Config) {
  return { max: config.authRateLimit, timeWindow: 60_000, keyGenerator: (request: { ip: string }) => request.ip };
}
