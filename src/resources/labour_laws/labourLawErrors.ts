/**
 * What the labour-law screen says when the service refuses (spec 1 §8): the server's message or a
 * default on submit; "delete forbidden" naming the number of shops when a delete answers 401 with
 * the count in brackets ("Labour law used by shops [3]") or, from our service, details[].shops_count.
 */
interface ServiceError {
  status?: number;
  body?: unknown;
}

const bodyOf = (error: unknown): Record<string, unknown> | null => {
  const body = (error as ServiceError | null)?.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
};

/** The human message of an error answer, if the server gave one. */
export function serverMessage(error: unknown): string | null {
  const body = (error as ServiceError | null)?.body;
  if (typeof body === 'string' && body.trim()) return body.trim();
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/** The number of shops that prevent a delete, or null when the delete failed for another reason. */
export function shopsUsingLaw(error: unknown): number | null {
  if ((error as ServiceError | null)?.status !== 401) return null;
  const details = bodyOf(error)?.details;
  if (Array.isArray(details)) {
    for (const detail of details) {
      const count = (detail as { shops_count?: unknown } | null)?.shops_count;
      if (typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
    }
  }
  const bracketed = serverMessage(error)?.match(/\[(\d+)\]/);
  return bracketed ? Number(bracketed[1]) : null;
}
