import type { Ajv } from 'ajv';

/**
 * The one `date-time` format of the API (issue 26, "Input"): an RFC 3339 instant (ajv-formats' check:
 * real calendar days, four-digit years) that JavaScript's Date also reads. RFC 3339 allows a leap
 * second (`2016-12-31T23:59:60Z`), which Date cannot hold: it passed validation and the handlers'
 * `new Date(...).toISOString()` answered 500 (events list and ingestion, e-mail delivery webhook,
 * shop cancelled_at). Registered on the validator once, after the standard formats (`onCreate`).
 */
export const readableByDate = (text: string) => !Number.isNaN(Date.parse(text));

interface StandardFormat {
  validate: (text: string) => boolean;
  compare?: (a: string, b: string) => number | undefined;
}

export function registerDateTimeFormat(ajv: Ajv): void {
  const standard = ajv.formats['date-time'] as StandardFormat | undefined;
  if (typeof standard?.validate !== 'function') throw new Error("ajv-formats' date-time must be registered before the API's own");
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => standard.validate(text) && readableByDate(text), compare: standard.compare });
}

/** Fastify's validator options (server/app.ts), shared with the tests' oracle (tests/security/support/schemas.ts). */
export const AJV_OPTIONS = { customOptions: { allErrors: true }, onCreate: registerDateTimeFormat };
