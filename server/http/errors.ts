import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type, type Static } from 'typebox';
import { isDataException } from '../db/dataException.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** The uniform error body of every API answer that is not a success (ARCHITECTURE.md "Errors"). */
export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'stable machine-readable key, e.g. validation_failed' }),
    message: Type.String({ description: 'human-readable explanation (English)' }),
    details: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { description: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;
export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

/** Thrown by routes and guards; turned into `{error, message, details?}` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** a longer bound than MAX_MESSAGE_LENGTH for a message that lists problems itself (spec 3 §8's JSON-config failures) */
    readonly messageMax?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const KEY_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * An error answer may quote the input, never multiply it (issue 13): at most MAX_DETAILS problems
 * (then one "and N more problems"), each path and message, and the message, cut to a few hundred characters.
 */
export const MAX_DETAILS = 20;
const MAX_MESSAGE_LENGTH = 500;
const MAX_DETAIL_TEXT_LENGTH = 200;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The first MAX_DETAILS of `total` problems, cut to size, and how many more there were. */
function cappedDetails(details: readonly ErrorDetail[], total: number, morePath: string): ErrorDetail[] {
  const kept = details
    .slice(0, MAX_DETAILS)
    .map((detail) => ({ ...detail, path: cut(detail.path, MAX_DETAIL_TEXT_LENGTH), message: cut(detail.message, MAX_DETAIL_TEXT_LENGTH) }));
  if (total > kept.length) kept.push({ path: morePath, message: `and ${total - kept.length} more problems` });
  return kept;
}

/** An ajv error -> {path, message}; the path is the field's dotted path, or the request part for root errors. */
function validationDetail(error: FastifySchemaValidationError, context: string | undefined): ErrorDetail {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) segments.push(missing);
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const message = allowed ? `${error.message}: ${allowed.join(', ')}` : (error.message ?? 'is invalid');
  return { path: segments.join('.') || context || 'request', message };
}

function toErrorReply(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.key, message: cut(error.message, error.messageMax ?? MAX_MESSAGE_LENGTH) };
    if (error.details) body.details = cappedDetails(error.details, error.details.length, 'request');
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    // allErrors lists every bad item: 200,000 wrong items in a 1 MB body must not become a 15 MB answer
    const context = error.validationContext ?? 'request';
    const first = error.validation.slice(0, MAX_DETAILS).map((e) => validationDetail(e, context));
    const details = cappedDetails(first, error.validation.length, context);
    return { status: 400, body: { error: 'validation_failed', message: 'The request is not valid.', details } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: KEY_BY_STATUS[status] ?? 'bad_request', message: cut(error.message, MAX_MESSAGE_LENGTH) } };
  }
  if (isDataException(error)) {
    return { status: 400, body: { error: 'invalid_value', message: 'A value of the request is out of range or malformed.' } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: 'database_unavailable', message: 'The database cannot be reached; try again in a few seconds.' } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'An unexpected error occurred.' } };
}

export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorReply(error);
  if (status === 503) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (body.error === 'invalid_value') request.log.warn({ err: error }, 'the database refused a value of the request');
  else request.log.info({ error: body.error, status }, 'request rejected');
  return reply.status(status).send(body);
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return { error: 'not_found', message: `No route for ${method} ${url.split('?')[0]}` };
}
