import { parseTrustProxy, type TrustProxySetting } from './http/trustProxy.js';
import { frenchVatNumber, isSiren, isVatNumber } from '../src/domain/invoices/sellerIds.js';
import { isCompanyEmail } from '../src/domain/superAdminEmails.js';
import { DEMO_PASSWORDS } from './seed/demoAccounts.js';

/**
 * Every setting of the server, read from the environment and validated once at start-up.
 * The README lists the same table; keep both in step.
 */
export interface Config {
  /** PORT: TCP port to listen on (default 3000) */
  port: number;
  /** HOST: interface to bind (default 0.0.0.0) */
  host: string;
  /** DATABASE_URL: `sqlite:<path>`, a plain file path or `postgres://…` (default data/console.sqlite) */
  databaseUrl: string;
  /** JWT_SECRET: HS256 signing secret; null = generated once and kept in the app_settings table */
  jwtSecret: string | null;
  /** ACCESS_TOKEN_TTL: access-token lifetime in seconds (default 15m) */
  accessTokenTtl: number;
  /** REFRESH_TOKEN_TTL: refresh-token lifetime in seconds (default 30d) */
  refreshTokenTtl: number;
  /** IMPERSONATION_TOKEN_TTL: impersonation-token lifetime in seconds (default 5m) */
  impersonationTokenTtl: number;
  /** COMPANY_EMAIL_DOMAIN: the staff mail domain; super admins must use it (default planora.example) */
  companyEmailDomain: string;
  /** MAIN_APP_URL: base URL of the main application (profile, password, logout links, /impersonate?token=…, /shops/<id>/planning/week); optional */
  mainAppUrl: string | null;
  /** TICKET_TRACKER_URL: base URL of the ticket tracker linked from the console; optional */
  ticketTrackerUrl: string | null;
  /** PAYMENT_PROVIDER_URL: the payment provider's dashboard (customer links of the invoices, server/adapters/paymentProvider/); optional */
  paymentProviderUrl: string | null;
  /** GEOCODER_URL: an address-search endpoint shaped like the French national address API's /search (GeoJSON); tried first by the shops map (2 s timeout), then the offline table; optional */
  geocoderUrl: string | null;
  /** MAP_TILE_URL: the shops map's tile URL template (default OpenStreetMap's) */
  mapTileUrl: string;
  /** MAP_ATTRIBUTION: the attribution shown on the map (default OpenStreetMap's; HTML allowed, it is Leaflet's) */
  mapAttribution: string;
  /** PRODUCT_NAME: product name shown by the console (default Planora) */
  productName: string;
  /** PRODUCT_SLUG: product slug used in routes such as /planora_map (default planora) */
  productSlug: string;
  /** ALLOWED_API_HOSTS: comma list of hosts the console may be pointed at with ?api_host= (default none) */
  allowedApiHosts: string[];
  /** ADMIN_EMAIL + ADMIN_PASSWORD: when both are set, that super admin exists with every permission after start */
  admin: { email: string; password: string } | null;
  /** SEED: auto (demo data when the database is empty) | never | always (empty the data tables and seed again at every start; not in production) */
  seed: 'auto' | 'never' | 'always';
  /** AUTH_RATE_LIMIT: sign-in and refresh attempts allowed per minute and per IP (default 30) */
  authRateLimit: number;
  /** LOG_LEVEL: fatal | error | warn | info | debug | trace | silent (default info) */
  logLevel: LogLevel;
  /** CORS_ORIGINS: comma list of origins allowed to call the API from a browser (default none) */
  corsOrigins: string[];
  /** TRUST_PROXY: false | number of proxy hops | proxy addresses/CIDRs whose X-Forwarded-For is trusted (default false; `true` is refused) */
  trustProxy: TrustProxySetting;
  /** NODE_ENV: production turns on the production safeguards (weak secrets and demo passwords refused) */
  production: boolean;
  /** HEADERS_TIMEOUT, REQUEST_TIMEOUT, KEEP_ALIVE_TIMEOUT, IDLE_TIMEOUT: slow clients are cut off (milliseconds here) */
  httpTimeouts: HttpTimeouts;
  /** SMTP_URL, SMTP_SECONDARY_URL, MAIL_FROM, SMS_PROVIDER_URL, BLACKLIST_URL, OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAY: the outbox (server/outbox/) */
  outbox: OutboxSettings;
  /** EMAIL_WEBHOOK_TOKEN, EMAIL_LINK_TTL: the e-mail repository service (server/services/emails/) */
  emailRepository: EmailRepositorySettings;
  /** EVENTS_INGEST_TOKEN: the events service's ingestion endpoint (server/services/events/) */
  eventsService: EventsServiceSettings;
  /** SHOP_QUOTA_URL, SHOP_QUOTA_TIMEOUT: the shop-quota service (server/adapters/shopQuota/) */
  shopQuota: ShopQuotaSettings;
  /** PUNCH_CLOCK_URL, PUNCH_CLOCK_TIMEOUT: the punch service of the clock-in/out extract (server/adapters/punchClock/) */
  punchClock: PunchClockSettings;
  /** HRIS_URL, HRIS_TIMEOUT: the HRIS system of the HRIS jobs (server/adapters/hris/) */
  hris: HrisSettings;
  /** BILLING_AUTOMATION_URL, BILLING_AUTOMATION_MAX_ATTEMPTS, BILLING_AUTOMATION_RETRY_DELAY: the billing automation service (server/adapters/billingAutomation/) */
  billingAutomation: BillingAutomationSettings;
  /** TIME_CLOCK_URL, TIME_CLOCK_TIMEOUT: the time-clock settings service (server/adapters/timeClock/) */
  timeClock: TimeClockSettings;
  /** SHOPS_SERVICE_URL, SHOPS_SERVICE_TIMEOUT: the shops service's missions upload (server/adapters/shopsService/) */
  shopsService: ShopsServiceSettings;
  /** EMPLOYEES_SERVICE_URL, EMPLOYEES_SERVICE_TOKEN, EMPLOYEES_SERVICE_TIMEOUT: the employees service's annualisation update (server/adapters/employeesService/) */
  employeesService: EmployeesServiceSettings;
  /** INVOICE_SELLER_NAME, _ADDRESS, _SIREN, _VAT_NUMBER, _EMAIL: the seller printed on every invoice PDF (server/routes/charges/documents/) */
  invoiceSeller: InvoiceSeller;
  /** PAYMENT_PROVIDER_API_URL, PAYMENT_PROVIDER_API_TIMEOUT: the payment provider's API (disputes; server/adapters/paymentProvider/) */
  paymentProviderApi: PaymentProviderApiSettings;
}

