import { Button, Link, Text } from '@react-email/components';
import { fill, MAIL_TEXTS } from './catalogue.js';
import { Layout } from './Layout.js';
import type { TemplateBase } from './types.js';

export interface AccountCreationProps extends TemplateBase {
  customerName: string;
  /** where the prospect creates the account and pays; null: the mail without payment link (no_type) */
  paymentUrl: string | null;
  signInUrl: string;
  /** the employees import file is attached */
  withImportFile: boolean;
}

const button = { backgroundColor: '#1565c0', color: '#ffffff', padding: '12px 20px', borderRadius: '4px' };

export const accountCreationSubject = ({ locale, product, customerName }: AccountCreationProps): string =>
  fill(MAIL_TEXTS[locale].accountCreation.subject, { customer: customerName, product });

/** The account-creation mail of a prospect (POST /super_admin/api/mails/deliver, .../prospects/{id}/reinvite). */
export function AccountCreation(props: AccountCreationProps) {
  const { locale, product, customerName, paymentUrl, signInUrl, withImportFile } = props;
  const texts = MAIL_TEXTS[locale].accountCreation;
  const intro = fill(texts.intro, { customer: customerName, product });
  const [hintBefore] = texts.paymentHint.split('{url}');
  return (
    <Layout {...props} preview={intro}>
      <Text>{intro}</Text>
      {paymentUrl ? (
        <>
          <Button href={paymentUrl} style={button}>
            {texts.paymentAction}
          </Button>
          <Text>
            {hintBefore}
            <Link href={paymentUrl}>{paymentUrl}</Link>
          </Text>
        </>
      ) : (
        <Text>
          {texts.noPayment} <Link href={signInUrl}>{signInUrl}</Link>
        </Text>
      )}
      {withImportFile ? <Text>{texts.importFile}</Text> : null}
    </Layout>
  );
}
