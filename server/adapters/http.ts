import { currentTrace } from '../http/requestScope.js';

/**
 * The one way the server calls an outside system over HTTP (the adapters' clients, the SMS provider, the geocoder):
 * a time-out on every call, JSON both ways, the trace of the request (or job) being served forwarded as X-Request-Id
 * (and X-Correlation-Id), and every failure (no answer, a status not expected) as the adapter's own error type,
 * worded alike: "<service> unreachable: <why>", "<service> answered <status>[: <its message>]".
 */
/** What every adapter's error is: an outside system that failed, was too slow or answered what it should not. */
export class OutsideServiceError extends Error {
  override name = 'OutsideServiceError';
}

export interface OutsideServiceOptions {
  /** how messages name it, e.g. "shop-quota service" */
  name: string;
  /** its base URL (a setting); a call's path is appended to it */
  baseUrl: string;
  timeoutMs: number;
  /** the adapter's error type, which its callers catch */
  error: (message: string) => Error;
  fetchImpl?: typeof fetch;
}

export interface OutsideCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** appended to the base URL; none: the base URL itself */
  path?: string;
  query?: Record<string, string>;
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart/form-data instead of a JSON body (an upload) */
  form?: FormData;
  /** further request headers (e.g. the service's authorisation) */
  headers?: Record<string, string>;
  /** statuses besides 2xx that are answers rather than failures (e.g. 404: not listed) */
  answers?: readonly number[];
}

export interface OutsideAnswer {
  status: number;
  /** the body as JSON; null when empty or not JSON */
  json: unknown;
  /** the body as text */
  text: string;
}

export interface OutsideService {
  call(call?: OutsideCall): Promise<OutsideAnswer>;
  /** GET `path`, its JSON read by `parse` (null: not what the service should answer, the adapter's error) */
  read<T>(path: string, parse: (json: unknown) => T | null): Promise<T>;
  /** the adapter's error for an answer it cannot use: "<service> answered <what>" */
  unexpected(what?: string): Error;
}

/** What a caller may set on an adapter's client: its time-out (a setting) and, in tests, the fetch to use. */
export interface OutsideClientOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The detail an error answer gives: its JSON message (or error key), else the start of its text. */
function detailOf(answer: Omit<OutsideAnswer, 'status'>): string {
  const body = answer.json as { message?: unknown; error?: unknown } | null;
  const told = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : answer.text;
  return told.trim().slice(0, 200);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function outsideService({ name, baseUrl, timeoutMs, error, fetchImpl = fetch }: OutsideServiceOptions): OutsideService {
  const urlOf = (path: string | undefined, query: Record<string, string> | undefined) => {
    const url = new URL(path ? `${baseUrl.replace(/\/+$/, '')}${path}` : baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    return url;
  };
  const service: OutsideService = {
    async call({ method = 'GET', path, query, body, form, headers: extra, answers = [] } = {}) {
      const trace = currentTrace();
      const headers: Record<string, string> = { ...extra, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (trace?.requestId) headers['x-request-id'] = trace.requestId;
      if (trace?.correlationId) headers['x-correlation-id'] = trace.correlationId;
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(urlOf(path, query), {
          method,
          headers,
          body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // read whole (within the time-out), so the connection can be reused
        text = await response.text();
      } catch (cause) {
        throw error(`${name} unreachable: ${cause instanceof Error ? cause.message : String(cause)}`);
      }
      const answer = { status: response.status, json: parseJson(text), text };
      if (!response.ok && !answers.includes(response.status)) {
        const detail = detailOf(answer);
        throw error(`${name} answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
      return answer;
    },
    async read(path, parse) {
      const read = parse((await service.call({ path })).json);
      if (read === null) throw service.unexpected();
      return read;
    },
    unexpected: (what = 'an unexpected body') => error(`${name} answered ${what}`),
  };
  return service;
}
