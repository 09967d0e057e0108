import type { EventSubscriber } from '../../events/port.js';
import { recordAuditEvents } from './fromAudit.js';
import { recordOutboxStatuses } from './fromOutbox.js';

/**
 * How the events service hears of the console's changes: audited changes with an event note (fromAudit.ts) and every
 * outbox status change (fromOutbox.ts), stored in the publisher's transaction, so an event commits with its change.
 */
export const eventsSubscriber: EventSubscriber = {
  audited: recordAuditEvents,
  outboxStatuses: recordOutboxStatuses,
};
