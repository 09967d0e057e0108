import { LaterTab } from '../organisations/show/LaterTab';

export interface SentEmailsProps {
  entity: 'user' | 'organisation';
  id: number;
}

/** The sent-e-mails viewer of a user or an organisation (spec 2 §2.6). Placeholder until issue 19's component lands. */
export const SentEmails = ({ entity }: SentEmailsProps) => <LaterTab title={entity === 'user' ? 'users.tabs.emails' : 'organisation_page.tabs.sms_emails'} />;
