import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { importFileLanguage } from '../../../src/domain/prospects/prospects.js';
import { isTemplateCountry } from '../../../src/domain/userImport/columns.js';
import type { ChangeOrigin } from '../../audit/audit.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import { queueEmail, type NewAttachment } from '../../outbox/queue.js';
import { mailLocale, renderEmail } from '../../outbox/templates/index.js';
import { buildUserImportTemplate } from '../userImport/template.js';
import type { ProspectRecord } from './store.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An opaque, unguessable token for the payment link (192 random bits, URL-safe); the prospect row keeps it. */
export const newPaymentToken = (): string => randomBytes(24).toString('base64url');

function mainAppBase(config: Config, request: FastifyRequest): string {
  return config.mainAppUrl ?? `${request.protocol}://${request.host}/main_app`;
}

/** Where the prospect creates the account and pays: the main application's page for that token. */
export const paymentUrl = (config: Config, request: FastifyRequest, token: string): string =>
  `${mainAppBase(config, request)}/account_creation/${encodeURIComponent(token)}`;

/** Without payment link: the main application's sign-up page for that address. */
const signUpUrl = (config: Config, request: FastifyRequest, email: string): string =>
  `${mainAppBase(config, request)}/users/sign_up?email=${encodeURIComponent(email)}`;

/** The account-creation mail of this prospect (rendered and its attachment built before the caller's transaction). */
type MailFields = Pick<ProspectRecord, 'language' | 'payment_token' | 'include_employees_import_file' | 'organisation_name' | 'email' | 'country'>;

export async function accountCreationMail(config: Config, request: FastifyRequest, prospect: MailFields) {
  const locale = mailLocale(prospect.language);
  const link = prospect.payment_token ? paymentUrl(config, request, prospect.payment_token) : null;
  const withImportFile = prospect.include_employees_import_file === 1;
  const rendered = await renderEmail('account_creation', {
    locale,
    product: config.productName,
    customerName: prospect.organisation_name ?? prospect.email,
    paymentUrl: link,
    signInUrl: signUpUrl(config, request, prospect.email),
    withImportFile,
  });
  const attachments: NewAttachment[] = [];
  if (withImportFile) {
    const country = isTemplateCountry(prospect.country) ? prospect.country : 'FR';
    const language = importFileLanguage(locale);
    attachments.push({ name: `employees_import_${language}_${country}.xlsx`, contentType: XLSX, content: await buildUserImportTemplate(language, country) });
  }
  return { locale, link, rendered, attachments };
}

export type AccountCreationMail = Awaited<ReturnType<typeof accountCreationMail>>;

/** Queues the rendered mail in the outbox inside the caller's transaction. */
export function queueAccountCreationMail(trx: Kysely<Database>, prospect: Pick<ProspectRecord, 'email'>, mail: AccountCreationMail, staffId: number, origin: ChangeOrigin) {
  return queueEmail(trx, {
    kind: 'account_creation',
    to: [prospect.email],
    language: mail.locale,
    subject: mail.rendered.subject,
    html: mail.rendered.html,
    text: mail.rendered.text,
    attachments: mail.attachments,
    createdById: staffId,
  }, origin);
}
