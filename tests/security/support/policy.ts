/**
 * The access policy, written down once: the routes that anyone may call, and the super-admin
 * routes that need no permission flag. Every other route must declare a permission flag in its
 * `config` (server/auth/routeAuth.ts). accessControl.test.ts fails for any route that is in
 * none of these cases, so a new route is a deliberate decision, not a default.
 *
 * Keys are `METHOD url` exactly as in the route table (`:param`, trailing `*` for wildcards).
 * An entry must give its reason.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'POST /v3/auth/sign_in': 'the sign-in itself (rate-limited per IP)',
  'POST /v3/auth/refresh': 'takes the refresh token in its body and checks it (rate-limited per IP)',
  'POST /v3/auth/sign_out': 'takes the refresh token in its body and checks it (rate-limited per IP)',
  'GET /config.json': "the console's runtime configuration, needed before sign-in; holds no secret",
  'GET /api/health': 'load-balancer health check; answers only {status, database}',
  'GET /api/openapi.json': 'the API documentation (no data)',
  'GET /api/docs/': 'the API documentation UI (static)',
  'GET /api/docs/json': 'the API documentation (no data)',
  'GET /api/docs/yaml': 'the API documentation (no data)',
  'GET /api/docs/static/*': 'static files of the documentation UI',
  'GET /api/docs/static/index.html': 'static file of the documentation UI',
  'GET /api/docs/static/swagger-initializer.js': 'static file of the documentation UI',
  'GET /': 'the console page (or the "not built yet" page); the console signs in itself',
  'GET /*': "the console's static files (built assets, no data)",
  // issue 13: the stand-in main application (no MAIN_APP_URL only) is public as a route, like the real one, but
  // every page needs the stand-in session that an impersonation opens; anonymous callers get a 401 page (rate-limited per IP)
  'GET /main_app/profile': 'stand-in page of the main application: static text, behind the stand-in session cookie',
  'GET /main_app/password': 'stand-in page of the main application: static text, behind the stand-in session cookie',
  'GET /main_app':
    'stand-in landing of the main application: takes an impersonation token (once, after home_url) and opens the stand-in session; ' +
    'then shows who is signed in, behind that session cookie',
  'GET /main_app/shops/:id/planning/week': "stand-in week planning: the impersonated user's own shops only, behind the stand-in session cookie",
  // issue 19 (helper F2): the e-mail repository's signed links (an iframe cannot send a bearer token) and the provider's webhook
  'GET /services/emails/content/:id':
    "an e-mail's content through the signed link the display answers (HMAC of the message id and an expiry, 5 minutes): 403 without a valid one; served under a sandboxing CSP",
  'GET /services/emails/attachments/:attachmentId':
    "an e-mail's attachment through the signed link the display answers (HMAC of the attachment id and an expiry): 403 without a valid one; a download",
  'POST /services/emails/webhooks/delivery':
    "the e-mail provider's delivery events: its own caller, checked by the route before the body is validated (EMAIL_WEBHOOK_TOKEN as a bearer, constant-time; 401 otherwise, and always when unset)",
  // issue 19: the main application pushes its events to the events service
  'POST /services/events/ingest':
    "the main application's events: its own caller, checked by the route before the body is validated (EVENTS_INGEST_TOKEN as a bearer, constant-time; 401 otherwise, and always when unset)",
};

/** Super-admin routes open to every super admin, whatever their flags (spec 1 §6: only the listed screens need flags). */
export const ANY_SUPER_ADMIN_ROUTES: Record<string, string> = {
  'GET /super_admin/api/current_user': 'every super admin reads their own profile and flags',
  'PATCH /super_admin/api/bulk_shops': 'shop-settings replication (spec 3 §2.4, issue 32): spec 3 names no permission, every screen is for super-admin staff',
  'GET /super_admin/api/health': "health details (issue 26): the process's event-loop delay and memory, no data; every super admin",
  'PATCH /super_admin/api/current_user': 'every super admin sets their own language',
  'GET /super_admin/api/audit_events': 'the audit trail is read-only history, shown on detail pages to every super admin',
  'GET /super_admin/api/fetch_filters': 'the shops map is open to every super admin (spec 1 §6 lists no flag)',
  'GET /super_admin/api/map_shops': 'the shops map is open to every super admin (spec 1 §6 lists no flag)',
  'GET /super_admin/api/search': 'global search in the top bar (spec 1 §2.3), every super admin',
  'GET /super_admin/api/organisations': 'organisations list, the home page of every super admin',
  'GET /super_admin/api/organisations/:id': 'the organisation record (and the light view), every super admin; its can_* flags say what the caller may do',
  'PATCH /super_admin/api/organisations/:id': 'editing an organisation (referent, status, networks, pack) needs no flag (spec 2 §6 lists none); audited',
  'DELETE /super_admin/api/organisations/:id': 'deleting an organisation needs no flag (spec 2 §6 lists none; a soft delete or a CRM request); audited with the state before',
  'GET /super_admin/api/organisations/:id/shops': 'shops of an organisation, every super admin',
  'GET /super_admin/api/organisations/:id/licenses': "an organisation's licences tab, every super admin (spec 2 §6 names no flag)",
  'GET /super_admin/api/organisations/:id/timeline':
    "an organisation's timeline (issue 19, beyond the spec): read-only, what support looks at when a customer calls, every super admin",
  'PATCH /super_admin/api/organisations/:id/licenses/:license_id':
    'show/hide a licence from the licences tab, every super admin (spec 2 §6 names no flag; system_admin licences stay visible, audited)',
  'GET /super_admin/api/shops': 'shops list, every super admin',
  'GET /super_admin/api/shops/:id': 'the shop record (spec 2 §2.2), every super admin; its can_* flags say what the caller may do',
  'GET /super_admin/api/shops/get_pack_offer_names': 'the pack offers a shop may have (a fixed list), every super admin',
  'PATCH /super_admin/api/shops/:id':
    "editing a shop's details needs no flag (spec 2 §6); flexible_convention needs can_edit_conventions and cancelled/cancelled_at can_suspend_shop, checked per field (403); audited",
  'GET /super_admin/api/billing_automation/shops/:id': "a shop's module options, read-only, every super admin",
  'PATCH /super_admin/api/billing_automation/shops/:id':
    'shop-level module toggles need no flag (spec 2 §6) but E-Signature, which needs can_activate_esignature (403, checked per option); the module rules refuse the rest (409); audited',
  'GET /super_admin/api/organisations/:id/shops/:shop_id/features_states': "a shop's HR + features, read-only, every super admin",
  'PUT /super_admin/api/organisations/:id/shops/:shop_id/features_states':
    'the HR + toggle needs no flag (spec 2 §6 lists none) but its e-signature features, which need can_activate_esignature (403, per feature); the module rules refuse the rest (409, issue 26); audited and tracked',
  'PATCH /super_admin/api/shop_extended_infos/:shopId': 'the mobile punch clock toggle needs no flag (spec 2 §6 lists none); the module rules refuse (409); audited and tracked',
  'GET /super_admin/api/organisations/export.csv': 'the organisations list as CSV: what the list shows, every super admin',
  'GET /super_admin/api/shops/export.csv': 'the shops list as CSV: what the list shows, every super admin',
  // issue 17 (helper C): the settings tab's reads; saving goes through PATCH /shops/:id, add_automatic_plannings has its flag
  'GET /super_admin/api/shops/:id/settings': "a shop's settings tab (spec 2 §2.2), read-only, every super admin (spec 2 §6 names no flag)",
  // issue 18 (helper Q): the invoices tab and page are read by every super admin; creating and editing need can_create_or_update_invoices
  'GET /super_admin/api/stripe_charges': 'the invoices tab of an organisation or a shop and the /invoices page (spec 2 §2.1, §2.8), read-only; the answer says whether the caller may create',
  'GET /super_admin/api/stripe_charges/kinds': 'the served list of invoice kinds, no data',
  'GET /super_admin/api/stripe_charges/zones': 'the served list of VAT zones and rates, no data',
  // issue 18 (helper H1): an invoice's documents; spec 2 §6 gates only creating, editing and exporting (can_create_or_update_invoices)
  'GET /super_admin/api/stripe_charges/:id/pdf': "an invoice's PDF, the download of a row of the invoices list that every super admin reads (spec 2 §2.1, §2.8)",
  'GET /super_admin/api/stripe_charges/:id/mail': 'the mail-preview of "send invoice or refund", read-only, every super admin (the list shows the button to all)',
  // issue 18 (helper H2): the details tab's "un-dispute the last payment" control (spec 2 §2.1) has no permission gate; the export needs can_create_or_update_invoices
  'GET /super_admin/api/stripe_charges/disputed_last':
    "the disputed payment the organisation or shop details' un-dispute control would lift (spec 2 §2.1), read-only, every super admin",
  'POST /super_admin/api/stripe_charges/undispute_last':
    'un-disputing the last payment of an organisation or a shop: spec 2 §2.1 shows the control to every super admin and §6 names no flag; audited',
  'GET /super_admin/api/shops/predefined_values': 'the settings form\'s fixed lists (hours, calculation types), no data',
  'GET /super_admin/api/shifts_histories': "a shop's shift history tab (spec 2 §2.2), read-only, every super admin (spec 2 §6 names no flag)",
  'GET /super_admin/api/users': 'users lists (all users, an organisation\'s or a shop\'s employees), every super admin (spec 2 §6 lists no flag)',
  'GET /super_admin/api/users/:id': 'user detail, every super admin',
  'GET /super_admin/api/users/:id/action_history_items': "a user's history (audit rows about them), read-only, every super admin",
  'PATCH /super_admin/api/users/:id/delete_email': 'spec 2 §2.3/§6: deleting the e-mail needs no flag (only the user delete is gated); audited',
  'GET /super_admin/api/cluster_nodes': 'establishment tree of an organisation, every super admin',
  'POST /super_admin/api/invitations': '(re)sending an invitation is open to every super admin (spec 1 §2.5, no flag)',
  // issue 18 (helper P): prospects; the mail without payment link (payment_type no_type) needs can_link_without_pay, checked in the handler (403)
  'GET /super_admin/api/prospects': 'the prospects list (spec 2 §2.4), every super admin (spec 2 §6 names no flag); can_link_without_pay is answered, not required',
  'PATCH /super_admin/api/prospects/:id': "editing a prospect's step and contact fields, every super admin (spec 2 §6 names no flag); audited",
  'POST /super_admin/api/prospects/:id/reinvite': 'sending the account-creation mail again, every super admin (spec 2 §6 names no flag); audited',
  'POST /super_admin/api/mails/deliver':
    'the account-creation mail, every super admin; without payment link (no_type) only with can_link_without_pay, checked in the handler (403); audited',
  'GET /v3/users/sessions/impersonate': 'impersonation is open to any signed-in super admin (spec 1 §6); the target is checked (403)',
  'GET /v3/home_url':
    'second step of an impersonation (spec 1 §7): only the staff session the token was issued to, once per token (issue 13)',
  'POST /super_admin/api/pins': 'sending punch-clock PINs is open to every super admin (spec 2 §2.3, §6 names no flag); audited',
  'PATCH /super_admin/api/pins': 'refreshing punch-clock PINs is open to every super admin (spec 2 §2.3, §6 names no flag); audited, the PIN never in the audit row',
  'GET /super_admin/api/blacklist': 'whether an address or number is blacklisted, shown on the user page to every super admin; un-blacklisting needs can_unblacklist',
  'GET /super_admin/api/user_import_template': 'the user-import template (spec 2 §2.2 import users; §6 names no flag): a blank workbook, no data',
  'PATCH /super_admin/api/shops/:id/imports/users/upsert':
    'importing users into a shop (spec 2 §2.2, §7; §6 names no flag): multipart, 2 MB and 199 lines at most, all or nothing; audited',
  // issue 17, module toggles (spec 2 §6 gates only e-signature, by can_activate_esignature, and payroll, by its dev flag)
  'GET /super_admin/api/organisations/:id/modules': "the module action row's states of an organisation, read-only, every super admin",
  'PATCH /super_admin/api/badgings': 'time clock for every shop of an organisation: spec 2 §6 names no flag; audited per shop, 409 outside the rules',
  'PATCH /super_admin/api/automatic_plannings': 'smart planner for every shop of an organisation: spec 2 §6 names no flag; audited per shop, 409 outside the rules',
  'PATCH /super_admin/api/payrolls':
    'payroll for every French shop: gated by the dev flag FEATUREDEV_PAYROLL_SUPER_ADMIN (checked in the handler, 403), not a permission flag; audited',
  'PATCH /super_admin/api/performances': 'performance module (analytics + smart planner): spec 2 §6 names no flag; audited per shop, 409 outside the rules',
  'GET /super_admin/api/organisations/:id/applications': "the analytics module's applications, read-only, every super admin",
  'DELETE /super_admin/api/organisations/:id/applications/:applicationId': 'removing an analytics application: spec 2 §6 names no flag; audited',
  'GET /super_admin/api/pay_exporters/keys': 'the list of pay-exporter keys (static, no data), every super admin',
  'PATCH /super_admin/api/pay_exporters': 'pay export on/off for an organisation or a shop: spec 2 §6 names no flag; audited per shop',
  'PATCH /super_admin/api/integrations/integration_replication': "copying one shop's pay exporter to all: spec 2 §6 names no flag; audited per shop",
  'GET /super_admin/api/integrations/integrations/':
    "a shop's pay-export rows (shop page), read-only, every super admin; source 'pam' (spec 3's pay configs) needs can_run_integration_jobs, checked in the handler (403)",
  'PATCH /super_admin/api/integrations/integrations/:id':
    "legacy integration removal (fake_destroy, integer id) from the shop page: spec 2 §6 names no flag; a pay config (uuid) needs can_run_integration_jobs and the rest of spec 3 §6, checked in the handler (403); audited",
  // issue 29 (helper A): the contract types the wizard's exclusions offer (spec 3 §7), a fixed list, no customer data
  'GET /super_admin/api/config': 'the contract types per country (spec 3 §7), a fixed list with no customer data, every super admin',
  // issue 19 (helper F2): spec 2 §6 names no flag for the sent e-mails, the e-mail display nor the test e-mail
  'GET /services/emails/emails': "a user's or an organisation's sent e-mails and SMS (spec 2 §2.6), read-only, every super admin",
  'GET /services/emails/emails/:id': 'one sent e-mail with signed links to its content (the email-details modal), read-only, every super admin',
  'GET /services/events/events': "an organisation's, a shop's, a branch's or a user's events history (spec 2 §2.5), read-only, every super admin",
  'GET /services/events/subtypes': 'the event subtypes the history filter offers (a fixed catalogue), every super admin',
  'POST /services/emails/test_email': "the user page's test e-mail (spec 2 §2.3, §2.6): every super admin; audited",
  'GET /super_admin/api/jobs/:id': "a background job's status, progress and counts, read-only; each job only to whom its kind's registration allows (server/jobs/registry.ts: the permission of the call that starts it, e.g. can_synchronize_shops, else 403; internal deliveries 404)",
};

