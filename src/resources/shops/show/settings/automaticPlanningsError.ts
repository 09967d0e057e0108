import { readApiError } from '../../../../dataProviders/apiError';

/**
 * Spec 2 §8: a refused 'add automatic plannings' shows the server's errors joined by line breaks, else a default
 * message (null here). Our API gives them as the uniform error body's details[].message; `errors: [..]` (strings)
 * is read too, as another back end may answer it.
 */
export function automaticPlanningsError(error: unknown): string | null {
  const { errors, details } = readApiError(error);
  const lines = [...errors, ...details.map((detail) => detail.message)].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}
