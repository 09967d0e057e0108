import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { emailDetailsProblem, MissingContentUrl } from '../../src/resources/emails/emailDetailsError';
import { loadFilledPage, MAX_EMPTY_PAGES_FOLLOWED } from '../../src/resources/emails/followEmptyPages';
import { askedRange, defaultRange, isoDay, rangeFieldProblems } from '../../src/resources/emails/sentEmailsRange';
import { testEmailDefaults, testEmailProblems, testEmailRequest, type TestEmailValues } from '../../src/resources/emails/testEmailForm';

const NOW = new Date(2026, 2, 12, 10, 0);
const day = (d: number, month = 3) => new Date(2026, month - 1, d);

describe('sent e-mails range (spec 2 §2.6, §5, §9)', () => {
  it('defaults to yesterday and today', () => {
    const range = defaultRange(NOW);
    expect([isoDay(range.start), isoDay(range.end)]).toEqual(['2026-03-11', '2026-03-12']);
    expect([isoDay(defaultRange(new Date(2026, 0, 1, 0, 5)).start)]).toEqual(['2025-12-31']);
  });

  it.each([
    [day(1), day(12), { start: null, end: null }, { from: '2026-03-01', to: '2026-03-12' }],
    [day(12), day(12), { start: null, end: null }, { from: '2026-03-12', to: '2026-03-12' }],
    [day(11), day(13), { start: null, end: 'future' }, null],
    [day(13), day(13), { start: 'future', end: 'future' }, null],
    [day(10), day(9), { start: null, end: 'end_before_start' }, null],
    [null, day(12), { start: null, end: null }, null],
    [new Date(Number.NaN), day(12), { start: null, end: null }, null],
  ])('%s to %s: %o, asks %o', (start, end, problems, asked) => {
    expect(rangeFieldProblems({ start, end }, NOW)).toEqual(problems);
    expect(askedRange({ start, end }, NOW)).toEqual(asked);
  });
});

describe('following empty pages (spec 2 §4)', () => {
  const pages = (list: Array<{ data: number[]; next: string | null }>) => {
    const asked: Array<string | null> = [];
    const load = async (cursor: string | null) => {
      asked.push(cursor);
      return list[asked.length - 1];
    };
    return { asked, load };
  };

  it('loads the next page while a page is empty and has a cursor', async () => {
    const { asked, load } = pages([{ data: [], next: 'b' }, { data: [], next: 'c' }, { data: [1], next: 'd' }]);
    expect(await loadFilledPage(load, null)).toEqual({ data: [1], next: 'd' });
    expect(asked).toEqual([null, 'b', 'c']);
  });

  it('stops at an empty last page, and after MAX_EMPTY_PAGES_FOLLOWED pages', async () => {
    expect(await loadFilledPage(pages([{ data: [], next: null }]).load, 'a')).toEqual({ data: [], next: null });
    const endless = pages(Array.from({ length: 50 }, (_, i) => ({ data: [], next: `c${i}` })));
    expect((await loadFilledPage(endless.load, null)).next).toBe(`c${MAX_EMPTY_PAGES_FOLLOWED}`);
    expect(endless.asked).toHaveLength(MAX_EMPTY_PAGES_FOLLOWED + 1);
  });
});

describe('e-mail details errors (spec 2 §8)', () => {
  it.each([
    [new HttpError('errors.internal', 500, { error: 'internal', message: 'boom' }), { key: 'not_found' }],
    [new HttpError('errors.not_found', 404, { error: 'not_found', message: 'No e-mail 5.' }), { key: 'status', status: 404 }],
    [new HttpError('errors.forbidden', 403, { error: 'forbidden' }), { key: 'status', status: 403 }],
    [new MissingContentUrl(), { key: 'missing_url' }],
    [new TypeError('Failed to fetch'), { key: 'network' }],
  ])('%s gives %o', (error, problem) => {
    expect(emailDetailsProblem(error)).toEqual(problem);
  });
});

describe('test e-mail form (spec 2 §3 "Test email request", §5, §9)', () => {
  const values = (overrides: Partial<TestEmailValues> = {}): TestEmailValues => ({ ...testEmailDefaults({ recipient: 'nina@record.example', lang: 'fr-BE', shopId: 9 }), ...overrides });

  it('defaults to the first provider and a sample.txt of 100 bytes, attachment off', () => {
    expect(testEmailDefaults({ lang: 'fr' })).toEqual({
      recipient: '',
      lang: 'fr',
      shopId: '',
      provider: 'primary',
      withAttachment: false,
      attachmentName: 'sample.txt',
      attachmentSize: '100',
    });
  });

  it.each([
    ['1', undefined],
    ['10000', undefined],
    ['0', 'size_range'],
    ['10001', 'size_range'],
    ['12.5', 'size_range'],
    ['', 'size_range'],
    ['-3', 'size_range'],
  ])('attachment size %s: %s', (size, problem) => {
    expect(testEmailProblems(values({ withAttachment: true, attachmentSize: size })).attachmentSize).toBe(problem);
    // no attachment, no check of its size
    expect(testEmailProblems(values({ withAttachment: false, attachmentSize: size }))).toEqual({});
  });

  it.each([
    [{ recipient: '  ' }, { recipient: 'required' }],
    [{ recipient: 'nina@record' }, { recipient: 'invalid_email' }],
    [{ shopId: '0' }, { shopId: 'positive_integer' }],
    [{ shopId: 'x9' }, { shopId: 'positive_integer' }],
    [{ shopId: '' }, {}],
    [{ withAttachment: true, attachmentName: ' ' }, { attachmentName: 'required' }],
    [{ withAttachment: true, attachmentName: 'a'.repeat(101) }, { attachmentName: 'name_too_long' }],
  ])('%o: %o', (overrides, problems) => {
    expect(testEmailProblems(values(overrides))).toEqual(problems);
  });

  it('sends the language upper case, the shop as a number or null, the attachment only when switched on', () => {
    expect(testEmailRequest(values(), 7)).toEqual({ recipient: 'nina@record.example', lang: 'FR-BE', employeeId: 7, shopId: 9, provider: 'primary' });
    expect(testEmailRequest(values({ shopId: '', provider: 'secondary', withAttachment: true, attachmentName: ' report.txt ', attachmentSize: '42' }), 7)).toEqual({
      recipient: 'nina@record.example',
      lang: 'FR-BE',
      employeeId: 7,
      shopId: null,
      provider: 'secondary',
      attachments: [{ name: 'report.txt', size: 42 }],
    });
  });
});