/** The seller block of the invoice PDFs (issue 18). The defaults are a demo company named after PRODUCT_NAME. */
export interface InvoiceSeller {
  /** the company's legal name (default `<PRODUCT_NAME> SAS`) */
  name: string;
  /** one line, wrapped on the PDF (default a demo address in Paris) */
  address: string;
  /** 9 digits with a valid check digit, stored without spaces (default 123456782, a demo number) */
  siren: string;
  /** intra-community VAT number, stored without spaces (default the French number of the SIREN) */
  vatNumber: string;
  /** shown under the address (default billing@<COMPANY_EMAIL_DOMAIN>) */
  email: string;
}

/** The payment provider's API (issue 18: lifting a payment's dispute; 10 s time-out like the other services). */
export interface PaymentProviderApiSettings {
  /** null = the embedded default: nothing remote, the change is our row */
  url: string | null;
  /** milliseconds before a call is given up (default 10000) */
  timeoutMs: number;
}

/** The time-clock settings service (spec 2 §7: whether a shop's time-clock settings apply; 10 s time-out). */
export interface TimeClockSettings {
  /** null = the embedded default (the shop's badging and timeclock feature) */
  url: string | null;
  /** milliseconds before a call is given up (default 10000) */
  timeoutMs: number;
}

/** The shops service (spec 3 §7: the missions upload, 15 s time-out). */
export interface ShopsServiceSettings {
  /** null = the embedded default (missions kept in shop_missions) */
  url: string | null;
  /** milliseconds before a call is given up (default 15000, spec 3 §9) */
  timeoutMs: number;
}

