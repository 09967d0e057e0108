import { describe, expect, it } from 'vitest';
import { parseCsvImport } from '../../src/domain/csvImport.js';

describe('reading an uploaded CSV (spec 3 §5, §9)', () => {
  it('splits on semicolons, trims cells, skips empty lines and gives the header apart', () => {
    const result = parseCsvImport('\uFEFFuser_id;balance\r\n 12 ; 3.5 \r\n\r\n;;\r\n13;-2\r\n', { header: true, maxLines: 10 });
    expect(result).toEqual({
      ok: true,
      header: ['user_id', 'balance'],
      lines: [
        { line: 2, cells: ['12', '3.5'] },
        { line: 5, cells: ['13', '-2'] },
      ],
      count: 2,
    });
  });

  it('keeps a quoted semicolon inside its cell', () => {
    const result = parseCsvImport('a;"b;c";d', { header: false, maxLines: 10 });
    expect(result.ok && result.lines[0]?.cells).toEqual(['a', 'b;c', 'd']);
  });

  it('stops at the line limit while reading, naming the first line too many', () => {
    const text = ['h', ...Array.from({ length: 100_000 }, (_, i) => String(i))].join('\n');
    expect(parseCsvImport(text, { header: true, maxLines: 3 })).toEqual({ ok: false, problem: 'too_many_lines', line: 5 });
  });

  it('refuses a file with an unclosed quote and a file with no data', () => {
    expect(parseCsvImport('a;b\n"c;d\ne;f', { header: true, maxLines: 10 })).toMatchObject({ ok: false, problem: 'parse_error' });
    expect(parseCsvImport('user_id;balance\n\n', { header: true, maxLines: 10 })).toEqual({ ok: false, problem: 'empty' });
    expect(parseCsvImport('', { header: false, maxLines: 10 })).toEqual({ ok: false, problem: 'empty' });
  });

  it('takes another delimiter when asked', () => {
    const result = parseCsvImport('a,b\n1,2', { header: true, maxLines: 10, delimiter: ',' });
    expect(result).toEqual({ ok: true, header: ['a', 'b'], lines: [{ line: 2, cells: ['1', '2'] }], count: 1 });
  });

  it('keeps only the lines asked for, counting them all (a resumed job; an upload only checked)', () => {
    const text = 'h\n1\n\n2\n3\n';
    expect(parseCsvImport(text, { header: true, maxLines: 10, keep: (line) => line > 3 })).toEqual({ ok: true, header: ['h'], lines: [{ line: 4, cells: ['2'] }, { line: 5, cells: ['3'] }], count: 3 });
    expect(parseCsvImport(text, { header: true, maxLines: 10, keep: () => false })).toEqual({ ok: true, header: ['h'], lines: [], count: 3 });
    expect(parseCsvImport('h\n\n', { header: true, maxLines: 10, keep: () => false })).toEqual({ ok: false, problem: 'empty' });
  });
});
