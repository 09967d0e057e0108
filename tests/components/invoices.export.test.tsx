import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XLSX_TYPE } from '../../src/dataProviders/http';
import { json } from './consoleHarness';
import { invoicesBackend, plain, renderInvoices, table, type Request } from './invoicesHarness';

/** An export answer whose body the test sends chunk by chunk. */
function streamedExport(headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      controller = stream;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': XLSX_TYPE, 'x-export-rows': '1250', ...headers } }),
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes).fill(0x50)),
    end: () => controller.close(),
  };
}

const isExport = (r: Request) => r.url.pathname === '/super_admin/api/invoices/exports.xlsx';
const dayInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const exportButton = () => screen.getByRole('button', { name: 'Exporter (.xlsx)' });
const progressText = () => plain(screen.getByRole('status').textContent);

async function exportPage(answer: (request: Request) => Response) {
  const backend = invoicesBackend({ route: (r) => (isExport(r) ? answer(r) : undefined) });
  const rendered = renderInvoices('/invoices', backend);
  await table();
  await screen.findByRole('button', { name: 'Exporter (.xlsx)' });
  return { ...rendered, backend };
}

describe('/invoices, the XLSX export (spec 2 §2.8, §9)', () => {
  let saved: Array<{ name: string; blob: Blob }>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T10:00:00'));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    saved = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('defaults to the current month, sends the range, shows what streams in, then downloads the file', async () => {
    const file = streamedExport({ 'content-disposition': 'attachment; filename="invoices_2026-03-01_2026-03-31.xlsx"' });
    const { user, backend } = await exportPage(() => file.response);
    expect(dayInput('start_date').value).toBe('01/03/2026');
    expect(dayInput('end_date').value).toBe('31/03/2026');

    await user.click(exportButton());
    await waitFor(() => expect(progressText()).toBe('0 ko reçus · 1 250 lignes'));
    expect(Object.fromEntries(backend.requests.find(isExport)!.url.searchParams)).toEqual({ start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(backend.requests.find(isExport)!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(exportButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Export en cours' })).not.toHaveAttribute('aria-valuenow');

    file.send(2048);
    await waitFor(() => expect(progressText()).toBe('2 ko reçus · 1 250 lignes'));
    file.send(10240);
    await waitFor(() => expect(progressText()).toBe('12 ko reçus · 1 250 lignes'));
    expect(saved).toEqual([]);
    file.end();

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('invoices_2026-03-01_2026-03-31.xlsx');
    expect(saved[0].blob.size).toBe(12288);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(exportButton()).toBeEnabled();
  });

  it('fills a determinate bar when the server gives the size', async () => {
    const file = streamedExport({ 'content-length': '4096' });
    const { user } = await exportPage(() => file.response);
    await user.click(exportButton());
    file.send(1024);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Export en cours' })).toHaveAttribute('aria-valuenow', '25'));
    file.send(3072);
    file.end();
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('sends the chosen days; an end before the start disables the button and says why', async () => {
    const file = streamedExport();
    const { user, backend } = await exportPage(() => file.response);
    fireEvent.change(dayInput('end_date'), { target: { value: '28/02/2026' } });
    expect(await screen.findByText('La fin précède le début')).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
    fireEvent.change(dayInput('start_date'), { target: { value: '01/01/2026' } });
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(screen.queryByText('La fin précède le début')).not.toBeInTheDocument();
    await user.click(exportButton());
    await waitFor(() => expect(backend.requests.some(isExport)).toBe(true));
    expect(Object.fromEntries(backend.requests.find(isExport)!.url.searchParams)).toEqual({ start_date: '2026-01-01', end_date: '2026-02-28' });
    file.end();
  });

  it.each([
    [403, 'missing_permission', "Vous n'avez pas la permission d'exporter les factures."],
    [422, 'invalid_range', "La période d'export n'est pas valide."],
    [422, 'range_too_long', "La période d'export est trop longue : choisissez une période plus courte."],
    [500, 'internal', "L'export n'a pas pu être généré. Réessayez."],
  ])('toasts a %i %s with its own text and saves nothing', async (status, error, text) => {
    const { user } = await exportPage(() => json(status, { error, message: 'refused' }));
    await user.click(exportButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(exportButton()).toBeEnabled());
  });

  it('cancels a running export: no file, a notice, the button back', async () => {
    const file = streamedExport();
    const { user } = await exportPage(() => file.response);
    await user.click(exportButton());
    file.send(1024);
    await waitFor(() => expect(progressText()).toBe('1 ko reçus · 1 250 lignes'));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('Export annulé')).toBeInTheDocument();
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(saved).toEqual([]);
  });
});
