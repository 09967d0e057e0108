import { Button, Link, Text } from '@react-email/components';
import { fill, MAIL_TEXTS } from './catalogue.js';
import { Layout } from './Layout.js';
import type { TemplateBase } from './types.js';

export interface InvitationProps extends TemplateBase {
  organisationName: string | null;
  signInUrl: string;
}

const button = { backgroundColor: '#1565c0', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' };

export const invitationSubject = ({ locale, product, organisationName }: InvitationProps): string => {
  const texts = MAIL_TEXTS[locale].invitation;
  return organisationName ? fill(texts.subjectWithOrganisation, { organisation: organisationName, product }) : fill(texts.subject, { product });
};

/** The invitation to join the main application (POST /super_admin/api/invitations). */
export function Invitation(props: InvitationProps) {
  const { locale, product, organisationName, signInUrl } = props;
  const texts = MAIL_TEXTS[locale].invitation;
  const intro = organisationName ? fill(texts.introWithOrganisation, { organisation: organisationName, product }) : fill(texts.intro, { product });
  const [hintBefore] = texts.linkHint.split('{url}');
  return (
    <Layout {...props} preview={intro}>
      <Text>{intro}</Text>
      <Button href={signInUrl} style={button}>
        {texts.action}
      </Button>
      <Text>
        {hintBefore}
        <Link href={signInUrl}>{signInUrl}</Link>
      </Text>
    </Layout>
  );
}
