import { render } from '@react-email/render';
import { createElement, type FunctionComponent } from 'react';
import { AccountCreation, accountCreationSubject, type AccountCreationProps } from './AccountCreation.js';
import { Invitation, invitationSubject, type InvitationProps } from './Invitation.js';
import { Invoice, invoiceSubject, type InvoiceProps } from './Invoice.js';
import { PayrollReport, payrollReportSubject, type PayrollReportProps } from './PayrollReport.js';
import { Pin, pinSms, pinSubject, type PinProps } from './Pin.js';
import { TestEmail, testEmailSubject } from './TestEmail.js';
import type { TemplateBase } from './types.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface EmailTemplate<P extends TemplateBase> {
  component: FunctionComponent<P>;
  subject(props: P): string;
}

/** Every e-mail template, by the kind stored on its outbox message. */
export const EMAIL_TEMPLATES = {
  invitation: { component: Invitation, subject: invitationSubject } satisfies EmailTemplate<InvitationProps>,
  pin: { component: Pin, subject: pinSubject } satisfies EmailTemplate<PinProps>,
  test_email: { component: TestEmail, subject: testEmailSubject } satisfies EmailTemplate<TemplateBase>,
  account_creation: { component: AccountCreation, subject: accountCreationSubject } satisfies EmailTemplate<AccountCreationProps>,
  invoice: { component: Invoice, subject: invoiceSubject } satisfies EmailTemplate<InvoiceProps>,
  payroll_report: { component: PayrollReport, subject: payrollReportSubject } satisfies EmailTemplate<PayrollReportProps>,
};
export type EmailKind = keyof typeof EMAIL_TEMPLATES;
export type EmailProps<K extends EmailKind> = Parameters<(typeof EMAIL_TEMPLATES)[K]['subject']>[0];

/** Renders a template with React Email: its subject, HTML and plain-text parts (loaded through index.ts on first use). */
export async function renderEmail<K extends EmailKind>(kind: K, props: EmailProps<K>): Promise<RenderedEmail> {
  const template = EMAIL_TEMPLATES[kind] as unknown as EmailTemplate<EmailProps<K>>;
  const element = createElement(template.component, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(props), html, text };
}

/** Every SMS template: plain text. */
export const SMS_TEMPLATES = { pin: pinSms };
export type SmsKind = keyof typeof SMS_TEMPLATES;

export function renderSms<K extends SmsKind>(kind: K, props: Parameters<(typeof SMS_TEMPLATES)[K]>[0]): string {
  return SMS_TEMPLATES[kind](props);
}
