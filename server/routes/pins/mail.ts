import type { Locale } from '../../../src/domain/locales.js';
import { fill, MAIL_TEXTS } from '../../outbox/templates/catalogue.js';
import { mailLocale, renderEmail, type RenderedEmail } from '../../outbox/templates/index.js';

const PIN_TOKEN = 'PINCODEPLACEHOLDER';
const NAME_TOKEN = 'FIRSTNAMEPLACEHOLDER';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

export interface PinMessage {
  locale: Locale;
  pin: string;
  firstName: string | null;
}

/**
 * The PIN e-mail and SMS (server/outbox/templates/Pin.tsx) in the recipient's language. React Email renders
 * each locale once, with placeholders, and each message fills in its PIN and first name: a group send of
 * 2,000 users renders at most 22 templates, not 2,000 (the 10 s target of a group send).
 */
export function pinRenderer(product: string) {
  const templates = new Map<string, Promise<RenderedEmail>>();
  const template = (locale: Locale, withName: boolean) => {
    const key = `${locale}:${withName}`;
    let rendered = templates.get(key);
    if (!rendered) {
      rendered = renderEmail('pin', { locale, product, pin: PIN_TOKEN, firstName: withName ? NAME_TOKEN : null });
      templates.set(key, rendered);
    }
    return rendered;
  };
  return {
    locale: (lang: string | null) => mailLocale(lang),
    async email({ locale, pin, firstName }: PinMessage): Promise<RenderedEmail> {
      const name = firstName?.trim() || null;
      const base = await template(locale, name !== null);
      const fillIn = (text: string, nameText: string) => text.replaceAll(PIN_TOKEN, pin).replaceAll(NAME_TOKEN, nameText);
      return { subject: base.subject, html: fillIn(base.html, escapeHtml(name ?? '')), text: fillIn(base.text, name ?? '') };
    },
    /** the text of Pin.tsx's pinSms, from the catalogue alone: an SMS-only send does not load React Email */
    sms: ({ locale, pin }: PinMessage): string => fill(MAIL_TEXTS[locale].pin.sms, { product, pin }),
  };
}
export type PinRenderer = ReturnType<typeof pinRenderer>;