/** The employees service (spec 3 §7: annualisation bulk update per shop, authorised by a token). */
export interface EmployeesServiceSettings {
  /** null = the embedded default (balances kept in annualization_theoretical_balances) */
  url: string | null;
  /** the bearer token sent to it (null: none) */
  token: string | null;
  /** milliseconds before a call is given up (default 15000) */
  timeoutMs: number;
}

/** The shop-quota service (spec 2 §7: maxUsers and isEnterprise per shop, 10 s time-out). */
export interface ShopQuotaSettings {
  /** null = the embedded default (the shop's organisation's max_users and is_enterprise) */
  url: string | null;
  /** milliseconds before a call is given up (default 10000, spec 2 §9) */
  timeoutMs: number;
}

/** The HRIS system (spec 3 §7: an organisation's HRIS integration keys and its employees). */
export interface HrisSettings {
  /** null = the embedded default (answers from our database) */
  url: string | null;
  /** milliseconds before a call is given up (default 10000) */
  timeoutMs: number;
}

/** The punch service (spec 2 §7: clock-ins/outs per user within a range). */
export interface PunchClockSettings {
  /** null = the embedded default (the badgings table) */
  url: string | null;
  /** milliseconds before a call is given up (default 10000) */
  timeoutMs: number;
}

/** The billing automation service, through which delete requests reach the CRM (spec 2 §2.1). */
export interface BillingAutomationSettings {
  /** null = the embedded default, which accepts and records every request */
  url: string | null;
  /** attempts in all before a request is marked failed */
  maxAttempts: number;
  /** wait before the second attempt (milliseconds); each next wait is 4 times longer */
  retryDelayMs: number;
}

/** How the outbox delivers (issue 16, "One outbox"). Without a provider URL a message is kept as delivered-locally. */
export interface OutboxSettings {
  /** smtp:// or smtps:// URL (nodemailer), credentials included: the primary provider; null = e-mails delivered locally */
  smtpUrl: string | null;
  /** the secondary provider (a test e-mail may ask for it, spec 2 §2.6); null = delivered locally, like the primary without SMTP_URL */
  smtpSecondaryUrl?: string | null;
  /** the From header (default `<PRODUCT_NAME> <no-reply@<COMPANY_EMAIL_DOMAIN>>`) */
  mailFrom: string;
  /** an http(s) endpoint that takes a JSON POST per SMS; null = SMS delivered locally */
  smsProviderUrl: string | null;
  /** the blacklist service; null = the embedded blacklist on our database */
  blacklistUrl: string | null;
  /** delivery attempts in all before the ERROR status */
  maxAttempts: number;
  /** wait before the second attempt (milliseconds); each next wait is 4 times longer */
  retryDelayMs: number;
}

/** The e-mail repository service (issue 19): the provider's delivery webhook and the signed content links. */
export interface EmailRepositorySettings {
  /** the token the e-mail provider sends (Authorization: Bearer) to the delivery webhook; null = the webhook refuses every call */
  webhookToken: string | null;
  /** lifetime of a signed link to an e-mail's content or attachment, in seconds (default 5 minutes) */
  contentLinkTtl: number;
}

/** The events service (issue 19): the token the main application pushes its events with. */
export interface EventsServiceSettings {
  /** EVENTS_INGEST_TOKEN (Authorization: Bearer) of POST /services/events/ingest; null = the ingestion refuses every call */
  ingestToken: string | null;
}

