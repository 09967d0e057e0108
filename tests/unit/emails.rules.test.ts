import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sentEmailsToday, sentRangeInstants, sentRangeOf, sentRangeProblem } from '../../src/domain/emails/sentRange.js';
import { blacklists, canMove, isDeliverable, isFinal, PROVIDER_STEPS, providerStepOf, recordedStatusesOf, stepOf, STEPS } from '../../server/outbox/statuses.js';
import { emailProviderOf, emailTransports } from '../../server/outbox/transports.js';
import { attachmentDisposition, contentSecurityPolicy, safeContentType } from '../../server/services/emails/contentHeaders.js';
import { decodeCursor, encodeCursor } from '../../server/services/emails/cursor.js';
import { linkSigner } from '../../server/services/emails/links.js';
import { providerTokenCheck } from '../../server/services/emails/providerToken.js';
import { localeOfLang, sampleAttachment } from '../../server/services/emails/testEmailStore.js';

const SECRET = 'unit-test-secret-0123456789-abcdefghijklmnop';

describe('the sent-emails range (spec 2 §5, §9)', () => {
  it('takes today in Paris, around midnight UTC and across the daylight-saving change', () => {
    expect(sentEmailsToday(Date.parse('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    expect(sentEmailsToday(Date.parse('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(sentEmailsToday(Date.parse('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(sentEmailsToday(Date.parse('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('defaults to yesterday..today, and to the day before `to` when only `to` is given', () => {
    expect(sentRangeOf({}, '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(sentRangeOf({ to: '2026-01-01' }, '2026-03-01')).toEqual({ from: '2025-12-31', to: '2026-01-01' });
    expect(sentRangeOf({ from: '2026-02-01' }, '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });

  it.each([
    [{ from: '2026-02-27', to: '2026-03-01' }, null],
    [{ from: '2026-03-01', to: '2026-03-01' }, null],
    [{ from: '2026-03-01', to: '2026-03-02' }, 'future_date'],
    [{ from: '2026-03-02', to: '2026-03-02' }, 'future_date'],
    [{ from: '2026-03-01', to: '2026-02-28' }, 'invalid_range'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'invalid_date'],
    [{ from: '1899-12-31', to: '2026-03-01' }, 'invalid_date'],
  ] as const)('%j with today 2026-03-01 -> %s', (range, problem) => {
    expect(sentRangeProblem(range, '2026-03-01')).toBe(problem);
  });

  it('spans whole Paris days, both ends included', () => {
    expect(sentRangeInstants({ from: '2026-01-10', to: '2026-01-11' })).toEqual({ from: '2026-01-09T23:00:00.000Z', to: '2026-01-11T23:00:00.000Z' });
    expect(sentRangeInstants({ from: '2026-03-29', to: '2026-03-29' })).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });
});

describe('the list cursor', () => {
  const query = { scope: 'user' as const, id: 12, from: '2026-11-25', to: '2026-11-26' };
  const position = { createdAt: '2026-11-26T08:00:00.000Z', id: 345 };

  it('comes back as the position it was made from, for the same query only', () => {
    const cursor = encodeCursor(query, position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, query)).toEqual(position);
    for (const other of [{ ...query, id: 13 }, { ...query, scope: 'organisation' as const }, { ...query, from: '2026-11-24' }]) {
      expect(() => decodeCursor(cursor, other)).toThrow(/another query/);
    }
  });

  it.each(['', 'abc', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"q":"x","c":"yesterday","i":1}').toString('base64url')])('refuses %j', (cursor) => {
    expect(() => decodeCursor(cursor, query)).toThrow(expect.objectContaining({ statusCode: 400, key: 'invalid_cursor' }));
  });
});

describe('signed links', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const signer = linkSigner(SECRET, 300, () => now);

  it('opens its own target until it expires, and nothing else', () => {
    const link = signer.sign('content', 7);
    expect(link.expires).toBe(now / 1000 + 300);
    expect(() => signer.verify('content', 7, link)).not.toThrow();
    expect(() => signer.verify('content', 8, link)).toThrow(expect.objectContaining({ key: 'link_invalid' }));
    expect(() => signer.verify('attachment', 7, link)).toThrow(expect.objectContaining({ key: 'link_invalid' }));
    expect(() => signer.verify('content', 7, { ...link, expires: link.expires + 1 })).toThrow(expect.objectContaining({ key: 'link_invalid' }));
    expect(() => signer.verify('content', 7, { ...link, signature: link.signature.slice(1) })).toThrow(expect.objectContaining({ key: 'link_invalid' }));
    // the same MAC bytes spelt otherwise: the last character's spare bits changed (base64url decoding drops them)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const spare of [1, 2, 3]) {
      const respelt = `${link.signature.slice(0, -1)}${alphabet[alphabet.indexOf(link.signature.at(-1)!) ^ spare]}`;
      expect(Buffer.from(respelt, 'base64url')).toEqual(Buffer.from(link.signature, 'base64url'));
      expect(() => signer.verify('content', 7, { ...link, signature: respelt })).toThrow(expect.objectContaining({ key: 'link_invalid' }));
    }
    expect(() => linkSigner('another-secret-0123456789-abcdefghijklmnop', 300, () => now).verify('content', 7, link)).toThrow(expect.objectContaining({ key: 'link_invalid' }));
    const later = linkSigner(SECRET, 300, () => now + 300_000);
    expect(() => later.verify('content', 7, link)).toThrow(expect.objectContaining({ statusCode: 403, key: 'link_expired' }));
  });
});

describe('the content headers', () => {
  it('allow no script and frame only from the console', () => {
    const csp = contentSecurityPolicy(['https://console.example.com']);
    expect(csp).toBe(
      "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' https://console.example.com; sandbox",
    );
  });

  it('name a download in ASCII and in UTF-8, and keep a stored type only when it is one', () => {
    expect(attachmentDisposition('rapport d’août "final".pdf')).toBe(`attachment; filename="rapport d_ao_t _final_.pdf"; filename*=UTF-8''rapport%20d%E2%80%99ao%C3%BBt%20%22final%22.pdf`);
    expect(attachmentDisposition("it's (1).txt")).toBe(`attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`);
    expect(safeContentType('text/csv; charset=utf-8')).toBe('text/csv; charset=utf-8');
    expect(safeContentType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    for (const bad of ['text/html\r\nSet-Cookie: a=1', 'pdf', '', 'a/b c']) expect(safeContentType(bad)).toBe('application/octet-stream');
  });
});

describe('the test e-mail', () => {
  it.each([
    ['FR', 'fr'],
    ['EN', 'en'],
    ['FR-BE', 'fr-BE'],
    ['FR-CH', 'fr-CH'],
    ['RO', 'ro'],
    ['XX', undefined],
    ['DE-AT', undefined],
  ])('reads the language %s as %s', (lang, locale) => {
    expect(localeOfLang(lang)).toBe(locale);
  });

  it.each([1, 100, 81, 10_000])('builds a text attachment of exactly %i bytes', (size) => {
    const bytes = sampleAttachment(size);
    expect(bytes.byteLength).toBe(size);
    expect(bytes.toString('ascii')).toBe('Planora test attachment: the sent-emails viewer sent this file to check delivery.\n'.repeat(200).slice(0, size));
  });
});

describe('the providers and their post-delivery statuses', () => {
  it('keeps the delivery state machine as it was', () => {
    expect(STEPS.filter(isFinal)).toEqual(['DELIVERED', 'DELIVERED_LOCALLY', 'BLOCKED', 'ERROR']);
    expect(STEPS.filter(isDeliverable)).toEqual(['CREATED', 'DEFERRED']);
    for (const from of STEPS) for (const to of PROVIDER_STEPS) if (to !== 'DEFERRED') expect(canMove(from, to as never)).toBe(false);
    expect(stepOf('EMAIL_SPAM')).toBeNull();
  });

  it('turns the provider events into spec 2 §3 statuses: the first opening, then known ones', () => {
    expect(providerStepOf('opened', false)).toBe('FIRST_OPENING');
    expect(providerStepOf('opened', true)).toBe('KNOWN_OPEN');
    expect((['soft_bounce', 'hard_bounce', 'deferred', 'clicked', 'spam', 'unsubscribed'] as const).map((e) => providerStepOf(e, true))).toEqual([
      'SOFT_BOUNCE',
      'HARD_BOUNCE',
      'DEFERRED',
      'CLICKED',
      'SPAM',
      'UNSUBSCRIBED',
    ]);
    expect(recordedStatusesOf('opened')).toEqual(['EMAIL_FIRST_OPENING', 'EMAIL_KNOWN_OPEN']);
    expect(PROVIDER_STEPS.filter(blacklists)).toEqual(['HARD_BOUNCE', 'SPAM']);
  });

  it('has a transport per configured provider, none (delivered locally) without its URL', () => {
    expect(emailTransports({ smtpUrl: null, smtpSecondaryUrl: null })).toEqual({ primary: null, secondary: null });
    const both = emailTransports({ smtpUrl: 'smtp://a.example', smtpSecondaryUrl: 'smtp://b.example' });
    expect([both.primary, both.secondary].every((transport) => transport !== null)).toBe(true);
    expect(both.primary).not.toBe(both.secondary);
    expect(emailTransports({ smtpUrl: 'smtp://a.example' }).secondary).toBeNull();
    expect([emailProviderOf('secondary'), emailProviderOf('primary'), emailProviderOf('other'), emailProviderOf(null)]).toEqual(['secondary', 'primary', 'primary', 'primary']);
  });
});

describe("the provider's token", () => {
  const request = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

  it('lets the right token through, and refuses every call when none is set', async () => {
    const check = providerTokenCheck('whk_0123456789abcdefghijklmnop');
    await expect(check(request('Bearer whk_0123456789abcdefghijklmnop'))).resolves.toBeUndefined();
    for (const header of [undefined, '', 'Bearer ', 'Bearer whk_0123456789abcdefghijklmno', 'Basic whk_0123456789abcdefghijklmnop', 'whk_0123456789abcdefghijklmnop']) {
      await expect(check(request(header)), String(header)).rejects.toMatchObject({ statusCode: 401, key: 'unauthorized' });
    }
    await expect(providerTokenCheck(null)(request('Bearer anything-at-all-0123456789'))).rejects.toThrow(/EMAIL_WEBHOOK_TOKEN is not set/);
  });
});
