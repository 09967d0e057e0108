import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorDetail } from './errors.js';

/**
 * Input the JSON schemas let through but no route can use, refused after validation with the usual
 * 400 validation_failed (one detail per place, at most 20):
 * - non-finite numbers: validation coerces query and body strings to numbers, and "Infinity",
 *   "-Infinity" or "1e309" become numbers that skip ajv's minimum/maximum checks (a page of
 *   -Infinity reached the SQL);
 * - the NUL character in a string: PostgreSQL text cannot hold it (the insert failed with a 500),
 *   and it has no business in names, e-mails or keys anyway.
 */
const MAX_FOUND = 20;

function problemsIn(value: unknown, path: string, found: ErrorDetail[], depth = 0): void {
  if (found.length >= MAX_FOUND || depth > 64) return;
  const where = path || 'request';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push({ path: where, message: 'must be a finite number' });
  } else if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path: where, message: 'must not contain the NUL character' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => problemsIn(item, path ? `${path}.${index}` : String(index), found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push({ path: where, message: 'keys must not contain the NUL character' });
      problemsIn(item, path ? `${path}.${key}` : key, found, depth + 1);
    }
  }
}

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const found: ErrorDetail[] = [];
    for (const part of [request.params, request.query, request.body]) problemsIn(part, '', found);
    if (found.length > 0) throw new AppError(400, 'validation_failed', 'The request is not valid.', found);
  });
}
