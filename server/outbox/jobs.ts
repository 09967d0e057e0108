import type { JobArea } from '../jobs/registry.js';
import { outboxDeliveryHandler } from './delivery.js';
import { OUTBOX_DELIVERY } from './queue.js';

/** The outbox's delivery job (one attempt at one message): internal, read through the e-mail repository, not as a job. */
export const outboxJobs: JobArea = (config) => [{ kind: OUTBOX_DELIVERY, handler: outboxDeliveryHandler(config.outbox), readers: null }];
