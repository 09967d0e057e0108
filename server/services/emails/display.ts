import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EmailDisplay } from '../../../src/contracts/emails.js';
import { reasonOf } from '../../../src/domain/emails/statusReasons.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { attachmentDisposition, safeContentType, sendWithContentHeaders } from './contentHeaders.js';
import { attachmentContent, messageContent, messageForDisplay } from './displayStore.js';
import { signedUrl, type LinkSigner } from './links.js';
import { recipientsOf } from './listStore.js';

const TAGS = ['e-mail repository'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const AttachmentParams = Type.Object({ attachmentId: Type.Integer({ minimum: 1 }) });
const LinkQuery = Type.Object({
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'Unix seconds' }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', description: 'base64url HMAC of the target, its id and expires' }),
});
const linkRefused = { ...ErrorBody, description: 'link_invalid (not signed by us for this target: tampered) | link_expired' };
const CONTENT_HEADERS = 'Content-Security-Policy: default-src \'none\'; img-src data: https:; style-src \'unsafe-inline\'; base-uri \'none\'; ' +
  "form-action 'none'; frame-ancestors 'self' (and the CORS_ORIGINS); sandbox. X-Content-Type-Options: nosniff, Cache-Control: private, no-store, " +
  'Referrer-Policy: no-referrer. No bearer token: the signed link is the credential (an iframe cannot send one).';


/** Issue 28: the stable key of a status's detail (and its values), for the client to translate; null for another text. */
function reasonFields(detail: string | null) {
  const reason = reasonOf(detail);
  return { reason_key: reason?.key ?? null, reason_params: reason ? reason.params : null };
}

export interface DisplayOptions extends RouteContext {
  links: LinkSigner;
}


/** GET /emails/:id (the display, signed links inside), GET /content/:id and GET /attachments/:attachmentId (what the links open). */
export const displayRoutes: FastifyPluginAsyncTypebox<DisplayOptions> = async (app, { db, config, links }) => {
  // the links are paths of the API's host, as a charge's url: the console puts its API root in front (nothing when this server serves it)
  const prefix = app.prefix;
  const frameAncestors = config.corsOrigins;

  app.get(
    '/emails/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: TAGS,
        summary: 'An e-mail or SMS: recipients, status and history, and signed links to its content and attachments',
        description:
          "content.url and each attachment's url are signed links (paths of the API's host, as a charge's url) that expire after EMAIL_LINK_TTL " +
          '(default 5 minutes). 404 not_found for an unknown message.',
        params: IdParams,
        response: { 200: EmailDisplay, 404: ErrorBody },
      },
    },
    async (request) => {
      const found = await messageForDisplay(db, request.params.id);
      if (!found) throw new AppError(404, 'not_found', 'No such e-mail.');
      const { message, history, attachments } = found;
      return {
        id: Number(message.id),
        subject: message.channel === 'sms' ? null : message.subject,
        to: recipientsOf(message.recipients),
        status: message.status,
        history: history.map((row) => ({ status: row.status, at: row.created_at, detail: row.detail, ...reasonFields(row.detail) })),
        content: { url: signedUrl(prefix, `/content/${message.id}`, links.sign('content', Number(message.id))) },
        attachments: attachments.map((a) => ({
          name: a.name,
          contentType: a.content_type,
          size: Number(a.size),
          url: signedUrl(prefix, `/attachments/${a.id}`, links.sign('attachment', Number(a.id))),
        })),
      };
    },
  );

  app.get(
    '/content/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: "An e-mail's stored HTML (an SMS: its text), through a signed link",
        description: `Answers text/html (an SMS or an e-mail without HTML: text/plain) with ${CONTENT_HEADERS} 403 link_invalid / link_expired, 404 not_found.`,
        params: IdParams,
        querystring: LinkQuery,
        response: {
          200: { description: 'the content', content: { 'text/html': { schema: { type: 'string' } }, 'text/plain': { schema: { type: 'string' } } } },
          403: linkRefused,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      links.verify('content', request.params.id, request.query);
      const row = await messageContent(db, request.params.id);
      if (!row) throw new AppError(404, 'not_found', 'No such e-mail.');
      const html = row.channel === 'email' ? (row.html ?? row.body_html) : null;
      sendWithContentHeaders(reply, frameAncestors);
      if (html !== null) return reply.type('text/html; charset=utf-8').send(html);
      return reply.type('text/plain; charset=utf-8').send(row.text || (row.body_text ?? ''));
    },
  );

  app.get(
    '/attachments/:attachmentId',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAGS,
        summary: "One attachment of an e-mail, through a signed link (a download)",
        description: `Answers the stored bytes (or the stored file) with their content type and Content-Disposition: attachment, and ${CONTENT_HEADERS} ` +
          '403 link_invalid / link_expired, 404 not_found (404 attachment_unavailable when its stored file is gone).',
        params: AttachmentParams,
        querystring: LinkQuery,
        response: {
          200: { description: 'the file, with its stored content type', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          403: linkRefused,
          404: { ...ErrorBody, description: 'not_found | attachment_unavailable' },
        },
      },
    },
    async (request, reply) => {
      links.verify('attachment', request.params.attachmentId, request.query);
      const attachment = await attachmentContent(db, request.params.attachmentId);
      if (!attachment) throw new AppError(404, 'not_found', 'No such attachment.');
      let body: Buffer | ReturnType<typeof createReadStream>;
      if (attachment.content) body = Buffer.from(attachment.content);
      else {
        const size = await stat(attachment.file_path ?? '').then((s) => (s.isFile() ? s.size : null), () => null);
        if (size === null) throw new AppError(404, 'attachment_unavailable', 'The stored file of this attachment is gone.');
        reply.header('content-length', size);
        body = createReadStream(attachment.file_path!);
      }
      sendWithContentHeaders(reply, frameAncestors).header('content-disposition', attachmentDisposition(attachment.name));
      // a Buffer or a stream is sent as it is (no serialiser); the schema above only documents it
      return reply.type(safeContentType(attachment.content_type)).send(body as unknown as string);
    },
  );
};
