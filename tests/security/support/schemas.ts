import { AjvCompiler } from '@fastify/ajv-compiler';
import { AJV_OPTIONS } from '../../../server/http/dateTimeFormat.js';

/**
 * JSON-schema helpers for the security suites: a valid sample of a route's input (to get past
 * validation when the test is about something else), and the oracle of what must be refused:
 * Fastify's own validator compiler with the app's options (server/app.ts), plus the server's
 * refusals after validation (server/http/inputChecks.ts).
 */
export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

type Validate = (data: unknown) => boolean;
const buildValidator = AjvCompiler()({}, AJV_OPTIONS) as unknown as (route: {
  schema: object;
  method: string;
  url: string;
  httpPart: string;
}) => Validate;
const compiled = new WeakMap<object, Validate>();

/** What server/http/inputChecks.ts refuses after validation: non-finite numbers and NUL characters. */
function refusedAfterValidation(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || refusedAfterValidation(item, depth + 1));
}

/** Would the server accept this value for this schema? (coercion and defaults applied to a copy) */
export function accepts(schema: unknown, value: unknown): boolean {
  if (!schema || typeof schema !== 'object') return true;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = buildValidator({ schema, method: 'POST', url: '/', httpPart: 'body' });
    compiled.set(schema, validate);
  }
  const copy = value === undefined ? undefined : structuredClone(value);
  return validate(copy) && !refusedAfterValidation(copy);
}

const STRING_CANDIDATES = ['x', 'fr_hotel', 'abc', 'sample', '1', '2024-01-15', '2024-01-15T10:00:00Z', 'someone@planora.example', 'https://planora.example', 'A1'];

function sampleString(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  if (schema.format === 'email') return 'someone@planora.example';
  if (schema.format === 'date-time') return '2024-01-15T10:00:00Z';
  if (schema.format === 'date') return '2024-01-15';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://planora.example';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const fits = (value: string) => value.length >= min && value.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  const found = STRING_CANDIDATES.find(fits);
  if (found) return found;
  const padded = 'x'.repeat(Math.max(min, 1));
  return padded;
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  let value = low !== undefined ? Math.max(low, 1) : 1;
  if (high !== undefined) value = Math.min(value, high);
  return integer ? Math.ceil(value) : value;
}

/** A minimal value the schema accepts (required properties only), or undefined when it has no schema. */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((variant) => variant.type !== 'null') ?? variants[0]);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Every location in a schema a generator can aim at: [path segments, sub-schema, required?]. */
export interface SchemaField {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

export function fieldsOf(schema: JsonSchema | undefined, path: string[] = [], required = true, depth = 0): SchemaField[] {
  if (!schema || depth > 6) return [];
  const fields: SchemaField[] = path.length ? [{ path, schema, required }] : [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    fields.push(...fieldsOf(property, [...path, name], (schema.required ?? []).includes(name), depth + 1));
  }
  if (schema.items) fields.push(...fieldsOf(schema.items, [...path, '0'], true, depth + 1));
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    if (variant.properties) fields.push(...fieldsOf(variant, path, required, depth + 1).filter((f) => f.path.length > path.length));
  }
  return fields;
}

/** A copy of `value` with the value at `path` replaced (or removed when `replacement` is the REMOVE marker). */
export const REMOVE = Symbol('remove');
export function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const isIndex = /^\d+$/.test(head);
  // a field of the items of an array (body.balances.user_id): set in every item, as server/auth/userTargets.ts reads it
  if (Array.isArray(value) && !isIndex) return value.map((item) => withValueAt(item, path, replacement));
  const container: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : value && typeof value === 'object'
      ? { ...(value as Record<string, unknown>) }
      : isIndex
        ? []
        : {};
  const current = (container as Record<string, unknown>)[head];
  const next = rest.length === 0 ? replacement : withValueAt(current, rest, replacement);
  if (next === REMOVE) {
    if (Array.isArray(container)) container.splice(Number(head), 1);
    else delete container[head];
  } else (container as Record<string, unknown>)[head] = next;
  return container;
}
