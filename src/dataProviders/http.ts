import { HttpError } from 'react-admin';
import type { Session } from '../auth/session';
import type { TokenRefresher } from '../auth/refreshTokens';
import { isSessionFailure } from '../auth/sessionFailure';
import { toQueryString } from './queryString';

export const SOURCE_CLIENT = 'backoffice-console';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Defaults to a new UUID; the tracer passes its own to tie a mutation to the server logs. */
  requestId?: string;
  /** `text/csv` asks for a file (a list export): a successful answer is its text, not parsed */
  accept?: 'text/csv' | typeof XLSX_TYPE;
}

/** An .xlsx asked with `accept`: a successful answer is a Blob (the user-import template). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
  requestId: string;
}

export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

export interface HttpClientDeps {
  session: Session;
  refresher: TokenRefresher;
  getLocale: () => string;
  fetchImpl?: typeof fetch;
}

/**
 * The one fetch client of the console, and the one place that keeps the token fresh: bearer token,
 * JSON, source client, locale and request id on every call; a token about to expire is refreshed
 * before the call; on a 401, one shared token refresh then one retry (spec 1 §4), except for the
 * business 401s of auth/sessionFailure.ts (a labour law still used by shops), answered as they are.
 */
export function createHttpClient({ session, refresher, getLocale, fetchImpl = (...a) => fetch(...a) }: HttpClientDeps): HttpClient {
  const send = (url: string, options: HttpOptions, requestId: string, token: string | null) => {
    const headers: Record<string, string> = {
      Accept: options.accept ?? 'application/json',
      'Accept-Language': getLocale(),
      'X-Source-Client': SOURCE_CLIENT,
      'X-Request-Id': requestId,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    // a FormData body (an upload) sets its own multipart content type and boundary
    const form = options.body instanceof FormData ? options.body : null;
    if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    return fetchImpl(`${url}${toQueryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  };

  return async <T,>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> => {
    const requestId = options.requestId ?? crypto.randomUUID();
    await refresher.ensureFresh();
    const usedToken = session.getToken();
    let response = await send(url, options, requestId, usedToken);
    if (response.status === 401 && isSessionFailure(401, await readJson(response.clone()))) {
      // Another call may already have refreshed while this one was in flight.
      if (session.getToken() === usedToken) await refresher.refresh();
      response = await send(url, options, requestId, session.getToken());
    }
    const json = !response.ok || !options.accept ? await readJson(response) : options.accept === XLSX_TYPE ? await response.blob() : await response.text();
    if (!response.ok) throw toHttpError(response, json);
    return { status: response.status, headers: response.headers, json: json as T, requestId };
  };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The uniform error body {error, message, details}: the stable key becomes a translatable `errors.<key>`. */
export function toHttpError(response: Response, body: unknown): HttpError {
  const key = body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : null;
  return new HttpError(key ? `errors.${key}` : 'ra.notification.http_error', response.status, body);
}
