import { Text } from '@react-email/components';
import { fill, MAIL_TEXTS } from './catalogue.js';
import { Layout } from './Layout.js';
import type { TemplateBase } from './types.js';

export const testEmailSubject = ({ locale, product }: TemplateBase): string => fill(MAIL_TEXTS[locale].testEmail.subject, { product });

/** The test e-mail of the sent-emails viewer (spec 2 §2.6). */
export function TestEmail(props: TemplateBase) {
  const body = fill(MAIL_TEXTS[props.locale].testEmail.body, { product: props.product });
  return (
    <Layout {...props} preview={body}>
      <Text>{body}</Text>
    </Layout>
  );
}
