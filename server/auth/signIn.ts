import { sql, type Kysely } from 'kysely';
import type { Database, User } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import { DEMO_PASSWORDS } from '../seed/demoAccounts.js';
import { verifyPassword } from './passwords.js';

/** Verified when the e-mail is unknown, so both answers take about as long (hash of a discarded random password). */
const TIMING_EQUALISER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$uPrw+IOfu682JBHj3ms05w$LGPzNW1fGir7mpRgCjWNos5etlTB78lHXcujUwvNbYg';

function refuse(status: 401 | 403, key: string, message: string): never {
  throw new AppError(status, key, message);
}

/**
 * The sign-in checks of spec 1 §8, in order; returns the user when every check passes.
 * Customers (non super admins) also sign in here: this is the main application's auth.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  options: { production: boolean },
): Promise<User> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', credentials.email.trim().toLowerCase())
    .executeTakeFirst();

  if (!user) {
    await verifyPassword(TIMING_EQUALISER_HASH, credentials.password);
    refuse(401, 'invalid_credentials', 'Invalid e-mail or password.');
  }
  const passwordOk = await verifyPassword(user.password_hash, credentials.password);
  if (!passwordOk || (options.production && DEMO_PASSWORDS.has(credentials.password))) {
    refuse(401, 'invalid_credentials', 'Invalid e-mail or password.');
  }
  if (user.archived_at) refuse(403, 'archived_user', 'This account has been archived.');
  if (!user.confirmed_at) refuse(403, 'unconfirmed_user', 'This account has not been confirmed yet.');
  if (!user.super_admin) await checkCustomerAccess(db, user);
  return user;
}

async function checkCustomerAccess(db: Kysely<Database>, user: User): Promise<void> {
  const organisation = await db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
    .select('organisations.status')
    .where('memberships.user_id', '=', user.id)
    .orderBy('memberships.main', 'desc')
    .orderBy('memberships.id')
    .executeTakeFirst();
  if (organisation?.status === 'cancelled') {
    refuse(403, 'cancelled_organisation', "This account's organisation has been cancelled.");
  }
  if (organisation?.status === 'waiting') {
    refuse(403, 'organisation_waiting', "This account's organisation is not active yet.");
  }
  if (user.time_clock_only) {
    const badgingShop = await db
      .selectFrom('memberships')
      .innerJoin('shops', 'shops.id', 'memberships.shop_id')
      .select('shops.id')
      .where('memberships.user_id', '=', user.id)
      .where('shops.badging', '=', 1)
      .executeTakeFirst();
    if (!badgingShop) refuse(403, 'time_clock_disabled', 'The time clock is not enabled for any of your shops.');
  }
}
