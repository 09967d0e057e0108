import type { EmailKind, EmailProps, RenderedEmail, SmsKind, SMS_TEMPLATES } from './rendering.js';

export { mailLocale } from './language.js';
export type { TemplateBase } from './types.js';
export type { EmailKind, EmailProps, RenderedEmail, SmsKind } from './rendering.js';

/**
 * The templates and React's server renderer load on the first message, in their own chunk of the server
 * bundle: a server that sends nothing does not hold them (issue 7 memory target: about 50 MB).
 */
const rendering = () => import('./rendering.js');

/** Renders an e-mail template with React Email: its subject, HTML and plain-text parts. */
export async function renderEmail<K extends EmailKind>(kind: K, props: EmailProps<K>): Promise<RenderedEmail> {
  return (await rendering()).renderEmail(kind, props);
}

/** Renders an SMS template: plain text. */
export async function renderSms<K extends SmsKind>(kind: K, props: Parameters<(typeof SMS_TEMPLATES)[K]>[0]): Promise<string> {
  return (await rendering()).renderSms(kind, props);
}
