/**
 * Which 401 answers mean "your session is over" (refresh the token, retry, and finally sign out)
 * and which are business refusals that only look like one.
 *
 * The labour-laws service keeps the legacy console contract of spec 1 §8: deleting a law used by
 * N shops answers **401** "Labour law used by shops [N]". It carries the stable error key
 * `labour_law_in_use`. Issue 13: GET /v3/home_url refuses an impersonation token already used or
 * issued to another session with a 401 that says nothing about the staff session itself.
 * A 401 with one of these keys is shown to the user like any other refusal.
 * Every other 401 (no key, unknown key, unauthorized, token_expired ...) stays a session failure:
 * unknown means fail safe.
 */
export const BUSINESS_401_ERRORS: ReadonlySet<string> = new Set(['labour_law_in_use', 'impersonation_token_used', 'impersonation_session_mismatch']);

const errorKeyOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;

/** Whether an answer is a 401 that the token refresh, the retry and the sign-out must handle. */
export function isSessionFailure(status: number | undefined, body: unknown): boolean {
  if (status !== 401) return false;
  const key = errorKeyOf(body);
  return !(typeof key === 'string' && BUSINESS_401_ERRORS.has(key));
}
