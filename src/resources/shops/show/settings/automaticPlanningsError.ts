/** Spec 2 §8: a refused 'add automatic plannings' shows the server's errors joined by line breaks, else a default message (null). */
export function automaticPlanningsError(error: unknown): string | null {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const errors = Array.isArray(body?.errors) ? body.errors.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [];
  return errors.length > 0 ? errors.join('\n') : null;
}
