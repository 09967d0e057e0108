import type { DataProvider } from 'react-admin';
import type { EmailDisplay, SentEmailsPage, SentEmailsQuery, TestEmailAnswer, TestEmailRequest } from '../contracts/emails';
import type { HttpClient } from './http';
import { restDataProvider, type ResourceTable } from './restResource';
import { tracedCall } from './tracer';

/** The e-mail repository service (spec 2 §2.6, §7; contract src/contracts/emails.ts): the sent e-mails answer {data, next}. */
export const EMAILS_RESOURCES: ResourceTable = {
  emails: { path: 'emails', listKey: 'data' },
};

export const emailsDataProvider = (apiUrl: string, http: HttpClient): DataProvider =>
  restDataProvider(apiUrl, http, EMAILS_RESOURCES);

/** The e-mail repository's calls besides CRUD, on its own host (`services.emails` of the runtime configuration). */
export function emailsMethods(apiUrl: string, http: HttpClient) {
  return {
    /** One page of a user's or an organisation's sent e-mails and SMS, newest first; `next` is the following page's cursor. */
    async sentEmails(query: SentEmailsQuery, signal?: AbortSignal): Promise<SentEmailsPage> {
      const { json } = await http<SentEmailsPage>(`${apiUrl}/emails`, { query: { ...query }, signal });
      return json;
    },
    /** Where to read an e-mail's content and attachments (signed links that expire). */
    async emailDisplay(id: number, signal?: AbortSignal): Promise<EmailDisplay> {
      const { json } = await http<EmailDisplay>(`${apiUrl}/emails/${encodeURIComponent(String(id))}`, { signal });
      // the signed links are paths of the service's host: on the service's own origin when it is not ours
      const onServiceHost = (url: string) => (url && url.startsWith('/') && /^https?:\/\//.test(apiUrl) ? new URL(url, apiUrl).toString() : url);
      return {
        ...json,
        content: { ...json.content, url: onServiceHost(json.content?.url) },
        attachments: (json.attachments ?? []).map((file) => ({ ...file, url: onServiceHost(file.url) })),
      };
    },
    /** Spec 2 §2.6 test e-mail: queued through the outbox, answered with its message id and status. */
    sendTestEmail: tracedCall('emails', 'sendTestEmail', async (requestId, body: TestEmailRequest): Promise<TestEmailAnswer> => {
      const { json } = await http<TestEmailAnswer>(`${apiUrl}/test_email`, { method: 'POST', body, requestId });
      return json;
    }),
  };
}
