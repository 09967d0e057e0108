import { describe, expect, it } from 'vitest';
import {
  compareEmails,
  emailsOutsideDomain,
  isCompanyEmail,
  sortEmails,
  splitEmails,
} from '../../src/domain/superAdminEmails';

describe('splitEmails (spec 1 §5)', () => {
  it.each<[string | null | undefined, string[]]>([
    ['', []],
    [null, []],
    [undefined, []],
    [' \n ,; ', []],
    ['a@planora.example', ['a@planora.example']],
    ['a@planora.example b@planora.example', ['a@planora.example', 'b@planora.example']],
    ['a@planora.example,b@planora.example', ['a@planora.example', 'b@planora.example']],
    ['a@planora.example;b@planora.example', ['a@planora.example', 'b@planora.example']],
    ['a@planora.example\nb@planora.example\r\nc@planora.example', ['a@planora.example', 'b@planora.example', 'c@planora.example']],
    ['a@planora.example\tb@planora.example', ['a@planora.example', 'b@planora.example']],
    [' a@planora.example ,; \n b@planora.example ;;', ['a@planora.example', 'b@planora.example']],
    ['Alice@Planora.Example', ['alice@planora.example']],
    ['b@planora.example a@planora.example B@planora.example', ['b@planora.example', 'a@planora.example']],
  ])('%j -> %j', (text, emails) => {
    expect(splitEmails(text)).toEqual(emails);
  });
});

describe('company domain (spec 1 §5)', () => {
  it.each<[string, string, boolean]>([
    ['alice@planora.example', 'planora.example', true],
    ['Alice@PLANORA.example', 'planora.example', true],
    ['alice@planora.example', 'Planora.Example', true],
    ['alice@planora.example', '@planora.example', true],
    ['x@evilplanora.example', 'planora.example', false],
    ['x@planora.example.evil', 'planora.example', false],
    ['x@sub.planora.example', 'planora.example', false],
    ['planora.example', 'planora.example', false],
    ['@planora.example', 'planora.example', false],
    ['alice@gmail.com', 'planora.example', false],
    ['alice@planora.example', '', false],
  ])('%s in %s: %s', (email, domain, inside) => {
    expect(isCompanyEmail(email, domain)).toBe(inside);
  });

  it('lists the addresses outside the domain, in order', () => {
    const emails = ['a@planora.example', 'x@evilplanora.example', 'b@planora.example', 'c@gmail.com'];
    expect(emailsOutsideDomain(emails, 'planora.example')).toEqual(['x@evilplanora.example', 'c@gmail.com']);
    expect(emailsOutsideDomain(['a@planora.example'], 'planora.example')).toEqual([]);
    expect(emailsOutsideDomain([], 'planora.example')).toEqual([]);
  });
});

describe('sortEmails (spec 1 §2.11)', () => {
  it('sorts alphabetically, case-insensitively, without changing its argument', () => {
    const emails = ['carol@planora.example', 'Bob@planora.example', 'alice@planora.example', 'bob@planora.example'];
    expect(sortEmails(emails)).toEqual([
      'alice@planora.example',
      'Bob@planora.example',
      'bob@planora.example',
      'carol@planora.example',
    ]);
    expect(emails[0]).toBe('carol@planora.example');
  });

  it('compares as a sort comparator', () => {
    expect(compareEmails('a@x', 'b@x')).toBeLessThan(0);
    expect(compareEmails('B@x', 'a@x')).toBeGreaterThan(0);
    expect(compareEmails('a@x', 'a@x')).toBe(0);
  });
});
