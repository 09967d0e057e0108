/** The invitation e-mail, rendered when the invitation is recorded and kept for the e-mail service. */
export interface InvitationMail {
  to: string;
  lang: string;
  subject: string;
  body: string;
}

export interface InvitationMailInput {
  to: string;
  /** the user's language; regional variants use their base language (fr-BE -> fr), others fall back to en */
  lang: string;
  firstName: string;
  organisationName: string | null;
  productName: string;
  signInUrl: string;
}

type Template = (input: InvitationMailInput) => Omit<InvitationMail, 'to' | 'lang'>;

const TEMPLATES: Record<'fr' | 'en', Template> = {
  fr: ({ firstName, organisationName, productName, signInUrl }) => ({
    subject: organisationName ? `${organisationName} vous invite sur ${productName}` : `Votre invitation sur ${productName}`,
    body:
      `Bonjour ${firstName},\n\n` +
      `${organisationName ? `${organisationName} vous invite` : 'Vous êtes invité(e)'} à rejoindre ${productName} pour consulter vos plannings.\n` +
      `Pour activer votre compte, connectez-vous ici : ${signInUrl}\n\nÀ bientôt,\nL'équipe ${productName}`,
  }),
  en: ({ firstName, organisationName, productName, signInUrl }) => ({
    subject: organisationName ? `${organisationName} invites you to ${productName}` : `Your invitation to ${productName}`,
    body:
      `Hello ${firstName},\n\n` +
      `${organisationName ? `${organisationName} invites you` : 'You are invited'} to join ${productName} to see your schedules.\n` +
      `To activate your account, sign in here: ${signInUrl}\n\nSee you soon,\nThe ${productName} team`,
  }),
};

export function renderInvitationMail(input: InvitationMailInput): InvitationMail {
  const base = input.lang.split('-')[0].toLowerCase();
  const lang = base === 'fr' || base === 'en' ? base : 'en';
  return { to: input.to, lang, ...TEMPLATES[lang](input) };
}
