import type {
  ChargeAnswer,
  ChargeEdit,
  DisputedLastAnswer,
  InvoiceKinds,
  InvoiceMailPreview,
  InvoicesExportQuery,
  InvoiceZones,
  NewCharge,
  SendInvoiceAgain,
  SendInvoiceAgainAnswer,
  UndisputeScope,
} from '../../contracts/charges';
import { PDF_TYPE, XLSX_TYPE, type HttpClient } from '../http';
import { tracedCall } from '../tracer';

type Charge = ChargeAnswer['stripe_charge'];

/** How far a streamed invoices export is: bytes received, and the rows the server announced (X-Export-Rows) when it did. */
export interface ExportProgress {
  receivedBytes: number;
  rows: number | null;
  /** the file's size when the server gave it (Content-Length), for a determinate bar */
  totalBytes: number | null;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

const numberHeader = (headers: Headers, name: string) => {
  const value = headers.get(name);
  const parsed = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

/** Content-Length counts the compressed bytes when the answer is compressed, not the bytes the reader sees: then unknown. */
const sizeOf = (headers: Headers) => (headers.get('content-encoding') ? null : numberHeader(headers, 'content-length'));

/** The file name of Content-Disposition (filename="…"), else null. */
const dispositionName = (headers: Headers) => /filename="?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1] ?? null;

/** The invoices' calls of spec 2 §7 "Invoices" besides the list (getList of the `invoices` resource); mutations traced. */
export function invoicesMethods(base: string, http: HttpClient) {
  // a row's url is a path of the API's host (/super_admin/api/stripe_charges/{id}/pdf)
  const apiRoot = base.replace(/\/super_admin\/api$/, '');
  return {
    async invoiceKinds(signal?: AbortSignal): Promise<InvoiceKinds['kinds']> {
      const { json } = await http<InvoiceKinds>(`${base}/stripe_charges/kinds`, { signal });
      return json.kinds;
    },
    async invoiceZones(signal?: AbortSignal): Promise<InvoiceZones['zones']> {
      const { json } = await http<InvoiceZones>(`${base}/stripe_charges/zones`, { signal });
      return json.zones;
    },
    /** Creates an invoice or a credit note; `resend` e-mails it once its PDF is ready. */
    createInvoice: tracedCall('invoices', 'createInvoice', async (requestId, body: NewCharge): Promise<Charge> => {
      const { json } = await http<ChargeAnswer>(`${base}/stripe_charges`, { method: 'POST', body, requestId });
      return json.stripe_charge;
    }),
    updateInvoice: tracedCall('invoices', 'updateInvoice', async (requestId, id: number, stripeCharge: ChargeEdit['stripe_charge']): Promise<Charge> => {
      const { json } = await http<ChargeAnswer>(`${base}/stripe_charges/${id}`, { method: 'PATCH', body: { stripe_charge: stripeCharge }, requestId });
      return json.stripe_charge;
    }),
    /** What "send invoice" will e-mail (the mail-preview modal). */
    async invoiceMailPreview(id: number, signal?: AbortSignal): Promise<InvoiceMailPreview> {
      const { json } = await http<InvoiceMailPreview>(`${base}/stripe_charges/${id}/mail`, { signal });
      return json;
    },
    sendInvoiceAgain: tracedCall('invoices', 'sendInvoiceAgain', async (requestId, body: SendInvoiceAgain): Promise<SendInvoiceAgainAnswer> => {
      const { json } = await http<SendInvoiceAgainAnswer>(`${base}/send_invoice_again`, { method: 'POST', body, requestId });
      return json;
    }),
    /** A charge's PDF (GET on the row's url, with the bearer token): 409 document_not_ready until its document exists. */
    async invoicePdf(url: string, signal?: AbortSignal): Promise<Blob> {
      const { json } = await http<Blob>(/^https?:\/\//.test(url) ? url : `${apiRoot}${url}`, { accept: PDF_TYPE, signal });
      return json;
    },
    /**
     * The charges created in the range as an .xlsx the server streams (spec 2 §2.8); `onProgress` hears the bytes received and the row
     * count of X-Export-Rows; null when `signal` cancelled it (the user's choice, not a failure). 403 without
     * can_create_or_update_invoices; 422 invalid_range or range_too_long.
     */
    async exportInvoices(range: InvoicesExportQuery, onProgress: (progress: ExportProgress) => void, signal?: AbortSignal): Promise<ExportedFile | null> {
      try {
        const { json, headers } = await http<Blob>(`${base}/invoices/exports.xlsx`, {
          query: { start_date: range.start_date, end_date: range.end_date },
          accept: XLSX_TYPE,
          signal,
          onDownloadProgress: (receivedBytes, answerHeaders) =>
            onProgress({ receivedBytes, rows: numberHeader(answerHeaders, 'x-export-rows'), totalBytes: sizeOf(answerHeaders) }),
        });
        return { blob: json, fileName: dispositionName(headers) ?? `invoices_${range.start_date}_${range.end_date}.xlsx` };
      } catch (error) {
        if (signal?.aborted) return null;
        throw error;
      }
    },
    /** The disputed payment undispute_last would lift, or null. */
    async disputedLastCharge(scope: UndisputeScope, signal?: AbortSignal): Promise<Charge | null> {
      const { json } = await http<DisputedLastAnswer>(`${base}/stripe_charges/disputed_last`, { query: { ...scope }, signal });
      return json.stripe_charge;
    },
    undisputeLastCharge: tracedCall('invoices', 'undisputeLastCharge', async (requestId, scope: UndisputeScope): Promise<Charge> => {
      const { json } = await http<ChargeAnswer>(`${base}/stripe_charges/undispute_last`, { method: 'POST', body: { undispute: scope }, requestId });
      return json.stripe_charge;
    }),
  };
}
