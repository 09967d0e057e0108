import { FEATURE_PACKS } from '../shopFeatures.js';

/** The steps of an account creation (spec 2 §2.4, §3 "Prospect"), served to the console as `statuses`. */
export const PROSPECT_STEPS = ['invited', 'account_created', 'payment_pending', 'completed', 'abandoned'] as const;
export type ProspectStep = (typeof PROSPECT_STEPS)[number];

/** Payment types of the account-creation mail; no_type = no payment link (needs can_link_without_pay). */
export const PAYMENT_TYPES = ['sepa', 'transfer', 'no_type'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const DEFAULT_PACK_OFFER = 'success';
/** The packs a prospect may be sold (the current ones). */
export const FEATURE_PACKS_FOR_PROSPECTS = FEATURE_PACKS;
export const DEFAULT_PROSPECT_COUNTRY = 'FR';

/**
 * The pack offers a prospect may be sold: the current packs (src/domain/shopFeatures.ts) and the
 * legacy ones still held by old customers, listed so the console shows them disabled; the server refuses them (422).
 */
export const DEPRECATED_PACK_OFFERS = ['starter', 'classic'] as const;

export interface PackOffer {
  id: number;
  name: string;
  deprecated: boolean;
}

export const PACK_OFFERS: readonly PackOffer[] = [
  ...FEATURE_PACKS.map((name) => ({ name, deprecated: false })),
  ...DEPRECATED_PACK_OFFERS.map((name) => ({ name, deprecated: true })),
].map((offer, i) => ({ id: i + 1, ...offer }));

/** 'ok' for a current pack, 'deprecated' or 'unknown' otherwise. */
export function packOfferState(name: string): 'ok' | 'deprecated' | 'unknown' {
  const offer = PACK_OFFERS.find((o) => o.name === name);
  return !offer ? 'unknown' : offer.deprecated ? 'deprecated' : 'ok';
}

/** The customer name with its first letter in capitals, the rest as typed ('  acme sas' -> 'Acme sas'). */
export function capitaliseCustomerName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
}

/** Whether this payment type may be chosen: no_type (no payment link) only with can_link_without_pay. */
export function paymentTypeAllowed(type: PaymentType, canLinkWithoutPay: boolean): boolean {
  return type !== 'no_type' || canLinkWithoutPay;
}

/** A completed account creation is final: its step can no longer change (422 on PATCH). */
export function stepChangeAllowed(from: string, to: string): boolean {
  return from === to || from !== 'completed';
}

/** The user-import template's language for a mail locale: its base language when the template has it, else EN. */
export function importFileLanguage(locale: string): 'FR' | 'EN' | 'ES' | 'DE' | 'IT' {
  const base = locale.split('-')[0].toUpperCase();
  return base === 'FR' || base === 'ES' || base === 'DE' || base === 'IT' ? base : 'EN';
}
