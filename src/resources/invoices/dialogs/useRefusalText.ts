import { useTranslate } from 'react-admin';
import { readApiError } from '../../../dataProviders/apiError';
import { refusalReasonOf } from '../../../domain/invoices/refusals';

/**
 * The reason of a refused invoice call in the user's language: the dialogs' words for the codes they know, else
 * the console's `errors.<code>`, else the server's message; null when there is none (network failure, 5xx).
 */
export function useRefusalText() {
  const translate = useTranslate();
  return (error: unknown): { code: string | null; text: string | null } => {
    const { key, code, message } = refusalReasonOf(readApiError(error));
    if (key) return { code, text: translate(`invoice_dialogs.${key}`) };
    if (code) return { code, text: translate(`errors.${code}`, { _: message ?? code }) };
    return { code, text: message };
  };
}
