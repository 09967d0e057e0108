import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/locales.js';
import { normaliseBlacklistValue } from '../../server/adapters/blacklist/blacklist.js';
import { afterFailure, canMove, isDeliverable, isFinal, statusOf, stepOf, STEPS } from '../../server/outbox/statuses.js';
import { MAIL_TEXTS } from '../../server/outbox/templates/catalogue.js';
import { mailLocale, renderEmail, renderSms } from '../../server/outbox/templates/index.js';

describe('outbox status transitions', () => {
  it.each([
    ['CREATED', 'SEND_TO_PROVIDER', true],
    ['CREATED', 'BLOCKED', true],
    ['CREATED', 'DELIVERED_LOCALLY', true],
    ['CREATED', 'DELIVERED', false],
    ['SEND_TO_PROVIDER', 'DELIVERED', true],
    ['SEND_TO_PROVIDER', 'DEFERRED', true],
    ['SEND_TO_PROVIDER', 'ERROR', true],
    ['SEND_TO_PROVIDER', 'BLOCKED', false],
    ['DEFERRED', 'SEND_TO_PROVIDER', true],
    ['DEFERRED', 'DELIVERED', false],
    ['DELIVERED', 'SEND_TO_PROVIDER', false],
    ['ERROR', 'SEND_TO_PROVIDER', false],
    ['BLOCKED', 'DELIVERED', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('ends in delivered, delivered-locally, blocked or error, and only created or deferred messages are tried', () => {
    expect(STEPS.filter(isFinal)).toEqual(['DELIVERED', 'DELIVERED_LOCALLY', 'BLOCKED', 'ERROR']);
    expect(STEPS.filter(isDeliverable)).toEqual(['CREATED', 'DEFERRED']);
  });

  it('names statuses as spec 2 §3 does, for e-mails and SMS', () => {
    expect(statusOf('email', 'SEND_TO_PROVIDER')).toBe('EMAIL_SEND_TO_PROVIDER');
    expect(statusOf('sms', 'BLOCKED')).toBe('SMS_BLOCKED');
    expect(stepOf('EMAIL_DELIVERED')).toBe('DELIVERED');
    expect(stepOf('EMAIL_SPAM')).toBeNull();
    expect(stepOf('DELIVERED')).toBeNull();
  });

  it('waits 4 times longer after each failure, then gives up after the last attempt', () => {
    const policy = { maxAttempts: 4, delayMs: 1000 };
    expect([1, 2, 3].map((n) => afterFailure(n, policy))).toEqual([
      { step: 'DEFERRED', retryInMs: 1000 },
      { step: 'DEFERRED', retryInMs: 4000 },
      { step: 'DEFERRED', retryInMs: 16000 },
    ]);
    expect(afterFailure(4, policy)).toEqual({ step: 'ERROR' });
    expect(afterFailure(1, { maxAttempts: 1, delayMs: 1000 })).toEqual({ step: 'ERROR' });
  });
});

describe('outbox templates', () => {
  const invitation = { product: 'Planora', firstName: 'Ada', organisationName: 'Boulangerie Dupain', signInUrl: 'https://app.example/users/sign_in?email=ada%40client.example' };

  it.each([
    ['fr', 'Boulangerie Dupain vous invite sur Planora', 'Bonjour Ada,', 'Activer mon compte', "L'équipe Planora"],
    ['en', 'Boulangerie Dupain invites you to Planora', 'Hello Ada,', 'Activate my account', 'The Planora team'],
    ['de', 'Boulangerie Dupain lädt Sie zu Planora ein', 'Hallo Ada,', 'Mein Konto aktivieren', 'Ihr Planora-Team'],
  ] as const)('renders the invitation in %s, HTML and text', async (locale, subject, greeting, action, team) => {
    const mail = await renderEmail('invitation', { locale, ...invitation });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
    expect(mail.html).toContain(`href="${invitation.signInUrl}"`);
    expect(mail.html).toContain(action);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(invitation.signInUrl);
    expect(mail.text).toContain(team);
    expect(mail.text).not.toMatch(/<[a-z]/);
  });

  it('escapes what it is given in the HTML', async () => {
    const mail = await renderEmail('invitation', { ...invitation, locale: 'en', organisationName: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('renders the PIN by e-mail and by SMS, and the test e-mail', async () => {
    const pin = await renderEmail('pin', { locale: 'fr', product: 'Planora', firstName: 'Ada', pin: '4821' });
    expect(pin.subject).toBe('Votre code PIN de pointage Planora');
    expect(pin.text).toContain('Votre code PIN pour la pointeuse est : 4821');
    expect(await renderSms('pin', { locale: 'de', product: 'Planora', pin: '4821' })).toBe('Planora: Ihre PIN für die Stempeluhr lautet 4821.');
    expect((await renderEmail('test_email', { locale: 'en', product: 'Planora' })).subject).toBe('Planora test e-mail');
  });

  it('has every text in the 11 locales, translated (not the French copied)', () => {
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...LOCALE_CODES].sort());
    for (const locale of LOCALE_CODES.filter((l) => !l.startsWith('fr'))) {
      expect(MAIL_TEXTS[locale].invitation.intro, locale).not.toBe(MAIL_TEXTS.fr.invitation.intro);
      expect(MAIL_TEXTS[locale].pin.sms, locale).not.toBe(MAIL_TEXTS.fr.pin.sms);
    }
    expect(MAIL_TEXTS['fr-BE']).not.toEqual(MAIL_TEXTS.fr);
    expect(MAIL_TEXTS['fr-CH']).not.toEqual(MAIL_TEXTS.fr);
  });

  it.each([
    ['fr', 'fr'],
    ['fr-BE', 'fr-BE'],
    ['fr-be', 'fr-BE'],
    ['fr_CH', 'fr-CH'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt'],
    ['sv', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('writes to a recipient speaking %s in %s', (language, locale) => {
    expect(mailLocale(language)).toBe(locale);
  });
});

describe('blacklist values', () => {
  it('compares e-mails in lower case and phones by their digits', () => {
    expect(normaliseBlacklistValue('email', ' Ada@Client.Example ')).toBe('ada@client.example');
    expect(normaliseBlacklistValue('phone', '+33 6 12-34.56 78')).toBe('+33612345678');
    expect(normaliseBlacklistValue('phone', '06 12 34 56 78')).toBe('0612345678');
  });
});
