import type { Kysely } from 'kysely';
import type { ChangeSource } from '../../../audit/audit.js';
import type { Database } from '../../../db/types/index.js';
import { queueEmail, type NewEmail, type QueuedMessage } from '../../../outbox/queue.js';
import { markChargeSent, type StoredCharge } from '../store.js';

/**
 * Sends an invoice in the caller's transaction, on behalf of a request or of the job that renders a new charge: the e-mail (its PDF attached) queued in the outbox, the
 * charge's sent_at set when it was never sent, and the audit row stripe_charge.send, which names the
 * message and the attachment but never holds the PDF's bytes.
 */
export async function recordInvoiceSend(
  trx: Kysely<Database>,
  charge: StoredCharge,
  email: NewEmail,
  sender: ChangeSource,
  about: Record<string, unknown> = {},
): Promise<QueuedMessage> {
  const queued = await queueEmail(trx, email, sender.origin);
  await markChargeSent(trx, charge.id);
  await sender.audit(trx, {
    action: 'stripe_charge.send',
    entityType: 'stripe_charge',
    entityId: charge.id,
    event: { subtype: 'INVOICE_SENT' },
    after: {
      message_id: queued.id,
      to: email.to,
      subject: email.subject,
      attachments: (email.attachments ?? []).map((a) => ({ name: a.name, content_type: a.contentType, bytes: 'content' in a ? a.content.byteLength : null })),
      ...about,
    },
  });
  return queued;
}