/** How long a socket may take (issue 13, "Slow clients"); see server/http/timeouts.ts. Milliseconds. */
export interface HttpTimeouts {
  /** to send a request's whole header */
  headers: number;
  /** to send a whole request, header and body */
  request: number;
  /** idle between two requests of a kept-alive connection */
  keepAlive: number;
  /** without any activity, whatever the state (a client that stops reading the answer) */
  idle: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SEED_MODES = ['auto', 'never', 'always'] as const;
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const DEMO_SELLER_SIREN = '123456782';
const DEMO_SELLER_ADDRESS = '10 rue de la Paix, 75002 Paris, France';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const MIN_SECRET_LENGTH = 32;
const MIN_WEBHOOK_TOKEN_LENGTH = 24;
const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = 12;
const WEAK_SECRET_WORDS = ['changeme', 'change-me', 'change_me', 'secret', 'password', 'example', 'default'];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
/** characters a host or origin may use; also what keeps them safe inside the CSP header */
const HOST_PATTERN = /^[A-Za-z0-9.*:/[\]-]+$/;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** "900" (seconds), "45s", "15m", "12h" or "30d" -> seconds; null when not a positive duration. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] || 's'];
  return seconds > 0 ? seconds : null;
}

/** A production secret must be long and not one of the usual placeholders. */
export function isWeakSecret(secret: string): boolean {
  const lower = secret.toLowerCase();
  return (
    secret.length < MIN_SECRET_LENGTH ||
    new Set(secret).size < 10 ||
    WEAK_SECRET_WORDS.some((word) => lower.includes(word))
  );
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** INVOICE_SELLER_*: each bounded so that the seller block keeps the invoice on one page. */
function invoiceSeller(env: NodeJS.ProcessEnv, problems: string[]): InvoiceSeller {
  const text = (name: string, fallback: string, max: number): string => {
    const value = env[name]?.trim() || fallback;
    if (value.length > max) problems.push(`${name} must have at most ${max} characters (got ${value.length})`);
    if ([...value].some((c) => c < ' ' || c === '\x7f')) problems.push(`${name} must be one line without control characters`);
    return value;
  };
  const product = env.PRODUCT_NAME?.trim() || 'Planora';
  const domain = (env.COMPANY_EMAIL_DOMAIN?.trim() || 'planora.example').replace(/^@/, '').toLowerCase();
  const siren = text('INVOICE_SELLER_SIREN', DEMO_SELLER_SIREN, 20).replace(/\s/g, '');
  if (!isSiren(siren)) problems.push(`INVOICE_SELLER_SIREN must be a SIREN: 9 digits with a valid check digit (got "${siren}")`);
  const vatNumber = text('INVOICE_SELLER_VAT_NUMBER', isSiren(siren) ? frenchVatNumber(siren) : '', 20).replace(/\s/g, '').toUpperCase();
  if (!isVatNumber(vatNumber) && (vatNumber !== '' || isSiren(siren))) problems.push(`INVOICE_SELLER_VAT_NUMBER must be a VAT number such as FR11123456782 (got "${vatNumber}")`);
  const email = text('INVOICE_SELLER_EMAIL', `billing@${domain}`, 254);
  if (!EMAIL_PATTERN.test(email)) problems.push(`INVOICE_SELLER_EMAIL must be an e-mail address (got "${email}")`);
  return {
    name: text('INVOICE_SELLER_NAME', `${product} SAS`, 100),
    address: text('INVOICE_SELLER_ADDRESS', DEMO_SELLER_ADDRESS, 200),
    siren,
    vatNumber,
    email,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => env[name]?.trim() || fallback;
  const optional = (name: string): string | null => env[name]?.trim() || null;

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = optional(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const duration = (name: string, fallback: string): number => {
    const raw = text(name, fallback);
    const seconds = parseDuration(raw);
    if (seconds === null) problems.push(`${name} must be a duration such as 900, 15m, 12h or 30d (got "${raw}")`);
    return seconds ?? 0;
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = text(name, fallback);
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  };

  const url = (name: string): string | null => {
    const raw = optional(name);
    if (raw !== null && !isUrl(raw)) problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return raw?.replace(/\/+$/, '') ?? null;
  };

  const hosts = (name: string): string[] => {
    const values = list(env[name]);
    const bad = values.filter((value) => !HOST_PATTERN.test(value));
    if (bad.length > 0) problems.push(`${name} has invalid entries: ${bad.join(', ')}`);
    return values;
  };

  const production = env.NODE_ENV === 'production';

  const smtpUrl = optional('SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587');
  const smtpSecondaryUrl = optional('SMTP_SECONDARY_URL');
  if (smtpSecondaryUrl !== null && !/^smtps?:\/\/[^\s/]+/.test(smtpSecondaryUrl)) {
    problems.push('SMTP_SECONDARY_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587');
  }
  const webhookToken = optional('EMAIL_WEBHOOK_TOKEN');
  if (webhookToken !== null && (webhookToken.length < MIN_WEBHOOK_TOKEN_LENGTH || /\s/.test(webhookToken))) {
    problems.push(`EMAIL_WEBHOOK_TOKEN must have at least ${MIN_WEBHOOK_TOKEN_LENGTH} characters and no space (e.g. \`openssl rand -hex 32\`)`);
  }
  const ingestToken = optional('EVENTS_INGEST_TOKEN');
  if (ingestToken !== null && (ingestToken.length < MIN_WEBHOOK_TOKEN_LENGTH || /\s/.test(ingestToken))) {
    problems.push(`EVENTS_INGEST_TOKEN must have at least ${MIN_WEBHOOK_TOKEN_LENGTH} characters and no space (e.g. \`openssl rand -hex 32\`)`);
  }
  const mailFrom = optional('MAIL_FROM');
  if (mailFrom !== null && !/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" (got "${mailFrom}")`);
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) problems.push(trustProxy.problem);

  const jwtSecret = optional('JWT_SECRET');
  if (production && jwtSecret !== null && isWeakSecret(jwtSecret)) {
    problems.push(
      `JWT_SECRET is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters ` +
        '(e.g. `openssl rand -base64 48`), or unset it to let the server generate one',
    );
  }

  const adminEmail = optional('ADMIN_EMAIL');
  const adminPassword = optional('ADMIN_PASSWORD');
  if ((adminEmail === null) !== (adminPassword === null)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminEmail !== null && !EMAIL_PATTERN.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }
  if (production && adminPassword !== null) {
    if (adminPassword.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH || DEMO_PASSWORDS.has(adminPassword)) {
      problems.push(
        `ADMIN_PASSWORD must have at least ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters and not be a demo password in production`,
      );
    }
  }

  const config: Config = {
    port: integer('PORT', 3000, 0, 65_535),
    host: text('HOST', '0.0.0.0'),
    databaseUrl: text('DATABASE_URL', 'data/console.sqlite'),
    jwtSecret,
    accessTokenTtl: duration('ACCESS_TOKEN_TTL', '15m'),
    refreshTokenTtl: duration('REFRESH_TOKEN_TTL', '30d'),
    impersonationTokenTtl: duration('IMPERSONATION_TOKEN_TTL', '5m'),
    companyEmailDomain: text('COMPANY_EMAIL_DOMAIN', 'planora.example').replace(/^@/, '').toLowerCase(),
    mainAppUrl: url('MAIN_APP_URL'),
    ticketTrackerUrl: url('TICKET_TRACKER_URL'),
    paymentProviderUrl: url('PAYMENT_PROVIDER_URL'),
    geocoderUrl: url('GEOCODER_URL'),
    mapTileUrl: text('MAP_TILE_URL', DEFAULT_MAP_TILE_URL),
    mapAttribution: text('MAP_ATTRIBUTION', DEFAULT_MAP_ATTRIBUTION),
    productName: text('PRODUCT_NAME', 'Planora'),
    productSlug: text('PRODUCT_SLUG', 'planora'),
    allowedApiHosts: hosts('ALLOWED_API_HOSTS'),
    admin: adminEmail && adminPassword ? { email: adminEmail.toLowerCase(), password: adminPassword } : null,
    seed: oneOf('SEED', SEED_MODES, 'auto'),
    authRateLimit: integer('AUTH_RATE_LIMIT', 30, 1, 100_000),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    corsOrigins: hosts('CORS_ORIGINS'),
    trustProxy: trustProxy.setting,
    production,
    httpTimeouts: {
      headers: duration('HEADERS_TIMEOUT', '10s') * 1000,
      request: duration('REQUEST_TIMEOUT', '60s') * 1000,
      keepAlive: duration('KEEP_ALIVE_TIMEOUT', '72s') * 1000,
      idle: duration('IDLE_TIMEOUT', '120s') * 1000,
    },
    outbox: {
      smtpUrl,
      smtpSecondaryUrl,
      mailFrom: mailFrom ?? `${text('PRODUCT_NAME', 'Planora')} <no-reply@${text('COMPANY_EMAIL_DOMAIN', 'planora.example').replace(/^@/, '')}>`,
      smsProviderUrl: url('SMS_PROVIDER_URL'),
      blacklistUrl: url('BLACKLIST_URL'),
      maxAttempts: integer('OUTBOX_MAX_ATTEMPTS', 5, 1, 20),
      retryDelayMs: duration('OUTBOX_RETRY_DELAY', '1m') * 1000,
    },
    emailRepository: { webhookToken, contentLinkTtl: duration('EMAIL_LINK_TTL', '5m') },
    eventsService: { ingestToken },
    shopQuota: { url: url('SHOP_QUOTA_URL'), timeoutMs: duration('SHOP_QUOTA_TIMEOUT', '10s') * 1000 },
    punchClock: { url: url('PUNCH_CLOCK_URL'), timeoutMs: duration('PUNCH_CLOCK_TIMEOUT', '10s') * 1000 },
    hris: { url: url('HRIS_URL'), timeoutMs: duration('HRIS_TIMEOUT', '10s') * 1000 },
    timeClock: { url: url('TIME_CLOCK_URL'), timeoutMs: duration('TIME_CLOCK_TIMEOUT', '10s') * 1000 },
    shopsService: { url: url('SHOPS_SERVICE_URL'), timeoutMs: duration('SHOPS_SERVICE_TIMEOUT', '15s') * 1000 },
    employeesService: { url: url('EMPLOYEES_SERVICE_URL'), token: env.EMPLOYEES_SERVICE_TOKEN?.trim() || null, timeoutMs: duration('EMPLOYEES_SERVICE_TIMEOUT', '15s') * 1000 },
    paymentProviderApi: { url: url('PAYMENT_PROVIDER_API_URL'), timeoutMs: duration('PAYMENT_PROVIDER_API_TIMEOUT', '10s') * 1000 },
    billingAutomation: {
      url: url('BILLING_AUTOMATION_URL'),
      maxAttempts: integer('BILLING_AUTOMATION_MAX_ATTEMPTS', 5, 1, 20),
      retryDelayMs: duration('BILLING_AUTOMATION_RETRY_DELAY', '1m') * 1000,
    },
    invoiceSeller: invoiceSeller(env, problems),
  };

  if (config.admin && !isCompanyEmail(config.admin.email, config.companyEmailDomain)) {
    problems.push(`ADMIN_EMAIL must be an address of COMPANY_EMAIL_DOMAIN (${config.companyEmailDomain}): only those may be super admins`);
  }
  if (production && config.seed === 'always') {
    problems.push('SEED=always empties the database at every start: it is refused in production');
  }
  if (!['{z}', '{x}', '{y}'].every((part) => config.mapTileUrl.includes(part))) {
    problems.push(`MAP_TILE_URL must be a tile URL template with {z}, {x} and {y} (got "${config.mapTileUrl}")`);
  }
  if (!/^[a-z0-9_-]+$/.test(config.productSlug)) {
    problems.push(`PRODUCT_SLUG may only hold lower-case letters, digits, - and _ (got "${config.productSlug}")`);
  }
  if (config.httpTimeouts.headers > config.httpTimeouts.request) {
    problems.push('HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT (the header is part of the request)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
