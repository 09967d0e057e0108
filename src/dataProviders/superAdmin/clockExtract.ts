import type { ClockInOutsAnswer, ShiftItem, ShiftsAnswer } from '../../contracts/clockExtract';
import type { UserRow } from '../../contracts/users';
import type { HttpClient } from '../http';

/** A user the extract offers, with the names its CSV writes. */
export interface ExtractUser {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
}

/** The query both extract calls take. */
export interface ExtractRange {
  userIds: number[];
  startDate: string;
  endDate: string;
}

/** The user row has the full name and the first name: the last name is what follows the first one. */
const lastNameOf = (row: Pick<UserRow, 'name' | 'first_name'>) =>
  row.name.startsWith(row.first_name) ? row.name.slice(row.first_name.length).trim() : row.name;

/**
 * The clock-in/out extract's calls (spec 2 §2.2, §7), reads only: the shop's active users, the main application's
 * shifts (/v3, on the main application's API: the auth service's root) and the punch service's clock-ins/outs.
 * Each root is "" for same origin.
 */
export function clockExtractMethods(superAdminUrl: string, mainAppApiUrl: string, http: HttpClient) {
  const superAdmin = `${superAdminUrl}/super_admin/api`;
  const rangeQuery = ({ userIds, startDate, endDate }: ExtractRange) => ({ user_ids: userIds.join(','), start_date: startDate, end_date: endDate });
  return {
    /** The shop's active (not archived) users, by id. */
    async getShopActiveUsers(shopId: number, signal?: AbortSignal): Promise<ExtractUser[]> {
      const { json } = await http<{ users: Pick<UserRow, 'id' | 'name' | 'first_name'>[] }>(`${superAdmin}/users`, {
        query: { type: 'shop', shop_id: shopId, status: 'active', skip_pagination: true, fields: 'name,first_name' },
        signal,
      });
      return (json?.users ?? []).map((row) => ({ id: row.id, name: row.name, first_name: row.first_name, last_name: lastNameOf(row) }));
    },
    /** Every shift and absence of the users in the range (skip_pagination). */
    async getExtractShifts(shopId: number, range: ExtractRange, signal?: AbortSignal): Promise<ShiftItem[]> {
      const { json } = await http<ShiftsAnswer>(`${mainAppApiUrl}/v3/api/v1/shifts`, { query: { ...rangeQuery(range), shop_id: shopId, skip_pagination: true }, signal });
      return json?.shifts ?? [];
    },
    /** The clock-ins/outs of the users in the range, with the shop's time zone. */
    async getExtractClockInOuts(shopId: number, range: ExtractRange, signal?: AbortSignal): Promise<ClockInOutsAnswer> {
      const { json } = await http<ClockInOutsAnswer>(`${superAdmin}/punch_clock/shops/${shopId}/clock_in_outs`, { query: rangeQuery(range), signal });
      return json as ClockInOutsAnswer;
    },
  };
}
