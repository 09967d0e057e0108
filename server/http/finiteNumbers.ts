import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorDetail } from './errors.js';

/**
 * Schema validation coerces query and body strings to numbers, and "Infinity", "-Infinity" or
 * "1e309" become non-finite numbers that skip ajv's minimum/maximum checks (a page of -Infinity
 * reached the SQL). After validation, any non-finite number left in the input is refused with the
 * usual 400 validation_failed.
 */
function nonFinitePaths(value: unknown, path: string, found: string[], depth = 0): void {
  if (found.length >= 20 || depth > 64) return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nonFinitePaths(item, path ? `${path}.${index}` : String(index), found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nonFinitePaths(item, path ? `${path}.${key}` : key, found, depth + 1);
  }
}

export function registerFiniteNumberCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const found: string[] = [];
    for (const part of [request.params, request.query, request.body]) nonFinitePaths(part, '', found);
    if (found.length === 0) return;
    const details: ErrorDetail[] = found.map((path) => ({ path: path || 'request', message: 'must be a finite number' }));
    throw new AppError(400, 'validation_failed', 'The request is not valid.', details);
  });
}
