/**
 * Spec 2 §8: a refused 'add automatic plannings' shows the server's errors joined by line breaks, else a default
 * message (null here). Our API gives them as the uniform error body's details[].message; `errors: [..]` (strings)
 * is read too, as another back end may answer it.
 */
export function automaticPlanningsError(error: unknown): string | null {
  const body = (error as { body?: { errors?: unknown; details?: unknown } } | null)?.body;
  const fromDetails = Array.isArray(body?.details) ? body.details.map((detail: unknown) => (detail as { message?: unknown } | null)?.message) : [];
  const fromErrors = Array.isArray(body?.errors) ? body.errors : [];
  const lines = [...fromErrors, ...fromDetails].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}
