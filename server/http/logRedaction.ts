import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Issue 13: no token reaches the server log. Start-up links (`?token=<refresh token>`), home_url
 * (`?superadmin=<impersonation token>`) and the main application's landing (`?token=`) carry
 * tokens in their query, and request URLs are logged. Three layers:
 * - the `req` serializer logs the URL with every secret-bearing query value replaced;
 * - pino's `redact` censors Authorization, Cookie and Set-Cookie headers wherever a line logs them;
 * - every finished line is scrubbed before it is written: secret query values, bearer tokens and
 *   anything shaped like a JWT inside messages and error stacks (Fastify writes URLs there too).
 */
export const REDACTED = '[REDACTED]';

/** Query parameter names whose value is a secret: token, refresh_token, access_token, superadmin, password... */
const SECRET_PARAMETER = /token|superadmin|password|secret|session/i;
/** A JWT (a base64url JSON header starts with `eyJ`), anywhere in a text. */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]{16,}/g;
/** `?name=value` or `&name=value` inside a text (a URL, a message, an escaped JSON string). */
const QUERY_PAIR = /([?&])([^=&\s"'\\#<>?]+)=([^&\s"'\\#<>]*)/g;

const HEADER_PATHS = ['authorization', 'cookie', 'set-cookie', 'x-api-key', 'proxy-authorization'].flatMap((name) =>
  ['req.headers', 'res.headers', 'headers', 'request.headers', '*.headers'].map((headers) => `${headers}["${name}"]`),
);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A text with every secret query value, bearer token and JWT in it replaced by [REDACTED]. */
export function redactSecrets(text: string): string {
  return text
    .replace(QUERY_PAIR, (pair, separator: string, name: string) => (SECRET_PARAMETER.test(decodedName(name)) ? `${separator}${name}=${REDACTED}` : pair))
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JWT, REDACTED);
}

/** Fastify's request serializer, with the URL redacted. */
function redactedRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactSecrets(request.url) : undefined,
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface LogDestination {
  write(line: string): unknown;
}

/** Scrubs each finished log line before it reaches the destination. */
export function redactingDestination(target: LogDestination): LogDestination {
  return { write: (line: string) => target.write(redactSecrets(line)) };
}

/**
 * The logger options with redaction added. `false` stays false; `true` or an options object get the
 * serializer, the header paths and a scrubbing destination around their stream (stdout by default).
 */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const stream = (options.stream as LogDestination | undefined) ?? process.stdout;
  return {
    ...options,
    serializers: { ...options.serializers, req: redactedRequest },
    redact: { paths: HEADER_PATHS, censor: REDACTED },
    stream: redactingDestination(stream),
  };
}
