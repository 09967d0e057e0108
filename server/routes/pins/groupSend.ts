import type { PinSendResult } from '../../../src/contracts/pins.js';
import { createBlacklist } from '../../adapters/blacklist/index.js';
import type { Config } from '../../config.js';
import type { JobHandler } from '../../jobs/worker.js';
import { pinRenderer } from './mail.js';
import { addResults, emptyResult, PIN_SEND_BATCH, sendPinsBatch } from './send.js';
import { groupUserIds, pinUsersByIds } from './store.js';

/** The job kind of a group PIN send (POST /super_admin/api/pins with type shop or organisation). */
export const PIN_SEND = 'pin_send';

export interface PinSendPayload {
  type: 'shop' | 'organisation';
  id: number;
  organisationId: number;
  send_sms: boolean;
  send_mail: boolean;
}

/**
 * Sends the PINs of a shop's or an organisation's non-archived users, PIN_SEND_BATCH users per
 * transaction (their outbox messages and an audit row each), progress after each batch; the result is
 * the counts {sent, messages, skipped_no_phone, skipped_no_email, blocked}. Its audit rows, events and
 * messages carry the trace of the request that started it (the job's). A job run again after its
 * worker stopped sends the whole group again (a PIN may arrive twice, never zero times, as the outbox).
 */
export function pinSendHandler(config: Config): JobHandler {
  return async ({ db, dialect, job, progress, signal, audit, origin }) => {
    const payload = JSON.parse(job.payload) as PinSendPayload;
    const ids = await groupUserIds(db, payload.type, payload.id);
    const options = {
      sendSms: payload.send_sms,
      sendMail: payload.send_mail,
      createdById: job.created_by_id,
      renderer: pinRenderer(config.productName),
      blacklist: createBlacklist(db, config.outbox.blacklistUrl),
      origin,
    };
    const relations = () => ({ organisationId: payload.organisationId, shopId: payload.type === 'shop' ? payload.id : null });
    let result: PinSendResult = emptyResult();
    await progress(0, ids.length);
    for (let start = 0; start < ids.length; start += PIN_SEND_BATCH) {
      signal.throwIfAborted();
      // archived since the job started: not sent
      const users = (await pinUsersByIds(db, ids.slice(start, start + PIN_SEND_BATCH))).filter((u) => !u.archived_at);
      const batch = await sendPinsBatch(db, dialect, users, relations, options, (trx, sent) =>
        audit(trx, {
          action: 'pins.send_batch',
          entityType: payload.type,
          entityId: payload.id,
          // never the PINs themselves: which users got one generated, and what was queued
          after: { job_id: job.id, users: users.length, pin_generated_user_ids: sent.generated, ...sent.result },
          // each user's history tells of their PIN (issue 19)
          alsoTells: sent.userIds.map((userId) => ({ entityType: 'user', entityId: userId, event: { subtype: 'PIN_SENT' } })),
        }),
      );
      result = addResults(result, batch.result);
      await progress(Math.min(start + PIN_SEND_BATCH, ids.length), ids.length);
      // let requests through between batches (better-sqlite3 answers synchronously): the console sees the progress
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return result;
  };
}
