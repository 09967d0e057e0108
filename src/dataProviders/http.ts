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
  /** `text/csv` asks for a file (a list export): a successful answer is its text, not parsed; the binary types are answered as a Blob */
  accept?: 'text/csv' | BinaryType;
  /**
   * Reads a successful answer's body chunk by chunk (a streamed export), calling this with the bytes received so far and the answer's
   * headers: once before the first chunk (0), then after each. The answer is then a Blob, whatever `accept` says.
   */
  onDownloadProgress?: (receivedBytes: number, headers: Headers) => void;
  /** extra request headers (ra-data-simple-rest's `Range`); the fixed ones below win */
  headers?: Record<string, string>;
}

/** An .xlsx asked with `accept`: a successful answer is a Blob (the user-import template, the invoices export). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A PDF asked with `accept`: a successful answer is a Blob (an invoice's document). */
export const PDF_TYPE = 'application/pdf';
type BinaryType = typeof XLSX_TYPE | typeof PDF_TYPE;
const BINARY_TYPES: readonly string[] = [XLSX_TYPE, PDF_TYPE];

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
      ...options.headers,
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
    if (!response.ok) throw toHttpError(response, await readJson(response));
    return { status: response.status, headers: response.headers, json: (await readBody(response, options)) as T, requestId };
  };
}

/** A successful answer's body as `accept` asked: JSON by default, text for a CSV, a Blob for a binary file or a streamed download. */
function readBody(response: Response, { accept, onDownloadProgress, signal }: HttpOptions): Promise<unknown> {
  if (onDownloadProgress) return readStreaming(response, onDownloadProgress, signal);
  if (!accept) return readJson(response);
  return BINARY_TYPES.includes(accept) ? response.blob() : response.text();
}

/** Stops at once when `signal` aborts, whether or not the fetch implementation ties the body to it. */
async function readStreaming(response: Response, onProgress: NonNullable<HttpOptions['onDownloadProgress']>, signal?: AbortSignal): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  onProgress(0, response.headers);
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel);
  try {
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) return new Blob(chunks as BlobPart[], { type });
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, response.headers);
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
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
