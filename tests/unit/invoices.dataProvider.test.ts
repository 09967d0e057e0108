import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from '../../src/auth/refreshTokens';
import { createSession } from '../../src/auth/session';
import { createHttpClient, PDF_TYPE, XLSX_TYPE } from '../../src/dataProviders/http';
import { invoicesMethods, type ExportProgress } from '../../src/dataProviders/superAdmin/invoices';
import { fakeJwt, jsonResponse, memoryStorage, nowSeconds } from './support/fakes';

function setUp(answer: () => Response, apiUrl = '') {
  const session = createSession(memoryStorage());
  session.setTokens(fakeJwt({ sub: '1', exp: nowSeconds() + 900 }), fakeJwt({ sub: 'a@b.example', super_admin: true, exp: nowSeconds() + 86400 }));
  const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const refresher = createTokenRefresher(session, () => '', fetchImpl as typeof fetch);
  const http = createHttpClient({ session, refresher, getLocale: () => 'fr', fetchImpl: fetchImpl as typeof fetch });
  return { fetchImpl, http, methods: invoicesMethods(`${apiUrl}/super_admin/api`, http) };
}

/** A body that arrives in the given chunks, as a streamed export does. */
function streamed(chunks: number[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(0x50));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('the fetch client, streamed downloads (issue 18)', () => {
  it('reports the bytes received chunk by chunk with the headers, from 0 before the body, and answers a Blob of them all', async () => {
    const { http } = setUp(() => streamed([1000, 2000, 24], { 'content-type': XLSX_TYPE, 'x-export-rows': '42' }));
    const seen: Array<[number, string | null]> = [];
    const { json } = await http<Blob>('/file.xlsx', { accept: XLSX_TYPE, onDownloadProgress: (bytes, headers) => seen.push([bytes, headers.get('x-export-rows')]) });
    expect(seen).toEqual([
      [0, '42'],
      [1000, '42'],
      [3000, '42'],
      [3024, '42'],
    ]);
    expect(json).toBeInstanceOf(Blob);
    expect(json.size).toBe(3024);
    expect(json.type).toBe(XLSX_TYPE);
  });

  it('reads a refusal as JSON, never as a stream: an HttpError with its key', async () => {
    const { http } = setUp(() => jsonResponse(422, { error: 'range_too_long', message: 'At most a year.' }));
    const progress = vi.fn();
    await expect(http('/file.xlsx', { accept: XLSX_TYPE, onDownloadProgress: progress })).rejects.toMatchObject({ status: 422, message: 'errors.range_too_long' });
    expect(progress).not.toHaveBeenCalled();
  });

  it('stops a streamed download at once when its signal aborts, even if the fetch implementation does not', async () => {
    const controller = new AbortController();
    const endless = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new Uint8Array(64));
      },
    });
    const { http } = setUp(() => new Response(endless, { status: 200 }));
    const running = http('/file.xlsx', { signal: controller.signal, onDownloadProgress: (bytes) => bytes === 64 && controller.abort() });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves the other answers as they were: JSON parsed, a CSV as text', async () => {
    const { http } = setUp(() => new Response('a,b\n1,2\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    await expect(http('/list.csv', { accept: 'text/csv' }).then((r) => r.json)).resolves.toBe('a,b\n1,2\n');
    const json = setUp(() => jsonResponse(200, { ok: true }));
    await expect(json.http('/x').then((r) => r.json)).resolves.toEqual({ ok: true });
  });
});

describe('invoices calls through the fetch client (spec 2 §7 "Invoices")', () => {
  it("fetches a row's PDF on its url, on the API's host, with the bearer token, as a Blob", async () => {
    const { fetchImpl, methods } = setUp(() => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'content-type': PDF_TYPE } }), 'https://api.example');
    const blob = await methods.invoicePdf('/super_admin/api/stripe_charges/123/pdf');
    expect(blob.size).toBe(4);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://api.example/super_admin/api/stripe_charges/123/pdf');
    expect(new Headers(init?.headers).get('Accept')).toBe(PDF_TYPE);
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('rejects a PDF not ready yet with its key', async () => {
    const { methods } = setUp(() => jsonResponse(409, { error: 'document_not_ready', message: 'Not ready.' }));
    await expect(methods.invoicePdf('/super_admin/api/stripe_charges/123/pdf')).rejects.toMatchObject({ status: 409, message: 'errors.document_not_ready' });
  });

  it('exports the range as a streamed .xlsx: the progress with the announced rows and the size, then the file and its name', async () => {
    const { fetchImpl, methods } = setUp(() =>
      streamed([2048, 1024], { 'content-type': XLSX_TYPE, 'x-export-rows': '1250', 'content-length': '3072', 'content-disposition': 'attachment; filename="factures_2026-03.xlsx"' }),
    );
    const progress: ExportProgress[] = [];
    const file = await methods.exportInvoices({ start_date: '2026-03-01', end_date: '2026-03-31' }, (p) => progress.push(p));
    expect(fetchImpl.mock.calls[0][0]).toBe('/super_admin/api/invoices/exports.xlsx?start_date=2026-03-01&end_date=2026-03-31');
    expect(progress.map((p) => p.receivedBytes)).toEqual([0, 2048, 3072]);
    expect(progress.every((p) => p.rows === 1250 && p.totalBytes === 3072)).toBe(true);
    expect(file?.fileName).toBe('factures_2026-03.xlsx');
    expect(file?.blob.size).toBe(3072);
  });

  it('names the file after the range when the server does not, and reports no row count or size it was not given', async () => {
    const { methods } = setUp(() => streamed([10], { 'content-type': XLSX_TYPE, 'content-length': '10', 'content-encoding': 'gzip' }));
    const progress: ExportProgress[] = [];
    const file = await methods.exportInvoices({ start_date: '2026-03-01', end_date: '2026-03-31' }, (p) => progress.push(p));
    expect(file?.fileName).toBe('invoices_2026-03-01_2026-03-31.xlsx');
    expect(progress.at(-1)).toEqual({ receivedBytes: 10, rows: null, totalBytes: null });
  });

  it('stops reading when the export is cancelled, and answers null: no file, no failure', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new Uint8Array(100));
      },
    });
    const { methods } = setUp(() => new Response(body, { status: 200, headers: { 'content-type': XLSX_TYPE } }));
    const running = methods.exportInvoices({ start_date: '2026-03-01', end_date: '2026-03-31' }, (p) => p.receivedBytes === 100 && controller.abort(), controller.signal);
    await expect(running).resolves.toBeNull();
  });
});
