import { E2E } from './env';

/** An attachment of a received mail, as mailparser reads it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  size: number;
  base64: string;
}

export interface Mailbox {
  mails: { from: string; to: string[]; text: string; attachments: MailAttachment[] }[];
  sms: { to: string; text: string; reference: string }[];
}

/** What the SMTP server and the SMS stand-in of the run (support/mailSink.ts) have received so far. */
export async function readMailbox(): Promise<Mailbox> {
  const response = await fetch(`${E2E.mailboxURL}/messages`);
  return (await response.json()) as Mailbox;
}
