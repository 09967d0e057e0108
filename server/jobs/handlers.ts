import type { Config } from '../config.js';
import { outboxDeliveryHandler } from '../outbox/delivery.js';
import { OUTBOX_DELIVERY } from '../outbox/queue.js';
import { INVOICE_DOCUMENT, invoiceDocumentHandler } from '../routes/charges/document.js';
import { PIN_SEND, pinSendHandler } from '../routes/pins/groupSend.js';
import { OUTBOUND_REQUEST_DELIVERY, outboundRequestHandler } from '../outbound/outboundRequests.js';
import { runShopsSynchronization, SHOPS_SYNCHRONIZATION } from '../routes/synchronization/shopsSynchronization.js';
import type { JobHandler } from './worker.js';

/** Every kind of background job the in-process worker runs. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [SHOPS_SYNCHRONIZATION]: runShopsSynchronization,
};

/** The handlers, with those that need the settings (the outbox's transports, the billing automation service, the invoice seller). */
export function jobHandlers(config: Config): Readonly<Record<string, JobHandler>> {
  return {
    ...JOB_HANDLERS,
    [OUTBOX_DELIVERY]: outboxDeliveryHandler(config.outbox),
    [INVOICE_DOCUMENT]: invoiceDocumentHandler(config),
    [PIN_SEND]: pinSendHandler(config),
    [OUTBOUND_REQUEST_DELIVERY]: outboundRequestHandler(config.billingAutomation),
  };
}
