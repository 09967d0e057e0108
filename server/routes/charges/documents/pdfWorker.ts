// The invoice PDFs' worker thread (pdfThread.ts): draws each document it is sent and answers its bytes.
import { parentPort } from 'node:worker_threads';
import type { InvoiceSeller } from '../../../config.js';
import { drawInvoicePdf, type InvoiceCharge } from './pdf.js';

parentPort!.on('message', async ({ id, charge, seller }: { id: number; charge: InvoiceCharge; seller: InvoiceSeller }) => {
  try {
    const pdf = await drawInvoicePdf(charge, seller);
    parentPort!.postMessage({ id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
