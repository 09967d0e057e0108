import { Ajv } from 'ajv';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { AppError } from '../../http/errors.js';

/**
 * The query of a list in the conventions of ra-data-simple-rest (filter, sort and range as JSON texts) and its answer's
 * Content-Range header (`<resource> <first>-<last>/<total>`), read by the console through that package.
 */

const ajv = new Ajv({ allErrors: true, coerceTypes: false });
const validators = new WeakMap<TSchema, ReturnType<typeof ajv.compile>>();

/** The JSON text of query parameter `name`, checked against its TypeBox schema; `fallback` when absent; 400 otherwise. */
export function jsonParam<T>(text: string | undefined, name: string, schema: TSchema, fallback: T): T {
  if (text === undefined || text === '') return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, 'validation_failed', `The ${name} parameter is not JSON.`, [{ path: name, message: 'must be JSON' }]);
  }
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (!validate(value)) {
    const details = (validate.errors ?? []).slice(0, 20).map((error) => ({ path: [name, ...error.instancePath.split('/').filter(Boolean)].join('.'), message: error.message ?? 'is invalid' }));
    throw new AppError(400, 'validation_failed', `The ${name} parameter is not valid.`, details);
  }
  return value as T;
}

/** At most this many rows per page. */
export const MAX_PAGE_ROWS = 500;

/** [first, last] (both included) as offset and limit; 400 when last < first or the page is over MAX_PAGE_ROWS rows. */
export function pageOf(range: [number, number]): { offset: number; limit: number } {
  const [first, last] = range;
  if (last < first || last - first + 1 > MAX_PAGE_ROWS) {
    throw new AppError(400, 'validation_failed', `The range must be [first, last] with at most ${MAX_PAGE_ROWS} rows.`, [{ path: 'range', message: 'is not a valid range' }]);
  }
  return { offset: first, limit: last - first + 1 };
}

/** Content-Range of a page (and exposed to a cross-origin console, like the request id). */
export function setContentRange(reply: FastifyReply, resource: string, offset: number, count: number, total: number): void {
  reply.header('content-range', count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`);
  const exposed = reply.getHeader('access-control-expose-headers');
  if (exposed) reply.header('access-control-expose-headers', `${exposed}, Content-Range`);
}
