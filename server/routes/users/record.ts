import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { UserDetail } from '../../../src/contracts/users.js';
import type { Blacklist, BlacklistKind } from '../../adapters/blacklist/index.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { displayName } from '../../lists/sortKeys.js';
import { placements, userStatus } from './rows.js';

const RECORD_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'organisation_id',
  'contract_hours',
  'badging_pin',
  'invitation_accepted_at',
  'archived_at',
] as const;

/** The user's row, or 404 not_found. Staff accounts (super admins) are users too and open the same way. */
export async function findUser(db: Kysely<Database>, id: number) {
  const user = await db.selectFrom('users').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError(404, 'not_found', `No user ${id}.`);
  return user;
}

/** Whether the address or number is blacklisted; a blacklist service that cannot answer counts as "not listed" (logged). */
async function listed(blacklist: Blacklist, kind: BlacklistKind, value: string | null, log: FastifyBaseLogger): Promise<boolean> {
  if (!value) return false;
  try {
    return (await blacklist.find(kind, value)) !== null;
  } catch (error) {
    log.warn({ err: error, kind }, 'blacklist service did not answer; reported as not blacklisted');
    return false;
  }
}

/** Spec 2 §3 "User (detail)", with where they work and what the blacklist holds of them. */
export async function userDetail(db: Kysely<Database>, blacklist: Blacklist, id: number, log: FastifyBaseLogger): Promise<UserDetail> {
  const user = await findUser(db, id);
  const [place, emailListed, phoneListed] = await Promise.all([
    placements(db, [user]).then((map) => map.get(id)!),
    listed(blacklist, 'email', user.email, log),
    listed(blacklist, 'phone', user.phone, log),
  ]);
  return {
    id: user.id,
    name: displayName(user),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phoneNumber: user.phone,
    organisation: place.organisation,
    shop: place.shop,
    shops: place.shops,
    contractHours: user.contract_hours,
    badgingPin: user.badging_pin,
    invitationAcceptedAt: user.invitation_accepted_at,
    status: userStatus(user),
    archivedAt: user.archived_at,
    blacklisted: { email: emailListed, phone: phoneListed },
  };
}
