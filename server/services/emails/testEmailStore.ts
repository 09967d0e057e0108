import type { Kysely } from 'kysely';
import { LOCALE_CODES, type Locale } from '../../../src/domain/locales.js';
import type { EmailProvider } from '../../../src/contracts/emails.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** The locale an upper-case language names ('FR' -> fr, 'FR-BE' -> fr-BE); undefined when it is not one of the 11. */
export function localeOfLang(lang: string): Locale | undefined {
  return LOCALE_CODES.find((locale) => locale.toUpperCase() === lang.toUpperCase());
}

/** The bytes of the test attachment: a text file of exactly `size` bytes (ASCII, so bytes and characters agree). */
export function sampleAttachment(size: number): Buffer {
  const line = 'Planora test attachment: the sent-emails viewer sent this file to check delivery.\n';
  return Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size), 'ascii');
}

/**
 * Who and where a test e-mail is filed under: the employee (404 when unknown; 422 not_an_employee for a staff
 * account or a user without organisation), their organisation, and the shop asked for (422 invalid_shop unless it
 * is one of that organisation's) or else the employee's main shop.
 */
export async function testEmailRelations(db: Kysely<Database>, employeeId: number, shopId: number | null | undefined) {
  const employee = await db.selectFrom('users').select(['id', 'organisation_id', 'super_admin']).where('id', '=', employeeId).executeTakeFirst();
  if (!employee) throw new AppError(404, 'not_found', `No employee ${employeeId}.`, [{ path: 'employeeId', message: 'no such user' }]);
  if (employee.super_admin || employee.organisation_id === null) {
    throw new AppError(422, 'not_an_employee', `User ${employeeId} is not an employee of an organisation.`, [{ path: 'employeeId', message: 'not an employee' }]);
  }
  const organisationId = employee.organisation_id;
  if (shopId !== undefined && shopId !== null) {
    const shop = await db.selectFrom('shops').select('organisation_id').where('id', '=', shopId).executeTakeFirst();
    if (shop?.organisation_id !== organisationId) {
      throw new AppError(422, 'invalid_shop', `Shop ${shopId} is not a shop of the employee's organisation.`, [{ path: 'shopId', message: "not a shop of the employee's organisation" }]);
    }
    return { userId: employee.id, organisationId, shopId };
  }
  const main = await db.selectFrom('memberships').select('shop_id').where('user_id', '=', employeeId).where('main', '=', 1).orderBy('id').executeTakeFirst();
  return { userId: employee.id, organisationId, shopId: main?.shop_id ?? null };
}

/** Files the queued test e-mail under the provider chosen for it (its delivery job sends it there). */
export async function setMessageProvider(trx: Kysely<Database>, messageId: number, provider: EmailProvider): Promise<void> {
  await trx.updateTable('outbox_messages').set({ provider }).where('id', '=', messageId).execute();
}
