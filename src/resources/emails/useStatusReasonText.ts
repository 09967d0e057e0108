import { useTranslate } from 'react-admin';
import type { EmailDisplay } from '../../contracts/emails';
import { reasonOf } from '../../domain/emails/statusReasons';
import { useEmailFormats } from './useEmailFormats';

type HistoryStep = EmailDisplay['history'][number];

/**
 * Why a message reached a status, in the user's language (issue 28): the server's reason_key, or the reason read from
 * the stored text (an older server, a row written before the keys), translated as sent_emails.reasons.<key>; another
 * text (a provider's receipt or bounce) as it is.
 */
export function useStatusReasonText() {
  const translate = useTranslate();
  const { dateTime } = useEmailFormats();
  return (step: HistoryStep): string => {
    const detail = step.detail ?? '';
    const reason = step.reason_key ? { key: step.reason_key, params: step.reason_params ?? {} } : reasonOf(step.detail);
    if (!reason) return detail;
    const params: Record<string, unknown> = { ...reason.params };
    if (typeof params.at === 'string') params.at = dateTime(params.at);
    // a key this console does not know yet (a newer server): the stored text
    return translate(`sent_emails.reasons.${reason.key}`, { ...params, _: detail });
  };
}
