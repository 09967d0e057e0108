/** Sign-in error keys of spec 1 §8 as the auth API names them; each has a text in auth.errors.*. */
export const SIGN_IN_ERROR_KEYS = [
  'invalid_credentials',
  'archived_user',
  'unconfirmed_user',
  'cancelled_organisation',
  'organisation_waiting',
  'time_clock_disabled',
  'rate_limited',
  'no_super_admin_token',
] as const;

export type SignInErrorKey = (typeof SIGN_IN_ERROR_KEYS)[number];

/** The translation key to show for an error body of the auth API (generic when unknown). */
export function signInErrorMessage(errorKey: unknown): string {
  return typeof errorKey === 'string' && (SIGN_IN_ERROR_KEYS as readonly string[]).includes(errorKey)
    ? `auth.errors.${errorKey}`
    : 'auth.errors.generic';
}
