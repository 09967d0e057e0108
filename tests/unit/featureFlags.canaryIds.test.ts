import { describe, expect, it } from 'vitest';
import { CANARY_PREVIEW_MAX_LENGTH, formatCanaryPreview, parseCanaryIds } from '../../src/domain/canaryIds';

describe('parseCanaryIds (spec 1 §5)', () => {
  it.each<[string, number[]]>([
    ['', []],
    ['   ', []],
    ['\n\t', []],
    [',', []],
    [' , ,', []],
    ['42', [42]],
    ['  42  ', [42]],
    ['0', [0]],
    ['007', [7]],
    ['1,2,3', [1, 2, 3]],
    ['1, 2, 3', [1, 2, 3]],
    ['1 2 3', [1, 2, 3]],
    ['1\n2\r\n3\t4', [1, 2, 3, 4]],
    ['1,,2', [1, 2]],
    [',1,2,', [1, 2]],
    ['1 , 2 ,, 3', [1, 2, 3]],
    ['3,1,2', [3, 1, 2]],
    ['5,5,6,5', [5, 6]],
    [String(Number.MAX_SAFE_INTEGER), [Number.MAX_SAFE_INTEGER]],
  ])('%j is valid: %j', (text, ids) => {
    expect(parseCanaryIds(text)).toEqual({ valid: true, ids });
  });

  it('treats null and undefined as empty (apply to all)', () => {
    expect(parseCanaryIds(null)).toEqual({ valid: true, ids: [] });
    expect(parseCanaryIds(undefined)).toEqual({ valid: true, ids: [] });
  });

  it.each([
    'a',
    '1,,a',
    '1,a,2',
    '12abc',
    '-1',
    '1,-2',
    '+3',
    '1.5',
    '1,2.0',
    '1;2',
    '1|2',
    '#1',
    '１２',
    '1e3',
    '0x10',
    '9007199254740993',
  ])('%j is invalid', (text) => {
    expect(parseCanaryIds(text)).toEqual({ valid: false, ids: [] });
  });
});

/** n ids of `width` digits each: joined with ", " they take n * width + 2 * (n - 1) characters. */
function idsOfWidth(n: number, width: number): number[] {
  const first = 10 ** (width - 1);
  return Array.from({ length: n }, (_, i) => first + i);
}

describe('formatCanaryPreview (spec 1 §9)', () => {
  it('is empty for no ids (the console shows "apply to all")', () => {
    expect(formatCanaryPreview([])).toBe('');
  });

  it('joins ids with a comma and a space', () => {
    expect(formatCanaryPreview([1, 22, 333])).toBe('1, 22, 333');
  });

  it('cuts at 100 characters by default', () => {
    expect(CANARY_PREVIEW_MAX_LENGTH).toBe(100);
  });

  it('keeps exactly 100 characters whole, without an ellipsis', () => {
    const ids = idsOfWidth(17, 4); // 17 * 4 + 16 * 2 = 100
    const preview = formatCanaryPreview(ids);
    expect(preview).toHaveLength(100);
    expect(preview).toBe(ids.join(', '));
    expect(preview.endsWith('…')).toBe(false);
  });

  it('cuts 101 characters at the last whole id, then an ellipsis', () => {
    const ids = [...idsOfWidth(16, 4), 99999]; // 16 * 4 + 15 * 2 + 2 + 5 = 101
    expect(ids.join(', ')).toHaveLength(101);
    expect(formatCanaryPreview(ids)).toBe(`${idsOfWidth(16, 4).join(', ')}…`);
  });

  it('never cuts inside an id', () => {
    const ids = idsOfWidth(40, 6);
    const preview = formatCanaryPreview(ids);
    expect(preview.endsWith('…')).toBe(true);
    const shown = preview.slice(0, -1);
    expect(shown.length).toBeLessThanOrEqual(100);
    expect(ids.join(', ').startsWith(`${shown}, `)).toBe(true);
    // 12 ids of 6 digits take 12 * 6 + 11 * 2 = 94 characters; a 13th would take 102
    expect(shown.split(', ')).toHaveLength(12);
  });

  it('accepts another limit', () => {
    expect(formatCanaryPreview([1, 2, 3], 7)).toBe('1, 2, 3');
    expect(formatCanaryPreview([1, 2, 3], 6)).toBe('1, 2…');
    expect(formatCanaryPreview([123456], 3)).toBe('…');
  });
});
