import type { SHOP_COUNTRIES } from '../contracts/shopRecord.js';

/**
 * Issue 28: the shop details form's own checks, run before sending (the server refuses the same SIRET and e-mail
 * formats: src/contracts/shopRecord.ts). A blank field is no problem: it is sent as null.
 */
export type ShopCountry = (typeof SHOP_COUNTRIES)[number];

/** Postcodes by country, as their postal services write them. */
export const POSTCODE_PATTERNS: Record<ShopCountry, RegExp> = {
  FR: /^\d{5}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  ES: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

const SIRET = /^\d{14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ShopIdentityProblem = 'siret_format' | 'email_format' | 'postcode_format';
export type ShopIdentityField = 'siret' | 'billing_email' | 'postal_code';

export function shopIdentityProblems(values: { siret: string; billingEmail: string; postalCode: string; country: string }): Partial<Record<ShopIdentityField, ShopIdentityProblem>> {
  const problems: Partial<Record<ShopIdentityField, ShopIdentityProblem>> = {};
  const siret = values.siret.trim();
  const email = values.billingEmail.trim();
  const postcode = values.postalCode.trim();
  if (siret !== '' && !SIRET.test(siret)) problems.siret = 'siret_format';
  if (email !== '' && !EMAIL.test(email)) problems.billing_email = 'email_format';
  const pattern = (POSTCODE_PATTERNS as Record<string, RegExp | undefined>)[values.country];
  if (postcode !== '' && pattern && !pattern.test(postcode)) problems.postal_code = 'postcode_format';
  return problems;
}
