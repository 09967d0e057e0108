import type { AuditEventNote } from '../../events/port.js';
import type { ShopChangesBody } from '../../../src/contracts/shopRecord.js';
import { SHOP_SETTINGS_FIELDS } from '../../../src/contracts/shopSettings.js';
import type { PermissionFlags } from '../../../src/domain/permissions.js';
import type { Shop } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import type { TrackingEventName } from '../../tracking/track.js';
import type { ShopChanges } from './store.js';

/** A suspension date may be this far ahead of the server's clock (the console's clock may run a little fast). */
export const CANCELLED_AT_TOLERANCE_MS = 5 * 60_000;

export interface ShopEdit {
  changes: ShopChanges;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  events: { name: TrackingEventName; properties: Record<string, unknown> }[];
  /** the SHOP_SETTINGS_FIELDS keys of the body, for updateShopSettings */
  settings: Record<string, unknown>;
}

/** The plain columns of PATCH /shops/{id}: body key -> column. */
const PLAIN = {
  name: 'name',
  corporate_name: 'corporate_name',
  siret: 'siret',
  timezone: 'timezone',
  country: 'country',
  billing_email: 'billing_email',
  address: 'address',
  postal_code: 'postal_code',
  city: 'city',
  pack_offer_name: 'pack_offer_name',
} as const satisfies Partial<Record<keyof ShopChangesBody, keyof Shop>>;

/**
 * What a PATCH changes (spec 2 §2.2, §4 "Shop suspension", §6), from the row before and the body: flexible_convention
 * needs can_edit_conventions, cancelled / cancelled_at need can_suspend_shop (403 missing_permission when present
 * without it). Suspending without a date uses `now`; a date more than 5 minutes ahead is refused (422
 * cancelled_at_in_future: a suspension is a fact, not a plan); cancelled false (or cancelled_at null) reactivates
 * and clears the date; cancelled false with a date is contradictory (400). Suspension and reactivation are tracked.
 */
export function shopChanges(row: Shop, body: ShopChangesBody, permissions: PermissionFlags, now: Date): ShopEdit {
  const edit: ShopEdit = { changes: {}, before: {}, after: {}, events: [], settings: {} };
  const set = (field: string, from: unknown, to: unknown) => {
    edit.before[field] = from;
    edit.after[field] = to;
  };
  const changes = edit.changes as Record<string, unknown>;
  for (const [key, column] of Object.entries(PLAIN) as [keyof typeof PLAIN, keyof Shop][]) {
    const value = body[key];
    if (value === undefined) continue;
    const next = typeof value === 'string' && key !== 'name' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;
    if (next === row[column]) continue;
    changes[column] = next;
    set(key, row[column], next);
  }
  if (body.flexible_convention !== undefined) {
    if (!permissions.can_edit_conventions) throw new AppError(403, 'missing_permission', 'Changing the flexible convention needs the can_edit_conventions permission.');
    if (body.flexible_convention !== (row.flexible_convention === 1)) {
      changes.flexible_convention = body.flexible_convention ? 1 : 0;
      set('flexible_convention', row.flexible_convention === 1, body.flexible_convention);
    }
  }
  if (body.cancelled !== undefined || body.cancelled_at !== undefined) suspension(row, body, permissions, now, edit, set);
  for (const key of Object.keys(SHOP_SETTINGS_FIELDS)) {
    const value = (body as Record<string, unknown>)[key];
    if (value !== undefined) edit.settings[key] = value;
  }
  return edit;
}

function suspension(row: Shop, body: ShopChangesBody, permissions: PermissionFlags, now: Date, edit: ShopEdit, set: (f: string, a: unknown, b: unknown) => void) {
  if (!permissions.can_suspend_shop) throw new AppError(403, 'missing_permission', 'Suspending or reactivating a shop needs the can_suspend_shop permission.');
  if (body.cancelled === false && body.cancelled_at) {
    throw new AppError(400, 'validation_failed', 'A reactivated shop has no suspension date.', [{ path: '/shop/cancelled_at', message: 'must be null or absent when cancelled is false' }]);
  }
  const cancel = body.cancelled ?? body.cancelled_at !== null;
  const wasCancelled = row.cancelled === 1;
  if (!cancel) {
    if (!wasCancelled && row.cancelled_at === null) return;
    edit.changes.cancelled = 0;
    edit.changes.cancelled_at = null;
    set('cancelled', wasCancelled, false);
    set('cancelled_at', row.cancelled_at, null);
    if (wasCancelled) edit.events.push({ name: 'shop_reactivated', properties: { cancelled_at: row.cancelled_at } });
    return;
  }
  let at: string;
  if (body.cancelled_at) {
    const date = new Date(body.cancelled_at);
    if (date.getTime() > now.getTime() + CANCELLED_AT_TOLERANCE_MS) {
      throw new AppError(422, 'cancelled_at_in_future', 'A shop is suspended from now or from a past date, not from a future one.');
    }
    at = date.toISOString();
  } else {
    at = wasCancelled && row.cancelled_at ? row.cancelled_at : now.toISOString();
  }
  if (wasCancelled && row.cancelled_at === at) return;
  edit.changes.cancelled = 1;
  edit.changes.cancelled_at = at;
  set('cancelled', wasCancelled, true);
  set('cancelled_at', row.cancelled_at, at);
  if (!wasCancelled) edit.events.push({ name: 'shop_suspended', properties: { cancelled_at: at } });
}

/** The events-history note of a shop edit (issue 19): a suspension (from its date), a reactivation, else an update. */
export function shopUpdateEvent(events: ShopEdit['events']): AuditEventNote {
  const suspended = events.find((event) => event.name === 'shop_suspended');
  if (suspended) return { subtype: 'SHOP_SUSPENDED', context: { date: suspended.properties.cancelled_at } };
  if (events.some((event) => event.name === 'shop_reactivated')) return { subtype: 'SHOP_REACTIVATED' };
  return { subtype: 'SHOP_UPDATED' };
}
