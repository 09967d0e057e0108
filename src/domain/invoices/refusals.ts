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

export function refusalReasonOf(body: unknown): RefusalReason {
  const { error, message, details } = (body ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
  const code = typeof error === 'string' ? error : null;
  const text = typeof message === 'string' && message.trim() !== '' ? message : null;
  const detail = Array.isArray(details) ? (details[0] as { message?: unknown } | undefined)?.message : undefined;
  if (code === 'invalid_total' && TOTAL_PROBLEMS.includes(detail as TotalProblem)) return { key: `total_problems.${String(detail)}`, code, message: text };
  if (code !== null && (INVOICE_REFUSALS as readonly string[]).includes(code)) return { key: `errors.${code}`, code, message: text };
  return { key: null, code, message: text };
}
