/** What the console knows about a failed impersonation call (spec 1 §8), as src/dataProviders/apiError.ts reads it. */
export interface ImpersonationFailure {
  /** HTTP status; null when the request never got an answer (network failure). */
  status: number | null;
  /** the error key: this API's `error`, a legacy body's `key` or a message holding `{"key": ...}` */
  error: string | null;
  /** the server's message (a plain-text answer's text) */
  message: string | null;
}

/** An i18n key and its interpolation values. */
export interface TranslatableMessage {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * Spec 1 §8, impersonation failure, in order:
 * 1. a server message that is JSON with a key -> the translation of errors.{key};
 * 2. otherwise a 403 -> "Impossible de se connecter en tant que cet utilisateur";
 * 3. otherwise the server's own message;
 * 4. with no message at all -> "An error occurred while switching to <main application>. Please try again later."
 */
export function impersonationErrorMessage(failure: ImpersonationFailure, mainAppName: string): TranslatableMessage {
  if (failure.error) return { key: `errors.${failure.error}` };
  if (failure.status === 403) return { key: 'impersonation.errors.forbidden' };
  if (failure.message) return { key: 'impersonation.errors.server_message', params: { message: failure.message } };
  return { key: 'impersonation.errors.generic', params: { app: mainAppName } };
}
