import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { EMAIL_PROVIDERS, type EmailProvider } from '../../src/contracts/emails.js';
import { outsideService } from '../adapters/http.js';
import type { OutboxSettings } from '../config.js';

export interface OutgoingEmail {
  from: string;
  to: readonly string[];
  subject: string;
  html: string;
  text: string;
  attachments: readonly ({ filename: string; contentType: string } & ({ content: Buffer } | { path: string }))[];
  /** our message id, sent as X-Outbox-Message-Id */
  messageId: number;
}

export interface OutgoingSms {
  to: string;
  text: string;
  messageId: number;
}

/** What the provider said when it took the message (kept in the DELIVERED status's detail). */
export interface ProviderReceipt {
  providerId: string | null;
  response: string | null;
}

export interface EmailTransport {
  send(mail: OutgoingEmail): Promise<ProviderReceipt>;
}
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<ProviderReceipt>;
}

const SMS_TIMEOUT_MS = 10_000;

/**
 * nodemailer to SMTP_URL; short time-outs so a dead server fails the attempt (and it is retried) instead of hanging the worker.
 * nodemailer is loaded with the first message, like the templates (a server that sends nothing does not hold it).
 */
export function smtpTransport(smtpUrl: string): EmailTransport {
  let transporter: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  };
  return {
    async send(mail) {
      transporter ??= connect();
      const info = await (await transporter).sendMail({
        from: mail.from,
        to: [...mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Outbox-Message-Id': String(mail.messageId) },
        attachments: mail.attachments.map((a) => ({ ...a })),
      });
      if (info.accepted.length === 0) throw new Error(`the SMTP server accepted no recipient: ${info.response}`);
      return { providerId: info.messageId ?? null, response: info.response ?? null };
    },
  };
}

/**
 * An HTTP SMS provider at SMS_PROVIDER_URL: POST {to, text, reference} as JSON; any 2xx takes the SMS
 * (its JSON `id`, when given, is kept), anything else or no answer within 10 s fails the attempt.
 */
export function httpSmsTransport(url: string, fetchImpl: typeof fetch = fetch): SmsTransport {
  const provider = outsideService({ name: 'the SMS provider', baseUrl: url, timeoutMs: SMS_TIMEOUT_MS, fetchImpl, error: (message) => new Error(message) });
  return {
    async send(sms) {
      const answer = await provider.call({ method: 'POST', body: { to: sms.to, text: sms.text, reference: String(sms.messageId) } });
      // a provider may answer plain text: no id then
      const id = (answer.json as { id?: unknown } | null)?.id;
      return { providerId: typeof id === 'string' || typeof id === 'number' ? String(id) : null, response: `${answer.status}` };
    },
  };
}

export type { EmailProvider };
export { EMAIL_PROVIDERS };

/** The provider a message remembers (outbox_messages.provider); anything unknown is the primary one. */
export const emailProviderOf = (stored: string | null | undefined): EmailProvider => (stored === 'secondary' ? 'secondary' : 'primary');

/** The setting that names each provider's SMTP server (the DELIVERED_LOCALLY detail says which one is missing). */
export const PROVIDER_SETTING: Readonly<Record<EmailProvider, string>> = { primary: 'SMTP_URL', secondary: 'SMTP_SECONDARY_URL' };

/**
 * The two named e-mail providers (spec 2 §2.6: a test e-mail chooses one, the first by default): SMTP_URL is the
 * primary, SMTP_SECONDARY_URL the secondary. A provider without its URL is null: its messages are kept as
 * delivered-locally, the embedded outbox standing in for it. Each transport connects on its first message.
 */
export function emailTransports(settings: Pick<OutboxSettings, 'smtpUrl' | 'smtpSecondaryUrl'>): Readonly<Record<EmailProvider, EmailTransport | null>> {
  const urls: Record<EmailProvider, string | null> = { primary: settings.smtpUrl, secondary: settings.smtpSecondaryUrl ?? null };
  return Object.fromEntries(EMAIL_PROVIDERS.map((provider) => [provider, urls[provider] ? smtpTransport(urls[provider]) : null])) as Record<EmailProvider, EmailTransport | null>;
}
