import type { Locale } from '../../../src/domain/locales.js';
import { fill, MAIL_TEXTS } from './catalogue.js';

/**
 * The invoice e-mail's subject and default message, apart from its React template so that the mail preview
 * reads them without loading React's renderer (templates/index.ts).
 */
export interface InvoiceBodyFacts {
  number: string;
  /** a credit note (payment_or_refund = refund) */
  refund: boolean;
  /** the issue day, DD/MM/YYYY */
  date: string;
  /** the TTC as the locale writes it */
  amount: string;
}

export function invoiceMailSubject(locale: Locale, product: string, facts: Pick<InvoiceBodyFacts, 'number' | 'refund'>): string {
  const texts = MAIL_TEXTS[locale].invoice;
  return fill(facts.refund ? texts.creditNoteSubject : texts.subject, { number: facts.number, product });
}

/** Text inside an element (never an attribute): &, < and > are enough, as sanitize-html writes it. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The default message (greeting, "please find attached invoice N of DATE for AMOUNT") as HTML: what an override text replaces. */
export function invoiceBodyHtml(locale: Locale, facts: InvoiceBodyFacts): string {
  const texts = MAIL_TEXTS[locale].invoice;
  const sentence = fill(facts.refund ? texts.creditNoteBody : texts.body, { number: facts.number, date: facts.date, amount: facts.amount });
  return `<p>${escapeText(texts.greeting)}</p><p>${escapeText(sentence)}</p>`;
}
