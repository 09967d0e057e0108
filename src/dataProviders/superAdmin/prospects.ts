import type { DeliverMailAnswer, DeliverMailRequest, ProspectAnswer, ProspectsPage, ProspectUpdate, ReinviteAnswer } from '../../contracts/prospects';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** What the prospects page needs besides its rows: the steps, the pack offers and whether the mail without payment link may be sent. */
export type ProspectOptions = Omit<ProspectsPage, 'account_creations' | 'total'>;

/** Prospects and the account-creation mail of spec 2 §7 (mutations traced); `base` is the super-admin API's root. */
export function prospectsMethods(base: string, http: HttpClient) {
  return {
    /** The list's served options (its first page answers them; the rows come through getList). */
    async prospectOptions(signal?: AbortSignal): Promise<ProspectOptions> {
      const { json } = await http<ProspectsPage>(`${base}/prospects`, { query: { sort: 'id', direction: 'desc', page: 1 }, signal });
      return { statuses: json.statuses, pack_offers: json.pack_offers, can_link_without_pay: json.can_link_without_pay };
    },
    /** Edits a prospect's step and contact fields. */
    updateProspect: tracedCall('prospects', 'updateProspect', async (requestId, id: number, prospect: ProspectUpdate['prospect']) => {
      const { json } = await http<ProspectAnswer>(`${base}/prospects/${id}`, { method: 'PATCH', body: { prospect }, requestId });
      return json.account_creation;
    }),
    /** Sends the account-creation mail again. */
    reinviteProspect: tracedCall('prospects', 'reinviteProspect', async (requestId, id: number) => {
      const { json } = await http<ReinviteAnswer>(`${base}/prospects/${id}/reinvite`, { method: 'POST', requestId });
      return json;
    }),
    /** Sends the account-creation mail to a new prospect (spec 2 §3 "Invitation mail payload"). */
    deliverAccountCreationMail: tracedCall('prospects', 'deliverAccountCreationMail', async (requestId, mail: DeliverMailRequest['mail']) => {
      const { json } = await http<DeliverMailAnswer>(`${base}/mails/deliver`, { method: 'POST', body: { mail }, requestId });
      return json;
    }),
  };
}
