import type { Kysely } from 'kysely';
import { writeAudit, type AuditEntry } from '../../../audit/audit.js';
import type { Database } from '../../../db/types/index.js';
import { queueEmail, type NewEmail, type QueuedMessage } from '../../../outbox/queue.js';
import type { StoredCharge } from '../store.js';

/** Who sends: the actor and, inside a request, its trace (audit.ts). */
export type SendTrace = Pick<AuditEntry, 'actor' | 'requestId' | 'correlationId' | 'ip'>;

/**
 * Sends an invoice in the caller's transaction: the e-mail (its PDF attached) queued in the outbox, the
 * charge's sent_at set when it was never sent, and the audit row stripe_charge.send, which names the
 * message and the attachment but never holds the PDF's bytes.
 */
export async function recordInvoiceSend(
  trx: Kysely<Database>,
  charge: StoredCharge,
  email: NewEmail,
  trace: SendTrace,
  about: Record<string, unknown> = {},
): Promise<QueuedMessage> {
  const queued = await queueEmail(trx, email);
  const at = new Date().toISOString();
  await trx.updateTable('stripe_charges').set({ sent_at: at, updated_at: at }).where('id', '=', charge.id).where('sent_at', 'is', null).execute();
  await writeAudit(trx, {
    ...trace,
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
