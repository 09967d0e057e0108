import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';
import { dbState, type DbState } from './support/dbState.js';
import { allRoutes, openApiPath, PathFiller, type SecurityRoute } from './support/routes.js';
import { sample, withValueAt, type JsonSchema } from './support/schemas.js';

/**
 * Issue 26, "Input": one date-time format for the whole API, refusing what JavaScript's Date cannot
 * read. Every date-time field of the OpenAPI document (query, path and body, however deep; so the
 * fields later issues add are covered) gets instants a calendar or Date refuses, the rest of the
 * request valid: each answer is 400 validation_failed naming the field, never a 500 (a leap second
 * passed the format and broke the events list and ingestion, the delivery webhook, cancelled_at).
 */
const BAD_INSTANTS = [
  '2016-12-31T23:59:60Z',
  '2016-12-31T18:59:60-05:00',
  '2016-13-01T00:00:00Z',
  '2016-01-32T00:00:00Z',
  '2016-02-30T00:00:00Z',
  '',
  '+275760-09-13T00:00:00Z',
  '99999-01-01T00:00:00Z',
];
/** Both service routes (events ingestion, delivery webhook) take this token; staff routes a super admin's. */
const SERVICE_TOKEN = 'date-time-fuzz-service-token-0123456789';

type Schema = JsonSchema & { $ref?: string };
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Found {
  path: string[];
  /** null is a value of the field too: validation coerces '' to null there (ajv's coerceTypes), which is not a bad instant */
  nullable: boolean;
}

/** Every date-time string in a schema: its path (dotted segments, '0' for an array item) and whether null is allowed. */
function dateTimePaths(schema: Schema | undefined, document: OpenApi, path: string[] = [], nullable = false, depth = 0): Found[] {
  if (!schema || depth > 12) return [];
  if (schema.$ref) return dateTimePaths(document.components?.schemas?.[schema.$ref.split('/').pop()!], document, path, nullable, depth + 1);
  const types = [schema.type ?? []].flat();
  const found: Found[] = schema.format === 'date-time' ? [{ path, nullable: nullable || types.includes('null') || schema.nullable === true }] : [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...dateTimePaths(property, document, [...path, name], false, depth + 1));
  if (schema.items) found.push(...dateTimePaths(schema.items, document, [...path, '0'], false, depth + 1));
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const withNull = variants.some((variant) => variant.type === 'null');
  for (const variant of [...variants, ...(schema.allOf ?? [])]) found.push(...dateTimePaths(variant, document, path, nullable || withNull, depth + 1));
  return found;
}

interface DateTimeField extends Found {
  route: SecurityRoute;
  part: 'query' | 'path' | 'body';
  operation: Operation;
}

describe.each(databases())('date-time fields on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let state: DbState;
  let filler: PathFiller;
  let fields: DateTimeField[];

  beforeAll(async () => {
    t = await createSecurityApp(kind, {
      config: { emailRepository: { webhookToken: SERVICE_TOKEN, contentLinkTtl: 300 }, eventsService: { ingestToken: SERVICE_TOKEN } },
    });
    token = (await createProbeAdmin(t)).token;
    state = await dbState(t.handle);
    filler = await PathFiller.create(t.handle);
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApi;
    fields = allRoutes(t.app).flatMap((route) => {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) return [];
      const found: DateTimeField[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        for (const { path, nullable } of dateTimePaths(parameter.schema, document)) found.push({ route, part: parameter.in, path: [parameter.name, ...path], nullable, operation });
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const { path, nullable } of dateTimePaths(body, document)) found.push({ route, part: 'body', path, nullable, operation });
      return found;
    });
  });
  afterAll(() => t?.close());

  it('finds the date-time fields the issue names in the OpenAPI document', () => {
    const names = fields.map((field) => `${field.route.method} ${field.route.url} ${field.part}:${field.path.join('.')}`);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/services\/events\/.* query:from$/),
        expect.stringMatching(/^GET \/services\/events\/.* query:to$/),
        'POST /services/events/ingest body:events.0.occurred_at',
        expect.stringMatching(/^POST \/services\/emails\/.* body:events\.0\.at$/),
        expect.stringMatching(/^PATCH \/super_admin\/api\/shops\/:id body:.*cancelled_at$/),
      ]),
    );
  });

  it('answers 400 validation_failed naming the field for every bad instant in every date-time field, changing nothing', async () => {
    const before = await state.digest();
    for (const { route, part, path, nullable, operation } of fields) {
      const params = await filler.params(route.url);
      const urlWith = (instant: string) =>
        route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(part === 'path' && name === path[0] ? instant : params[name]));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const query = Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]),
      );
      for (const instant of BAD_INSTANTS.filter((bad) => bad !== '' || !nullable)) {
        const body = part === 'body' ? withValueAt(sample(bodySchema), path, instant) : bodySchema ? sample(bodySchema) : undefined;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: urlWith(instant),
          query: part === 'query' ? { ...query, [path[0]]: instant } : query,
          ...(body === undefined ? {} : { payload: body as object }),
          headers: { authorization: `Bearer ${route.auth === 'public' ? SERVICE_TOKEN : token}` },
        });
        const what = `${route.method} ${route.url} ${part}:${path.join('.')} = ${JSON.stringify(instant)}: ${response.body.slice(0, 400)}`;
        expect(response.statusCode, what).toBe(400);
        const answer = response.json() as { error: string; details?: { path: string; message: string }[] };
        expect(answer.error, what).toBe('validation_failed');
        const field = part === 'body' ? path.join('.') : path[0];
        expect(answer.details?.some((detail) => detail.path === field || detail.path.endsWith(`.${field}`)), what).toBe(true);
      }
    }
    expect(await state.digest()).toBe(before);
  });
});