/**
 * Known failures of the security suites in routes owned by other issues, reported to the lead.
 * Keep each entry as narrow as possible (`<suite>: METHOD url: case`) and remove it with the fix.
 */
export const KNOWN_FAILURES: Record<string, string> = {};

/** A route as the policy sees it (a subset of the route table's entries). */
export interface PolicyRoute {
  key: string;
  auth: 'public' | 'super_admin';
  permission: string | null;
  declared: boolean;
}

/** Every way a route breaks the policy above, as sentences naming the route and the fix. */
export function accessPolicyProblems(routes: PolicyRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.declared) problems.push(`${route.key}: declares no config.auth (it falls back to super_admin; declare it explicitly)`);
    if (route.auth === 'public' && !PUBLIC_ROUTES[route.key]) {
      problems.push(`${route.key}: public but not in PUBLIC_ROUTES (tests/security/support/policy.ts) with a reason`);
    }
    if (route.auth !== 'public' && !route.permission && !ANY_SUPER_ADMIN_ROUTES[route.key]) {
      problems.push(`${route.key}: declares no permission flag and is not in ANY_SUPER_ADMIN_ROUTES (tests/security/support/policy.ts)`);
    }
    if (route.permission && ANY_SUPER_ADMIN_ROUTES[route.key]) {
      problems.push(`${route.key}: declares ${route.permission} but is listed in ANY_SUPER_ADMIN_ROUTES: remove the entry`);
    }
    if (route.auth !== 'public' && PUBLIC_ROUTES[route.key]) problems.push(`${route.key}: guarded but listed in PUBLIC_ROUTES: remove the entry`);
  }
  return problems;
}

