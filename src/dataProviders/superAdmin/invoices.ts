import type {
  ChargeAnswer,
  ChargeEdit,
  DisputedLastAnswer,
  InvoiceKinds,
  InvoiceMailPreview,
  InvoiceZones,
  NewCharge,
  SendInvoiceAgain,
  SendInvoiceAgainAnswer,
  UndisputeScope,
} from '../../contracts/charges';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

type Charge = ChargeAnswer['stripe_charge'];

/** The invoices' calls of spec 2 §7 "Invoices" besides the list (getList of the `invoices` resource); mutations traced. */
export function invoicesMethods(base: string, http: HttpClient) {
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
