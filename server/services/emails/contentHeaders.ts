import type { FastifyReply } from 'fastify';

/**
 * The headers of what a signed link serves (an e-mail's stored HTML, an SMS text, an attachment): the content is
 * whatever the message held, so nothing in it may run. The CSP allows no script, no connection, no form, no plugin,
 * only inline styles and data: / https: images, and sandboxes the document (an opaque origin, no script even if the
 * framing page allowed it); it may be framed only by the console (same origin, or a CORS_ORIGINS console). No cache
 * keeps it (the link is a credential), no referrer leaves with a click on one of its images or links, and the
 * browser takes the content type as given.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    'img-src data: https:',
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
    'sandbox',
  ].join('; ');
}

export function sendWithContentHeaders(reply: FastifyReply, frameAncestors: readonly string[]): FastifyReply {
  return reply
    .header('content-security-policy', contentSecurityPolicy(frameAncestors))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer');
}

/** A MIME type as stored, or application/octet-stream when it does not look like one (it goes into a header). */
export function safeContentType(stored: string): string {
  return /^[A-Za-z0-9][\w.+-]*\/[\w.+-]+(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/.test(stored) && stored.length <= 200 ? stored : 'application/octet-stream';
}

const RFC5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="<ASCII>"; filename*=UTF-8''<name>`: a download, under its own name in every browser. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${RFC5987(name)}`;
}
