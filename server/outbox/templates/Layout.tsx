import { Body, Container, Head, Hr, Html, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { fill, MAIL_TEXTS } from './catalogue.js';
import type { TemplateBase } from './types.js';

const body = { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2933' };
const card = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px 32px', maxWidth: '560px', borderRadius: '6px' };

/** Every e-mail's frame: greeting, the template's content, sign-off and team name in the recipient's language. */
export function Layout({ locale, product, firstName, preview, children }: TemplateBase & { preview: string; children: ReactNode }) {
  const texts = MAIL_TEXTS[locale];
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          {firstName ? <Text>{fill(texts.greeting, { firstName })}</Text> : null}
          {children}
          <Hr />
          <Text>
            {texts.signOff}
            <br />
            {fill(texts.team, { product })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
