import type { TranslateFunction } from 'react-admin';

/**
 * The one reader of a failed API call (issue 27). http.ts rejects with react-admin's HttpError, whose `body` is the
 * server's uniform `{error, message, details}` (server/http/errors.ts); every screen reads a refusal through here and
 * none looks into a body itself.
 */

/** One problem of `details`: `path` is the field's dotted path (`shop.siret`) or the request part; some answers add fields (shops_count). */
export type ApiErrorDetail = { path?: string; message?: string } & Record<string, unknown>;

export interface ApiError {
  /** the HTTP status; null when no answer came (network failure, abort) */
  status: number | null;
  /** the stable key (`validation_failed`, `not_found`...); a legacy answer's `key`, or its message holding `{"key": ...}` */
  error: string | null;
  /** the server's human message, trimmed (a plain-text answer is its message); null when blank */
  message: string | null;
  /** `details` as answered (objects only) */
  details: ApiErrorDetail[];
  /** the field errors of `details`: field path -> message (the request-part problems, `body` or `querystring`, are not fields) */
  fieldErrors: Record<string, string>;
  /** the `errors` list some answers carry beside the uniform body (the user import's invalid_rows, another back end's lines) */
  errors: unknown[];
}

/** The paths the server gives for a problem of a whole request part (server/http/errors.ts validationDetail), not a field. */
const REQUEST_PARTS = new Set(['request', 'body', 'querystring', 'params', 'headers']);

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A message that is JSON with a key (`'{"key": "user_archived"}'`): spec 1 §8's legacy answers. */
function keyInMessage(message: string | null): string | null {
  if (!message?.startsWith('{')) return null;
  try {
    return text(asObject(JSON.parse(message))?.key);
  } catch {
    return null;
  }
}

export function readApiError(failure: unknown): ApiError {
  const { status, body } = (asObject(failure) ?? {}) as { status?: unknown; body?: unknown };
  const object = asObject(body);
  const message = text(object ? object.message : body);
  const details = (Array.isArray(object?.details) ? object.details : []).filter((detail): detail is ApiErrorDetail => asObject(detail) !== null);
  const fieldErrors: Record<string, string> = {};
  for (const detail of details) {
    const path = text(detail.path);
    const problem = text(detail.message);
    if (path && problem && !REQUEST_PARTS.has(path) && !(path in fieldErrors)) fieldErrors[path] = problem;
  }
  return {
    status: typeof status === 'number' && status > 0 ? status : null,
    error: text(object?.error) ?? text(object?.key) ?? keyInMessage(message),
    message,
    details,
    fieldErrors,
    errors: Array.isArray(object?.errors) ? object.errors : [],
  };
}

/** The field errors under one part of the body (`shop` for `{shop: {...}}`), keyed by the field's own name: `shop.siret` -> `siret`. */
export function fieldErrorsUnder(apiError: ApiError, prefix: string): Record<string, string> {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(apiError.fieldErrors)
      .filter(([path]) => path.startsWith(start))
      .map(([path, message]) => [path.slice(start.length), message]),
  );
}

export interface ErrorTextOptions {
  /** the spec's own key for this refusal, if it has one (checked first) */
  keyOf?: (apiError: ApiError) => string | null | undefined;
  /** then `errors.<error>` of the catalogues (default: yes; issue 28: the user reads the key's text, not the server's English) */
  catalogue?: boolean;
  /** then the server's message, only for a key the catalogues do not know (default: yes) */
  serverMessage?: boolean;
  /** else this key (default: react-admin's "server communication error") */
  fallback?: string;
  /** the values of the keys above */
  args?: Record<string, unknown>;
}

/** A marker that no catalogue text equals: what translate answers for a key the catalogues do not have. */
const MISSING = '\u0000missing';

/** Keys that say less than the screen's own default ("the shop was not saved" beats "an unexpected error occurred"). */
const VAGUER_THAN_THE_SCREEN = new Set(['internal_error']);

/** The fields a validation refusal names, by their own name (`shop.siret` -> `siret`), once each. */
const fieldNames = (apiError: ApiError): string[] => [...new Set(Object.keys(apiError.fieldErrors).map((path) => path.split('.').pop()!))];

/**
 * The translated toast text of a refusal: the spec's key first, then `errors.<error>` of the catalogues (a validation
 * refusal with the names of its fields), then the server's message for a key the catalogues do not know, then the default.
 */
export function apiErrorText(failure: unknown, translate: TranslateFunction, options: ErrorTextOptions = {}): string {
  const apiError = readApiError(failure);
  const own = options.keyOf?.(apiError);
  if (own) return translate(own, options.args);
  const known = (key: string, args?: Record<string, unknown>) => {
    const text = translate(key, { ...options.args, ...args, _: MISSING });
    return text === MISSING ? null : text;
  };
  if (options.catalogue !== false && apiError.error && !VAGUER_THAN_THE_SCREEN.has(apiError.error)) {
    const fields = apiError.error === 'validation_failed' ? fieldNames(apiError) : [];
    const text = (fields.length > 0 ? known('errors.validation_failed_fields', { fields: fields.join(', ') }) : null) ?? known(`errors.${apiError.error}`);
    if (text !== null) return text;
  }
  const unknownKey = !apiError.error || known(`errors.${apiError.error}`) === null;
  if (options.serverMessage !== false && apiError.message && unknownKey) return apiError.message;
  return translate(options.fallback ?? 'ra.notification.http_error', options.args);
}
