import { Type, type Static, type TSchema } from 'typebox';
import { STATUS_REASON_KEYS } from '../domain/emails/statusReasons.js';

/**
 * The e-mail repository service (spec 2 §2.6, §3 "Email display response" and "Test email request", §5, §7; issue 19),
 * mounted on its own prefix (SERVICE_PATHS.emails, /services/emails). It reads the outbox (server/outbox/): every e-mail
 * and SMS the console caused, with its status history. Keyset pagination: `next` is an opaque cursor (null: no more).
 */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (a day of Europe/Paris)' });

/** One sent e-mail or SMS in the viewer's table. */
export const SentEmail = Type.Object({
  id: Type.Integer({ description: 'the outbox message (emailId of the events)' }),
  channel: Type.Enum(['email', 'sms']),
  kind: Type.String({ description: 'the template: invitation, pin, invoice, account_creation, test_email…' }),
  to: Type.Array(Type.String()),
  subject: Nullable(Type.String({ description: 'null for an SMS' })),
  status: Type.String({ description: 'the latest status, e.g. EMAIL_DELIVERED (spec 2 §3 subtypes)' }),
  statusColour: Type.String({ description: 'spec 2 §3 tag colour: success, secondary (blue), info, primary, warning, error, light, disabled' }),
  userId: Nullable(Type.Integer()),
  shopId: Nullable(Type.Integer()),
  organisationId: Nullable(Type.Integer()),
  createdAt: Type.String({ description: 'ISO instant' }),
  attachments: Type.Integer({ description: 'how many files are attached' }),
});
export type SentEmail = Static<typeof SentEmail>;

/** GET /services/emails/emails: exactly one of user_id, organisation_id; from..to (default yesterday..today, no future day). */
export const SentEmailsQuery = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  organisation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  from: Type.Optional(IsoDay),
  to: Type.Optional(IsoDay),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type SentEmailsQuery = Static<typeof SentEmailsQuery>;

export const SentEmailsPage = Type.Object({ data: Type.Array(SentEmail), next: Nullable(Type.String()) });
export type SentEmailsPage = Static<typeof SentEmailsPage>;

/** GET /services/emails/emails/{id}: where to read the content and the attachments (signed links that expire). */
export const EmailDisplay = Type.Object({
  id: Type.Integer(),
  subject: Nullable(Type.String()),
  to: Type.Array(Type.String()),
  status: Type.String(),
  history: Type.Array(
    Type.Object({
      status: Type.String(),
      at: Type.String(),
      detail: Nullable(Type.String({ description: 'why, as the outbox or the provider wrote it (English, technical): for logs and unknown reasons' })),
      reason_key: Type.Optional(
        Nullable(
          Type.String({
            description:
              "issue 28: the stable key of `detail` when it is one of the outbox's reasons (src/domain/emails/statusReasons.ts), for the " +
              `client to translate (the console: sent_emails.reasons.<key>): ${STATUS_REASON_KEYS.join(', ')}; null for another text ` +
              '(a receipt, a bounce); absent from older servers. A client meeting a key it does not know shows `detail`.',
            examples: ['setting_missing'],
          }),
        ),
      ),
      reason_params: Type.Optional(
        Nullable(
          Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()]), {
            description: "the values of reason_key's text: setting (SMTP_URL…), recipients, attempts, error, at (ISO instant of the next attempt)",
          }),
        ),
      ),
    }),
  ),
  content: Type.Object({
    url: Type.String({
      description:
        "a signed link to the stored HTML (or the SMS text), served with a strict CSP; expires. A path of the API's host, as a charge's url " +
        '(/services/emails/content/{id}?expires=…&signature=…): the console puts its API root in front',
    }),
  }),
  attachments: Type.Array(
    Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer(), url: Type.String({ description: "signed, expires; a path of the API's host" }) }),
  ),
});
export type EmailDisplay = Static<typeof EmailDisplay>;

/** The two e-mail providers a test e-mail can go through (spec 2 §2.6: default the first). */
export const EMAIL_PROVIDERS = ['primary', 'secondary'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];
export const TEST_ATTACHMENT = { minSize: 1, maxSize: 10_000, defaultSize: 100, defaultName: 'sample.txt' } as const;

/** POST /services/emails/test_email (spec 2 §3 "Test email request"). */
export const TestEmailRequest = Type.Object({
  recipient: Type.String({ maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  lang: Type.String({ pattern: '^[A-Z]{2}(-[A-Z]{2})?$', description: 'upper case, e.g. FR, EN, FR-BE', examples: ['FR'] }),
  employeeId: Type.Integer({ minimum: 1 }),
  shopId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  provider: Type.Optional(Type.Enum([...EMAIL_PROVIDERS], { default: 'primary' })),
  attachments: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.Optional(
          Type.String({ minLength: 1, maxLength: 100, pattern: '^[^/\\\\\\x00-\\x1f\\x7f]+$', default: TEST_ATTACHMENT.defaultName, description: 'a file name: no slash, backslash or control character' }),
        ),
        size: Type.Optional(Type.Integer({ minimum: TEST_ATTACHMENT.minSize, maximum: TEST_ATTACHMENT.maxSize, default: TEST_ATTACHMENT.defaultSize })),
      }),
      { maxItems: 5 },
    ),
  ),
});
export type TestEmailRequest = Static<typeof TestEmailRequest>;
export const TestEmailAnswer = Type.Object({ id: Type.Integer({ description: 'the outbox message' }), status: Type.String() });
export type TestEmailAnswer = Static<typeof TestEmailAnswer>;

/** The provider's delivery events (POST /services/emails/webhooks/delivery, provider token). */
export const DELIVERY_EVENTS = ['soft_bounce', 'hard_bounce', 'deferred', 'opened', 'clicked', 'spam', 'unsubscribed'] as const;
export const DeliveryWebhookBody = Type.Object({
  events: Type.Array(
    Type.Object({
      message_id: Type.Integer({ minimum: 1, description: 'our outbox message id (sent as a header with each e-mail)' }),
      event: Type.Enum([...DELIVERY_EVENTS]),
      email: Type.String({ maxLength: 254, description: 'the recipient the event is about' }),
      at: Type.String({ format: 'date-time' }),
      detail: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
    { minItems: 1, maxItems: 1000 },
  ),
});
export type DeliveryWebhookBody = Static<typeof DeliveryWebhookBody>;

/** The webhook's answer: events recorded, events already recorded (a provider's retry: ignored), addresses blacklisted. */
export const DeliveryWebhookAnswer = Type.Object({
  recorded: Type.Integer(),
  duplicates: Type.Integer({ description: 'events identical to one already recorded for the message (same event and instant): ignored' }),
  blacklisted: Type.Array(Type.String(), { description: 'addresses blacklisted by a hard bounce or a spam report' }),
});
export type DeliveryWebhookAnswer = Static<typeof DeliveryWebhookAnswer>;
