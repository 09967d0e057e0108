import { readApiError } from '../../dataProviders/apiError';

/**
 * Spec 1 §8: "delete forbidden" names the number of shops when a delete answers 401 with the count in brackets
 * ("Labour law used by shops [3]") or, from our service, details[].shops_count. Null when the delete failed for another reason.
 */
export function shopsUsingLaw(error: unknown): number | null {
  const { status, details, message } = readApiError(error);
  if (status !== 401) return null;
  for (const { shops_count: count } of details) {
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
  }
  const bracketed = message?.match(/\[(\d+)\]/);
  return bracketed ? Number(bracketed[1]) : null;
}
