import { LOCALE_CODES, type Locale } from '../../../src/domain/locales.js';
import { fill, MAIL_TEXTS } from '../../outbox/templates/catalogue.js';
import type { FastRandom } from '../pools.js';

/**
 * What the seeded e-mails and SMS hold (issue 19): their kinds, subjects, shared bodies and status histories, the
 * same for the scaled module (modules/emails.ts) and the demo set (demoEmails.ts).
 */
export const SEED_PRODUCT = 'Planora';

/** A seeded outbox_messages row (every column written: the bulk sinks bind them by name). */
export interface SeededMessageRow {
  id: number;
  channel: 'email' | 'sms';
  kind: string;
  recipients: string;
  subject: string | null;
  html: null;
  text: string;
  language: Locale;
  organisation_id: number;
  shop_id: number | null;
  user_id: number;
  created_by_id: null;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  provider: 'primary';
  body_id: number | null;
}

export interface SeededStatusEventRow {
  id: number;
  message_id: number;
  status: string;
  detail: null;
  created_at: string;
}

/** The seeded e-mail kinds (outbox templates) and their share of the e-mails. */
export const SEEDED_EMAIL_KINDS = [
  ['invitation', 0.4],
  ['pin', 0.3],
  ['invoice', 0.2],
  ['test_email', 0.1],
] as const;
export type SeededEmailKind = (typeof SEEDED_EMAIL_KINDS)[number][0];

/** Share of the messages that are SMS (PINs). */
export const SMS_SHARE = 0.15;

/**
 * Each final status with the history that leads to it: [status, seconds after the message was created]. The worker's
 * steps come first (created, sent to the provider, delivered), then what the provider reported.
 */
export const SEEDED_PATHS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  EMAIL_DELIVERED: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3]],
  EMAIL_FIRST_OPENING: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_FIRST_OPENING', 1_500]],
  EMAIL_KNOWN_OPEN: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_FIRST_OPENING', 1_500], ['EMAIL_KNOWN_OPEN', 7_200]],
  EMAIL_CLICKED: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_FIRST_OPENING', 1_500], ['EMAIL_CLICKED', 1_560]],
  EMAIL_SOFT_BOUNCE: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_SOFT_BOUNCE', 60]],
  EMAIL_HARD_BOUNCE: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_HARD_BOUNCE', 30]],
  EMAIL_SPAM: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_FIRST_OPENING', 1_500], ['EMAIL_SPAM', 1_620]],
  EMAIL_UNSUBSCRIBED: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DELIVERED', 3], ['EMAIL_FIRST_OPENING', 1_500], ['EMAIL_UNSUBSCRIBED', 1_680]],
  EMAIL_ERROR: [['EMAIL_CREATED', 0], ['EMAIL_SEND_TO_PROVIDER', 1], ['EMAIL_DEFERRED', 31], ['EMAIL_SEND_TO_PROVIDER', 91], ['EMAIL_ERROR', 121]],
  EMAIL_BLOCKED: [['EMAIL_CREATED', 0], ['EMAIL_BLOCKED', 1]],
  SMS_DELIVERED: [['SMS_CREATED', 0], ['SMS_SEND_TO_PROVIDER', 1], ['SMS_DELIVERED', 2]],
  SMS_BLOCKED: [['SMS_CREATED', 0], ['SMS_BLOCKED', 1]],
};

/** [final status, weight] of the e-mails: most delivered, a third of those opened, a few bounced or reported. */
const EMAIL_FATES: readonly (readonly [string, number])[] = [
  ['EMAIL_DELIVERED', 560],
  ['EMAIL_FIRST_OPENING', 200],
  ['EMAIL_KNOWN_OPEN', 60],
  ['EMAIL_CLICKED', 100],
  ['EMAIL_SOFT_BOUNCE', 20],
  ['EMAIL_HARD_BOUNCE', 8],
  ['EMAIL_SPAM', 3],
  ['EMAIL_UNSUBSCRIBED', 4],
  ['EMAIL_ERROR', 10],
  ['EMAIL_BLOCKED', 5],
] as const;
const EMAIL_FATE_WEIGHT = EMAIL_FATES.reduce((sum, [, weight]) => sum + weight, 0);