/**
 * Issue 26, the super-admin target rule (server/auth/userTargets.ts, docs/security.md): a route whose input
 * names a user (`/users/:id`, user_id, user_ids, employeeId…) acts on that account, so it declares where it
 * reads the ids in `config.userTargets`, and the rule refuses a super-admin target (403 super_admin_target)
 * unless the caller holds can_manage_super_admin_users, and always one's own account. Only the routes below,
 * which read and change nothing, may name a user without declaring it. A new user route fails
 * accessControl.test.ts until it is in one case or the other.
 */
export const USER_READ_ROUTES: Record<string, string> = {
  'GET /super_admin/api/users': 'users lists (type=user with user_id): read-only',
  'GET /super_admin/api/users/:id': 'the user page, read-only',
  'GET /super_admin/api/users/:id/action_history_items': "a user's history, read-only",
  'GET /services/emails/emails': "a user's sent e-mails, read-only",
  'GET /services/events/events': "a user's events history, read-only",
  'GET /v3/api/v1/shifts': "the clock extract's shifts of the users asked, read-only",
  'GET /super_admin/api/punch_clock/shops/:id/clock_in_outs': "the clock extract's punches of the users asked, read-only",
  'GET /super_admin/api/organisations/:id/annualization_configs': "the annualisation configs of the users asked, read-only",
};

