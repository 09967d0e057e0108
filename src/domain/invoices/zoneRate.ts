import { zoneOf } from './catalogue.js';

/**
 * A served VAT rate (percent, e.g. 20 or 8.5) as integer basis points (2000, 850), read from its decimal
 * writing so that no float product leaks in (2.1 * 100 is 210.00000000000003). Null for a negative rate or
 * one finer than a hundredth of a percent, which basis points cannot hold.
 */
export function percentToBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The rate in basis points of a zone of GET /stripe_charges/zones: its served percent, else the catalogue's rate. */
export function zoneRateBp(zone: { key: string; vat_rate: number }): number | null {
  return percentToBasisPoints(zone.vat_rate) ?? zoneOf(zone.key)?.vatRateBp ?? null;
}