export function emailFate(rng: FastRandom): string {
  let draw = rng.next() * EMAIL_FATE_WEIGHT;
  for (const [status, weight] of EMAIL_FATES) if ((draw -= weight) < 0) return status;
  return 'EMAIL_DELIVERED';
}

export const smsFate = (rng: FastRandom): string => (rng.chance(0.01) ? 'SMS_BLOCKED' : 'SMS_DELIVERED');

export function emailKind(rng: FastRandom): SeededEmailKind {
  let draw = rng.next();
  for (const [kind, share] of SEEDED_EMAIL_KINDS) if ((draw -= share) < 0) return kind;
  return 'invitation';
}

/** Attempts and last error the outbox leaves on a message of this final status. */
export function attemptsOf(status: string): { attempts: number; last_error: string | null } {
  if (status.endsWith('_BLOCKED')) return { attempts: 0, last_error: null };
  if (status === 'EMAIL_ERROR') return { attempts: 2, last_error: '550 mailbox unavailable' };
  return { attempts: 1, last_error: null };
}

/** The subject a message of this kind had, in its recipient's language. */
export function seededSubject(kind: SeededEmailKind, locale: Locale, organisation: string, rng: FastRandom): string {
  const texts = MAIL_TEXTS[locale];
  switch (kind) {
    case 'invitation':
      return fill(texts.invitation.subjectWithOrganisation, { organisation, product: SEED_PRODUCT });
    case 'pin':
      return fill(texts.pin.subject, { product: SEED_PRODUCT });
    case 'invoice':
      return fill(texts.invoice.subject, { number: `F-2026-${String(rng.int(1, 99_999)).padStart(6, '0')}`, product: SEED_PRODUCT });
    case 'test_email':
      return fill(texts.testEmail.subject, { product: SEED_PRODUCT });
  }
}

export const smsText = (locale: Locale, pin: string) => fill(MAIL_TEXTS[locale].pin.sms, { product: SEED_PRODUCT, pin });

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shared body's paragraphs of a kind (no name, PIN nor number: those differ per message and live in the subject). */
function paragraphs(kind: SeededEmailKind, locale: Locale): string[] {
  const texts = MAIL_TEXTS[locale];
  switch (kind) {
    case 'invitation':
      return [fill(texts.invitation.intro, { product: SEED_PRODUCT }), texts.invitation.action];
    case 'pin':
      return [fill(texts.pin.intro, { pin: '••••' }), texts.pin.keepSecret];
    case 'invoice':
      return [texts.invoice.greeting, fill(texts.invoice.body, { number: '', date: '', amount: '' }).replace(/\s+/g, ' ')];
    case 'test_email':
      return [fill(texts.testEmail.body, { product: SEED_PRODUCT })];
  }
}

export interface SeededBody {
  id: number;
  kind: SeededEmailKind;
  language: Locale;
  html: string;
  text: string;
}

/** One small body per kind and locale (44 rows): the seeded e-mails point at them instead of each storing its HTML. */
export function seededBodies(firstId = 0): SeededBody[] {
  return SEEDED_EMAIL_KINDS.flatMap(([kind], k) =>
    LOCALE_CODES.map((language, l) => {
      const texts = MAIL_TEXTS[language];
      const lines = [...paragraphs(kind, language), texts.signOff, fill(texts.team, { product: SEED_PRODUCT })];
      const html =
        `<!DOCTYPE html><html lang="${language}"><body style="background-color:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933">` +
        `<div style="background-color:#ffffff;margin:24px auto;padding:24px 32px;max-width:560px;border-radius:6px">` +
        lines.map((line) => `<p>${escape(line)}</p>`).join('') +
        '</div></body></html>';
      return { id: firstId + k * LOCALE_CODES.length + l + 1, kind, language, html, text: lines.join('\n\n') };
    }),
  );
}

/** The body id of a kind and locale among seededBodies(firstId). */
export const bodyIdOf = (kind: SeededEmailKind, locale: Locale, firstId = 0) =>
  firstId + SEEDED_EMAIL_KINDS.findIndex(([k]) => k === kind) * LOCALE_CODES.length + LOCALE_CODES.indexOf(locale) + 1;
