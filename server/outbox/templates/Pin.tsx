import { Text } from '@react-email/components';
import { fill, MAIL_TEXTS } from './catalogue.js';
import { Layout } from './Layout.js';
import type { TemplateBase } from './types.js';

export interface PinProps extends TemplateBase {
  pin: string;
}

export const pinSubject = ({ locale, product }: PinProps): string => fill(MAIL_TEXTS[locale].pin.subject, { product });
export const pinSms = ({ locale, product, pin }: PinProps): string => fill(MAIL_TEXTS[locale].pin.sms, { product, pin });

/** The punch-clock PIN by e-mail (POST /super_admin/api/pins with send_mail). */
export function Pin(props: PinProps) {
  const texts = MAIL_TEXTS[props.locale].pin;
  const intro = fill(texts.intro, { pin: props.pin });
  return (
    <Layout {...props} preview={intro}>
      <Text>{intro}</Text>
      <Text>{texts.keepSecret}</Text>
    </Layout>
  );
}
