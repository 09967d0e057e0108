import type { JobArea } from '../jobs/registry.js';
import { OUTBOUND_REQUEST_DELIVERY, outboundRequestHandler } from './outboundRequests.js';

/** The delivery of calls to outside services that must not be lost (a CRM delete request): internal, not read as a job. */
export const outboundJobs: JobArea = (config) => [
  { kind: OUTBOUND_REQUEST_DELIVERY, handler: outboundRequestHandler(config.billingAutomation), readers: null },
];
