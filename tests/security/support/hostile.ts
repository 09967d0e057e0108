import fc from 'fast-check';
import type { SchemaField } from './schemas.js';
import { REMOVE } from './schemas.js';

/**
 * fast-check arbitraries of hostile input: wrong types, huge strings, unicode oddities, SQL and
 * HTML metacharacters, negative and enormous numbers, NaN-like strings, nested garbage and
 * prototype-pollution keys. Used by badInput.test.ts with a fixed seed.
 */
const HUGE_BODY_STRING = 'x'.repeat(200_000);
const HUGE_ACCENTED = 'é'.repeat(100_000);
/** under Node's 16 KB header limit, so a real client can send it in a URL */
const HUGE_QUERY_STRING = 'q'.repeat(15_000);

export const sqlMetacharacters = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(3) --",
  "' UNION SELECT password_hash, email FROM users --",
  "admin@planora.example' --",
  '%',
  '_%_',
  '\\',
  "\\'; --",
  '1 AND 1=1',
  "') OR ('a'='a",
  'ʼ OR 1=1 --',
  '; PRAGMA writable_schema=1; --',
);

export const htmlMetacharacters = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<svg/onload=alert(1)>',
  '&lt;&amp;&#0;&#x3C;',
  '</textarea><iframe src=//evil.example>',
  '\r\nSet-Cookie: evil=1',
);

export const unicodeOddities = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF', '\u202Egnp.exe', '\uFEFF', 'e\u0301', '👩🏽‍💻', 'Ǆ', 'İi', 'ß', '\u2028\u2029', '𝕏'.repeat(60), ' ', '\t\n', '٣'),
);

export const nanLikeStrings = fc.constantFrom(
  'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '-0', '0x1F', '0b11', '1_000', ' 1', '1 ', '', 'null', 'undefined', 'true', 'false',
  '[]', '{}', '1.5', '-1', '99999999999999999999999', '1e-400', '+1', '١٢',
);

export const numbers = fc.oneof(
  fc.constantFrom(-1, 0, -0, -0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double(),
);

export const wrongTypes = fc.constantFrom<unknown>({}, [], [1, 2], [[]], [null], true, false, null, 0, { a: 1 }, [{}], 'string');

export const nestedGarbage = fc.oneof(
  fc.object({ maxDepth: 4, maxKeys: 5 }),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 30 }),
);

export const pollution = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"a": {"__proto__": {"polluted": true}}}'),
);

export const hugeStrings = (where: 'body' | 'query') =>
  where === 'body' ? fc.constantFrom(HUGE_BODY_STRING, HUGE_ACCENTED) : fc.constant(HUGE_QUERY_STRING);

export function hostileValue(where: 'body' | 'query' | 'params') {
  return fc.oneof(
    { weight: 3, arbitrary: wrongTypes },
    { weight: 2, arbitrary: sqlMetacharacters },
    { weight: 2, arbitrary: htmlMetacharacters },
    { weight: 2, arbitrary: unicodeOddities },
    { weight: 2, arbitrary: nanLikeStrings },
    { weight: 2, arbitrary: numbers },
    { weight: 1, arbitrary: nestedGarbage },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: hugeStrings(where === 'params' ? 'query' : where) },
  );
}

export type Mutation =
  | { target: 'body' | 'query' | 'params'; kind: 'replace'; path: string[]; value: unknown }
  | { target: 'body' | 'query' | 'params'; kind: 'remove'; path: string[]; value: typeof REMOVE }
  | { target: 'body' | 'query'; kind: 'extra'; path: string[]; value: unknown };

/** One malformed variation of a valid request: a field replaced by hostile data, a required field removed, or garbage added. */
export function mutationOf(targets: Partial<Record<'body' | 'query' | 'params', SchemaField[]>>): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [];
  for (const [target, fields] of Object.entries(targets) as ['body' | 'query' | 'params', SchemaField[]][]) {
    const locations = [[] as string[], ...fields.map((field) => field.path)].filter((path) => target !== 'params' || path.length === 1);
    // a query is always a map of strings: replacing it whole means nothing, its fields are replaced instead
    const replaceable = target === 'body' ? locations : locations.filter((path) => path.length > 0);
    if (replaceable.length > 0) {
      options.push(
        fc.record({
          target: fc.constant(target),
          kind: fc.constant('replace' as const),
          path: fc.constantFrom(...replaceable),
          value: hostileValue(target),
        }),
      );
    }
    const removable = fields.filter((field) => field.required && target !== 'params').map((field) => field.path);
    if (removable.length) {
      options.push(fc.record({ target: fc.constant(target), kind: fc.constant('remove' as const), path: fc.constantFrom(...removable), value: fc.constant(REMOVE) }));
    }
    if (target !== 'params') {
      options.push(
        fc.record({
          target: fc.constant(target),
          kind: fc.constant('extra' as const),
          path: fc.constantFrom(...locations.map((path) => [...path, '__garbage'])),
          value: hostileValue(target),
        }),
      );
    }
  }
  return fc.oneof(...options);
}
