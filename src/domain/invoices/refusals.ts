import type { TotalProblem } from './amounts.js';

/** The invoice calls' refusal codes the console words itself (issue 18: 422/409 `{error, message, details}`). */
export const INVOICE_REFUSALS = [
  'blank_shop_id',
  'shop_not_in_organisation',
  'unknown_zone',
  'invalid_total',
  'invalid_period',
  'issue_credit_note',
  'document_not_ready',
  'no_customer_email',
  'empty_text',
] as const;
export type InvoiceRefusal = (typeof INVOICE_REFUSALS)[number];

export const TOTAL_PROBLEMS: readonly TotalProblem[] = ['blank_total', 'negative_total', 'too_many_decimals', 'invalid_total', 'zero_total', 'total_too_large'];

/**
 * The reason of a refused invoice call, as a key under the dialogs' catalogue section: `total_problems.<problem>`
 * for invalid_total with a known detail, `errors.<code>` for a code above; `code` and `message` are the server's,
 * for the codes the console does not know (its message is then shown as is).
 */
export interface RefusalReason {
  key: string | null;
  code: string | null;
  message: string | null;
}

/** A refusal as src/dataProviders/apiError.ts reads it: the error key, the server's message and `details`. */
export interface Refusal {
  error: string | null;
  message: string | null;
  details: readonly { message?: unknown }[];
}

export function refusalReasonOf({ error: code, message, details }: Refusal): RefusalReason {
  const detail = details[0]?.message;
  if (code === 'invalid_total' && TOTAL_PROBLEMS.includes(detail as TotalProblem)) return { key: `total_problems.${String(detail)}`, code, message };
  if (code !== null && (INVOICE_REFUSALS as readonly string[]).includes(code)) return { key: `errors.${code}`, code, message };
  return { key: null, code, message };
}
