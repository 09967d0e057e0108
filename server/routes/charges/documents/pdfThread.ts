import { Worker } from 'node:worker_threads';
import type { InvoiceSeller } from '../../../config.js';
import type { InvoiceCharge } from './pdf.js';

/**
 * The invoice PDFs' thread (issue 26, "Load and memory"): one worker thread, started on the first PDF, renders them one
 * after another (pdfWorker.ts) so that pdfkit's synchronous layout never holds the server's event loop. It exists in
 * the server's bundle (build/server/pdf-worker.mjs, scripts/lib/serverBuild.mjs); elsewhere the PDF is drawn in place.
 */
const WORKER_FILE = new URL('./pdf-worker.mjs', import.meta.url);
const bundled = import.meta.url.endsWith('.mjs');

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

/** An idle thread ends after this long: pdfkit, its fonts and its heap (~40 MB) are not kept by a server that renders no more. */
const IDLE_MS = 15_000;

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

export const pdfThreadAvailable = () => bundled;

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
  worker = null;
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  started.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) {
      started.unref();
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        if (worker === started && pending.size === 0) {
          worker = null;
          void started.terminate();
        }
      }, IDLE_MS).unref();
    }
    if (!waiting) return;
    if (pdf) waiting.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    else waiting.reject(new Error(error ?? 'the PDF could not be rendered'));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`the PDF thread stopped (exit code ${code})`));
  });
  worker = started;
  return started;
}

export function renderOnPdfThread(charge: InvoiceCharge, seller: InvoiceSeller): Promise<Buffer> {
  const id = nextId++;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const target = thread();
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // while a PDF is pending the thread keeps the process alive; idle, it does not hold a stopping server
    target.ref();
    target.postMessage({ id, charge, seller });
  });
}
