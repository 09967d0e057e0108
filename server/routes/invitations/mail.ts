import { mailLocale, renderEmail, type RenderedEmail } from '../../outbox/templates/index.js';
import type { Locale } from '../../../src/domain/locales.js';

export interface InvitationMailInput {
  to: string;
  /** the user's language: one of the 11 locales, a regional variant of one (de-AT -> de), others get English */
  lang: string;
  firstName: string;
  organisationName: string | null;
  productName: string;
  signInUrl: string;
}

/** The invitation e-mail rendered in the recipient's language (server/outbox/templates/Invitation.tsx), ready to queue. */
export async function renderInvitationMail(input: InvitationMailInput): Promise<RenderedEmail & { to: string; lang: Locale }> {
  const locale = mailLocale(input.lang);
  const rendered = await renderEmail('invitation', {
    locale,
    product: input.productName,
    firstName: input.firstName,
    organisationName: input.organisationName,
    signInUrl: input.signInUrl,
  });
  return { to: input.to, lang: locale, ...rendered };
}
