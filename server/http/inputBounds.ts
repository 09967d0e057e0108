import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorDetail } from './errors.js';

/**
 * What any JSON body may hold, on every route (issue 13, "Bounded input"), checked before schema
 * validation: a body nested thousands of levels deep overflowed the stack in validation and in
 * JSON.stringify (500), and once stored broke every reader of it. Routes bound their fields further
 * in their schemas (maxItems, maxLength); these are the outer walls.
 */
export const INPUT_BOUNDS = {
  /** bytes of a request body (Fastify's bodyLimit; a route may set less) */
  bodyBytes: 1_048_576,
  /** levels of nested objects and arrays, the body itself being level 1 */
  depth: 32,
  arrayItems: 10_000,
  objectKeys: 1_000,
  /** characters of a string value or an object key */
  stringLength: 100_000,
} as const;

interface Node {
  value: unknown;
  depth: number;
  parent: Node | null;
  key: string;
}

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'body';
};

/** Only what JSON.parse builds is walked (a Buffer or a stream a parser might attach is not JSON). */
function isJsonContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The first bound a parsed body breaks, as a validation detail; null when it holds. Iterative (an
 * explicit stack), so any depth is walked without recursion, and it stops at the first problem.
 */
export function boundsProblem(body: unknown): ErrorDetail | null {
  const stack: Node[] = [{ value: body, depth: 1, parent: null, key: '' }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value, depth } = node;
    if (typeof value === 'string') {
      if (value.length > INPUT_BOUNDS.stringLength) return { path: pathOf(node), message: `must be at most ${INPUT_BOUNDS.stringLength} characters` };
      continue;
    }
    if (!isJsonContainer(value)) continue;
    if (depth > INPUT_BOUNDS.depth) return { path: pathOf(node), message: `must not be nested more than ${INPUT_BOUNDS.depth} levels deep` };
    if (Array.isArray(value)) {
      if (value.length > INPUT_BOUNDS.arrayItems) return { path: pathOf(node), message: `must have at most ${INPUT_BOUNDS.arrayItems} items` };
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], depth: depth + 1, parent: node, key: String(index) });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > INPUT_BOUNDS.objectKeys) return { path: pathOf(node), message: `must have at most ${INPUT_BOUNDS.objectKeys} properties` };
    for (const key of keys) {
      if (key.length > INPUT_BOUNDS.stringLength) return { path: pathOf(node), message: `property names must be at most ${INPUT_BOUNDS.stringLength} characters` };
      stack.push({ value: value[key], depth: depth + 1, parent: node, key });
    }
  }
  return null;
}

/** Refuses, before schema validation, a body out of INPUT_BOUNDS: 400 validation_failed with one detail. */
export function registerInputBounds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const problem = boundsProblem(request.body);
    if (problem) throw new AppError(400, 'validation_failed', 'The request is not valid.', [problem]);
  });
}
