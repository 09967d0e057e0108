import { format, isValid, parse, parseISO, startOfDay } from 'date-fns';
import type { ShopChanges, ShopRecord } from '../../../dataProviders/superAdmin/shops';

/** The details form's values (spec 2 §2.2); texts as typed, the suspension date as DD/MM/YYYY. */
export interface ShopDetailsValues {
  name: string;
  corporateName: string;
  billingEmail: string;
  address: string;
  postalCode: string;
  city: string;
  siret: string;
  timezone: string;
  country: string;
  packOfferName: string;
  flexibleConvention: boolean;
  cancelled: boolean;
  cancelledDate: string;
}

export const DATE_FORMAT = 'dd/MM/yyyy';
export const formatDay = (date: Date) => format(date, DATE_FORMAT);

export function initialShopDetails(shop: ShopRecord): ShopDetailsValues {
  return {
    name: shop.name,
    corporateName: shop.corporateName ?? '',
    billingEmail: shop.billingEmail ?? '',
    address: shop.address ?? '',
    postalCode: shop.postalCode ?? '',
    city: shop.city ?? '',
    siret: shop.siret ?? '',
    timezone: shop.timezone,
    country: shop.country,
    packOfferName: shop.packOfferName ?? '',
    flexibleConvention: shop.flexibleConvention,
    cancelled: shop.cancelled,
    cancelledDate: shop.cancelledAt ? formatDay(parseISO(shop.cancelledAt)) : '',
  };
}

/** The day typed as DD/MM/YYYY, or null when it is not a real date. */
export function parseDay(text: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text.trim())) return null;
  const date = parse(text.trim(), DATE_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** What is wrong with the suspension date: missing, not a date, or after today (a suspension is not planned). */
export function suspensionDateProblem(values: ShopDetailsValues, now = new Date()): 'invalid' | 'future' | null {
  if (!values.cancelled) return null;
  const day = parseDay(values.cancelledDate);
  if (!day) return 'invalid';
  return startOfDay(day) > startOfDay(now) ? 'future' : null;
}

/** The suspension instant sent: now for today (the default), the start of an earlier day otherwise. */
export function suspensionInstant(text: string, now = new Date()): string {
  const day = parseDay(text) ?? now;
  return formatDay(day) === formatDay(now) ? now.toISOString() : startOfDay(day).toISOString();
}

const TEXTS = [
  ['name', 'name'],
  ['corporateName', 'corporate_name'],
  ['billingEmail', 'billing_email'],
  ['address', 'address'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
  ['siret', 'siret'],
] as const;

/** The PATCH body of the fields that changed (only those: a gated field is sent only when its value changes). */
export function shopDetailsChanges(shop: ShopRecord, values: ShopDetailsValues, now = new Date()): ShopChanges {
  const saved = initialShopDetails(shop);
  const changes: Record<string, unknown> = {};
  for (const [field, key] of TEXTS) {
    if (values[field].trim() !== saved[field]) changes[key] = field === 'name' ? values.name.trim() : values[field].trim() === '' ? null : values[field].trim();
  }
  if (values.timezone !== saved.timezone) changes.timezone = values.timezone;
  if (values.country !== saved.country) changes.country = values.country;
  if (values.packOfferName !== saved.packOfferName) changes.pack_offer_name = values.packOfferName === '' ? null : values.packOfferName;
  if (values.flexibleConvention !== saved.flexibleConvention) changes.flexible_convention = values.flexibleConvention;
  if (values.cancelled !== saved.cancelled || (values.cancelled && values.cancelledDate !== saved.cancelledDate)) {
    changes.cancelled = values.cancelled;
    if (values.cancelled) changes.cancelled_at = suspensionInstant(values.cancelledDate, now);
  }
  return changes as ShopChanges;
}
