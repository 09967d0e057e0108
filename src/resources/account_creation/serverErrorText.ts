/** The server's `{error, message}` of a failed call (react-admin's HttpError keeps it in `body`), or null. */
export function serverErrorText(error: unknown): string | null {
  const body = (error as { body?: { message?: unknown; error?: unknown } } | null)?.body;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return typeof body?.error === 'string' ? body.error : null;
}
