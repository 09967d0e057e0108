/** What the console knows about a failed impersonation call (spec 1 §8). */
export interface ImpersonationFailure {
  /** HTTP status; absent when the request never got an answer (network failure). */
  status?: number;
  /** The answer's body: the uniform {error, message} object, a legacy {message: '{"key": ...}'} or plain text. */
  body?: unknown;
}

/** An i18n key and its interpolation values. */
export interface TranslatableMessage {
  key: string;
  params?: Record<string, unknown>;
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The server's message: `body.message`, or the body itself when the answer was plain text. */
function serverMessage(body: unknown): string | null {
  return nonEmpty(asObject(body)?.message) ?? nonEmpty(body);
}

function keyOf(value: unknown): string | null {
  return nonEmpty(asObject(value)?.key);
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The catalogue key of the error: the message when it is JSON with a key (`'{"key": "user_archived"}'`),
 * a `key` on the body, or the stable `error` key of this API's uniform error body.
 */
function errorKey(body: unknown): string | null {
  const message = serverMessage(body);
  return keyOf(parseJson(message)) ?? keyOf(body) ?? nonEmpty(asObject(body)?.error);
}

/**
 * Spec 1 §8, impersonation failure, in order:
 * 1. a server message that is JSON with a key -> the translation of errors.{key};
 * 2. otherwise a 403 -> "Impossible de se connecter en tant que cet utilisateur";
 * 3. otherwise the server's own message;
 * 4. with no message at all -> "An error occurred while switching to <main application>. Please try again later."
 */
export function impersonationErrorMessage(failure: ImpersonationFailure, mainAppName: string): TranslatableMessage {
  const key = errorKey(failure.body);
  if (key) return { key: `errors.${key}` };
  if (failure.status === 403) return { key: 'impersonation.errors.forbidden' };
  const message = serverMessage(failure.body);
  if (message) return { key: 'impersonation.errors.server_message', params: { message } };
  return { key: 'impersonation.errors.generic', params: { app: mainAppName } };
}
