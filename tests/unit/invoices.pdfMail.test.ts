import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/locales.js';
import { sanitiseRichText } from '../../server/routes/charges/documents/richText.js';
import { MAIL_TEXTS } from '../../server/outbox/templates/catalogue.js';
import { renderEmail } from '../../server/outbox/templates/index.js';
import { invoiceBodyHtml, invoiceMailSubject } from '../../server/outbox/templates/invoiceBody.js';

describe('the override text of send_invoice_again', () => {
  it.each([
    ['a script, with its content', '<p>Bonjour</p><script>alert(1)</script>', '<p>Bonjour</p>'],
    ['an image with a handler', '<p>Bonjour<img src=x onerror=alert(1)></p>', '<p>Bonjour</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in disguise', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['an inline handler and style on a paragraph', '<p onclick="alert(1)" style="color:red">Bonjour</p>', '<p>Bonjour</p>'],
    ['an iframe, a style sheet and a form', '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><p>Hi</p>', '<p>Hi</p>'],
    ["the editor's link attributes", '<a target="_blank" rel="noopener noreferrer nofollow" href="https://pay.example/x">payer</a>', '<a href="https://pay.example/x">payer</a>'],
    ["the editor's text alignment", '<p style="text-align: center">Bonjour</p>', '<p>Bonjour</p>'],
  ])('drops %s', async (_case, input, output) => {
    expect((await sanitiseRichText(input)).html).toBe(output);
  });

  it('keeps what the rich-text editor writes', async () => {
    const html =
      '<h1>Titre</h1><h2>Sous-titre</h2><h3>Partie</h3><p><strong>gras</strong> <b>b</b> <em>it</em> <i>i</i> <u>souligné</u> <s>barré</s><br><code>F-2026-000001</code></p>' +
      '<ul><li><p>un</p></li></ul><ol><li>deux</li></ol><blockquote><p>cité</p></blockquote><p><a href="mailto:compta@planora.example">écrire</a> <a href="http://planora.example">site</a></p>';
    // sanitize-html writes void elements XHTML style
    expect((await sanitiseRichText(html)).html).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p> &nbsp; </p><br>', false],
    ['<p>\u200b\u00a0</p>', false],
    ['<script>alert(1)</script><img src=x onerror=alert(1)>', false],
    ['<p>.</p>', true],
    ['Bonjour', true],
  ])('finds readable text in %j: %s', async (input, readable) => {
    expect((await sanitiseRichText(input)).readable).toBe(readable);
  });
});

describe('the invoice e-mail', () => {
  const facts = { number: 'F-2026-000123', refund: false, date: '10/02/2026', amount: '120,00\u00a0€' };

  it.each(LOCALE_CODES)('has its texts in %s, naming the number, the date and the amount', (locale) => {
    const texts = MAIL_TEXTS[locale].invoice;
    for (const body of [texts.body, texts.creditNoteBody]) for (const name of ['{number}', '{date}', '{amount}']) expect(body, locale).toContain(name);
    for (const subject of [texts.subject, texts.creditNoteSubject]) for (const name of ['{number}', '{product}']) expect(subject, locale).toContain(name);
    if (!locale.startsWith('fr')) expect(texts.body, locale).not.toBe(MAIL_TEXTS.fr.invoice.body);
  });

  it('is written "Votre facture F-… de Planora" or "Votre avoir A-…" in French, in German for a German customer', () => {
    expect(invoiceMailSubject('fr', 'Planora', facts)).toBe('Votre facture F-2026-000123 de Planora');
    expect(invoiceMailSubject('fr', 'Planora', { number: 'A-2026-000004', refund: true })).toBe('Votre avoir A-2026-000004 de Planora');
    expect(invoiceMailSubject('de', 'Planora', facts)).toBe('Ihre Planora-Rechnung F-2026-000123');
  });

  it('has a default message with a greeting and what is attached, escaped', () => {
    expect(invoiceBodyHtml('fr', facts)).toBe('<p>Bonjour,</p><p>Veuillez trouver ci-joint la facture F-2026-000123 du 10/02/2026 d’un montant de 120,00\u00a0€.</p>');
    expect(invoiceBodyHtml('en', { ...facts, number: '<b>&' })).toContain('invoice &lt;b&gt;&amp; of 10/02/2026');
  });

  it.each(LOCALE_CODES)('has a default message in %s that the override sanitiser leaves as it is (safe by construction)', async (locale) => {
    for (const values of [facts, { ...facts, refund: true, number: '<script>"&' }]) {
      const html = invoiceBodyHtml(locale, values);
      expect((await sanitiseRichText(html)).html).toBe(html);
    }
  });

  it('renders the body it is given between the frame and the sign-off, HTML and plain text', async () => {
    const mail = await renderEmail('invoice', { locale: 'fr', product: 'Planora', number: facts.number, refund: false, bodyHtml: '<p>Message <strong>personnel</strong></p>' });
    expect(mail.subject).toBe('Votre facture F-2026-000123 de Planora');
    expect(mail.html).toContain('<p>Message <strong>personnel</strong></p>');
    expect(mail.html).toMatch(/<div><p>Message <strong>personnel<\/strong><\/p><\/div><hr[^>]*\/><p[^>]*>À bientôt,/);
    expect(mail.text).toContain('Message personnel');
    expect(mail.text).toContain("L'équipe Planora");
    expect(mail.text).not.toMatch(/<[a-z]/);
  });
});
