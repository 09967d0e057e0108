import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { requestTrace, writeAudit } from '../audit/audit.js';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';

export type FailedAttemptAction = 'auth.sign_in_failed' | 'auth.refresh_failed';

/** The audit entity of a failed attempt: the account tried, by its e-mail (`entity_id`). */
export const ATTEMPT_ENTITY_TYPE = 'account';
const MAX_EMAIL_LENGTH = 320;

/** The e-mail a refresh token names (its subject), read without verifying it: only to tell who was tried. */
export function refreshSubject(token: string): string | null {
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/** Trimmed, lower case, no control characters (PostgreSQL text refuses NUL), at most 320 characters. */
function storedEmail(email: string | null): string | null {
  const cleaned = email
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .toLowerCase()
    .slice(0, MAX_EMAIL_LENGTH);
  return cleaned || null;
}

/**
 * Runs a sign-in or a refresh; when it is refused (401 or 403), writes an audit row with no actor
 * (issue 13, "Audit trail"): the e-mail tried, the reason (the error's stable key), the IP and the
 * time, never the password. One insert after the refusal, outside the attempt: a sign-in that
 * succeeds does no more work than before. A failure to write the row is logged, never answered.
 */
export async function auditingRefusal<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  attempt: { action: FailedAttemptAction; email: string | null },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) {
      const email = storedEmail(attempt.email);
      await writeAudit(db, {
        actor: null,
        action: attempt.action,
        entityType: ATTEMPT_ENTITY_TYPE,
        entityId: email,
        after: { email, reason: error.key },
        ...requestTrace(request),
      }).catch((auditError: unknown) => request.log.error({ err: auditError }, 'the failed attempt could not be audited'));
    }
    throw error;
  }
}
