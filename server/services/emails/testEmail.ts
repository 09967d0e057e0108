import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TEST_ATTACHMENT, TestEmailAnswer, TestEmailRequest } from '../../../src/contracts/emails.js';
import { audit, requestOrigin } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { queueEmail } from '../../outbox/queue.js';
import { renderEmail } from '../../outbox/templates/index.js';
import { localeOfLang, sampleAttachment, setMessageProvider, testEmailRelations } from './testEmailStore.js';

/** POST /services/emails/test_email (spec 2 §2.6, §3 "Test email request", §5, §9): a real message through the outbox. */
export const testEmailRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.post(
    '/test_email',
    {
      config: { auth: 'super_admin', userTargets: ['body.employeeId'] },
      schema: {
        tags: ['e-mail repository'],
        summary: 'Send a test e-mail through one of the two providers (audited)',
        description:
          'Renders the test_email template in lang (upper case: FR, EN, FR-BE… one of the 11 locales, else 422 unknown_language) and queues ' +
          'it in the outbox to recipient through provider (primary, the default: SMTP_URL; secondary: SMTP_SECONDARY_URL; either without ' +
          'its URL is kept as delivered-locally). Filed under the employee (404 not_found; 422 not_an_employee), their organisation and ' +
          'shopId (422 invalid_shop unless a shop of that organisation) or their main shop. Each attachment is a text file of size bytes ' +
          `(${TEST_ATTACHMENT.minSize} to ${TEST_ATTACHMENT.maxSize}, default ${TEST_ATTACHMENT.defaultSize}) named name (default ${TEST_ATTACHMENT.defaultName}).`,
        body: TestEmailRequest,
        response: {
          201: TestEmailAnswer,
          404: ErrorBody,
          422: { ...ErrorBody, description: 'unknown_language | not_an_employee | invalid_shop' },
        },
      },
    },
    async (request, reply) => {
      const staff = currentUserOf(request);
      const body = request.body;
      const locale = localeOfLang(body.lang);
      if (!locale) throw new AppError(422, 'unknown_language', `${body.lang} is not one of the console's languages.`, [{ path: 'lang', message: 'not one of the 11 locales' }]);
      const relations = await testEmailRelations(db, body.employeeId, body.shopId);
      const provider = body.provider ?? 'primary';
      const files = (body.attachments ?? []).map((a) => ({ name: a.name ?? TEST_ATTACHMENT.defaultName, size: a.size ?? TEST_ATTACHMENT.defaultSize }));
      // rendered before the transaction: it holds no lock while React Email works
      const rendered = await renderEmail('test_email', { locale, product: config.productName });

      const queued = await db.transaction().execute(async (trx) => {
        const message = await queueEmail(trx, {
          kind: 'test_email',
          to: [body.recipient],
          language: locale,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          attachments: files.map((file) => ({ name: file.name, contentType: 'text/plain', content: sampleAttachment(file.size) })),
          ...relations,
          createdById: staff.id,
        }, requestOrigin(request));
        await setMessageProvider(trx, message.id, provider);
        await audit(request, trx, {
          action: 'email.send_test',
          entityType: 'user',
          entityId: relations.userId,
          after: { outbox_message_id: message.id, recipient: body.recipient, lang: locale, provider, shop_id: relations.shopId, attachments: files },
        });
        return message;
      });
      return reply.status(201).send({ id: queued.id, status: queued.status });
    },
  );
};