/** The input names that hold a user's id. */
export const USER_ID_NAMES = ['user_id', 'user_ids', 'userId', 'userIds', 'employeeId', 'employee_id', 'employeeIds', 'employee_ids'];

/** A route as the super-admin target rule sees it: the user-id fields of its input and what it declares. */
export interface UserTargetRoute {
  key: string;
  /** public routes (the main application's event ingestion…) have no super-admin caller: PUBLIC_ROUTES governs them */
  auth: 'public' | 'super_admin';
  userIdFields: string[];
  userTargets: readonly string[];
}

export function userTargetProblems(routes: UserTargetRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (route.auth === 'public') continue;
    if (USER_READ_ROUTES[route.key]) {
      if (!route.key.startsWith('GET ')) problems.push(`${route.key}: listed in USER_READ_ROUTES but not a GET: declare config.userTargets`);
      if (route.userIdFields.length === 0 && route.userTargets.length === 0) problems.push(`${route.key}: names no user but listed in USER_READ_ROUTES: remove the entry`);
      continue;
    }
    const undeclared = route.userIdFields.filter((field) => !route.userTargets.includes(field));
    if (undeclared.length > 0) {
      problems.push(
        `${route.key}: acts on users (${undeclared.join(', ')}) without config.userTargets (server/auth/userTargets.ts), nor an entry of USER_READ_ROUTES (tests/security/support/policy.ts)`,
      );
    }
    const stale = route.userTargets.filter((field) => !route.userIdFields.includes(field));
    if (stale.length > 0) problems.push(`${route.key}: declares userTargets ${stale.join(', ')} that its input does not have`);
  }
  return problems;
}
