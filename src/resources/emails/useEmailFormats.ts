import { format, isValid, parseISO } from 'date-fns';
import { useTranslate } from 'react-admin';

/** DD/MM/YYYY HH:mm in the browser's time (spec 2 §9 dates), the template and channel names in the user's words. */
export function useEmailFormats() {
  const translate = useTranslate();
  return {
    dateTime: (iso: string) => {
      const date = parseISO(iso);
      return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : iso;
    },
    template: (kind: string) => translate(`sent_emails.kinds.${kind}`, { _: kind }),
    channel: (channel: 'email' | 'sms') => translate(`sent_emails.channels.${channel}`),
  };
}
