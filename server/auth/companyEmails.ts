import { emailsOutsideDomain } from '../../src/domain/superAdminEmails.js';
import { AppError } from '../http/errors.js';

/**
 * Only addresses of COMPANY_EMAIL_DOMAIN may become super admins (spec 1 §5), whoever grants it:
 * the super-admin API, the operator CLI and the ADMIN_EMAIL bootstrap share this one rule (issue 13).
 * 422 not_company_email, one detail per address outside the domain.
 */
export function assertCompanyEmails(emails: readonly string[], domain: string, path = 'email'): void {
  const outside = emailsOutsideDomain(emails, domain);
  if (outside.length === 0) return;
  throw new AppError(
    422,
    'not_company_email',
    `Only addresses of ${domain} may be super admins.`,
    outside.map((email) => ({ path, message: email })),
  );
}
