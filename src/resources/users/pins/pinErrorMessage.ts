import type { PIN_ERROR_KEYS } from '../../../contracts/pins';
import { readApiError } from '../../../dataProviders/apiError';

type PinErrorKey = (typeof PIN_ERROR_KEYS)[number];
/** Every error key of the contract, each with a text errors.<key> in the catalogues (TypeScript checks the list). */
const KNOWN: Readonly<Record<PinErrorKey, true>> = {
  validation_failed: true,
  no_channel: true,
  no_recipient: true,
  not_found: true,
  user_archived: true,
  user_not_in_shop: true,
  user_not_in_organisation: true,
  shop_not_in_organisation: true,
  not_blacklisted: true,
  blacklist_unavailable: true,
  missing_permission: true,
  super_admin_target: true,
};

/**
 * The toast of a failed PIN or blacklist call (spec 2 §8 "Send PIN: the server's error text if present,
 * otherwise 'send_error'"): the text of the server's error key when the catalogues have one, else `fallback`.
 */
export function pinErrorMessage(error: unknown, fallback: string): string {
  const key = readApiError(error).error;
  return key && key in KNOWN ? `errors.${key}` : fallback;
}
