import { describe, expect, it } from 'vitest';
import { ConfigError, isWeakSecret, loadConfig, parseDuration } from '../../server/config.js';

const STRONG_SECRET = 'q8J2vX7kLm4Rt9Zp1Yw6Nc3Hb5Gd0Fs8Ea2Ku7Ti';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseDuration', () => {
  it.each([
    ['900', 900],
    ['45s', 45],
    ['15m', 900],
    ['12h', 43_200],
    ['30d', 2_592_000],
    [' 5m ', 300],
  ])('%s -> %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['0', '0m', '-5', '15 minutes', '1.5h', 'm', ''])('refuses "%s"', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'data/console.sqlite',
      jwtSecret: null,
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
      impersonationTokenTtl: 300,
      companyEmailDomain: 'planora.example',
      mainAppUrl: null,
      ticketTrackerUrl: null,
      paymentProviderUrl: null,
      geocoderUrl: null,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      productName: 'Planora',
      productSlug: 'planora',
      allowedApiHosts: [],
      admin: null,
      seed: 'auto',
      authRateLimit: 30,
      logLevel: 'info',
      corsOrigins: [],
      trustProxy: false,
      production: false,
      httpTimeouts: { headers: 10_000, request: 60_000, keepAlive: 72_000, idle: 120_000 },
      outbox: { smtpUrl: null, smtpSecondaryUrl: null, mailFrom: 'Planora <no-reply@planora.example>', smsProviderUrl: null, blacklistUrl: null, maxAttempts: 5, retryDelayMs: 60_000 },
      emailRepository: { webhookToken: null, contentLinkTtl: 300 },
      eventsService: { ingestToken: null },
      shopQuota: { url: null, timeoutMs: 10_000 },
      punchClock: { url: null, timeoutMs: 10_000 },
      hris: { url: null, timeoutMs: 10_000 },
      billingAutomation: { url: null, maxAttempts: 5, retryDelayMs: 60_000 },
      timeClock: { url: null, timeoutMs: 10_000 },
      shopsService: { url: null, timeoutMs: 15_000 },
      employeesService: { url: null, token: null, timeoutMs: 15_000 },
      invoiceSeller: { name: 'Planora SAS', address: '10 rue de la Paix, 75002 Paris, France', siren: '123456782', vatNumber: 'FR11123456782', email: 'billing@planora.example' },
      paymentProviderApi: { url: null, timeoutMs: 10_000 },
    });
  });

  it("reads the payment provider's API settings (issue 18) and refuses a URL that is not http(s) or a bad time-out", () => {
    expect(loadConfig({ PAYMENT_PROVIDER_API_URL: 'https://api.stripe.example/v1/', PAYMENT_PROVIDER_API_TIMEOUT: '4s' }).paymentProviderApi).toEqual({
      url: 'https://api.stripe.example/v1',
      timeoutMs: 4000,
    });
    expect(problemsOf({ PAYMENT_PROVIDER_API_URL: 'stripe', PAYMENT_PROVIDER_API_TIMEOUT: 'soon' }).map((p) => p.split(' ')[0])).toEqual([
      'PAYMENT_PROVIDER_API_URL',
      'PAYMENT_PROVIDER_API_TIMEOUT',
    ]);
  });

  it('reads the shop-quota and billing automation settings (issue 16) and refuses a URL that is not http(s)', () => {
    const config = loadConfig({
      SHOP_QUOTA_URL: 'https://quota.example.com/',
      SHOP_QUOTA_TIMEOUT: '3s',
      BILLING_AUTOMATION_URL: 'https://billing.example.com',
      BILLING_AUTOMATION_MAX_ATTEMPTS: '3',
      BILLING_AUTOMATION_RETRY_DELAY: '30s',
    });
    expect(config.shopQuota).toEqual({ url: 'https://quota.example.com', timeoutMs: 3000 });
    expect(config.billingAutomation).toEqual({ url: 'https://billing.example.com', maxAttempts: 3, retryDelayMs: 30_000 });
    expect(() => loadConfig({ SHOP_QUOTA_URL: 'ftp://quota' })).toThrow(/SHOP_QUOTA_URL/);
    expect(() => loadConfig({ BILLING_AUTOMATION_MAX_ATTEMPTS: '0' })).toThrow(/BILLING_AUTOMATION_MAX_ATTEMPTS/);
  });

  it('reads the outbox settings and refuses a bad SMTP_URL or MAIL_FROM without echoing the SMTP password', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
        SMTP_SECONDARY_URL: 'smtp://relay.example.com:587',
        MAIL_FROM: 'Planora Support <support@planora.example>',
        SMS_PROVIDER_URL: 'https://sms.example.com/send/',
        BLACKLIST_URL: 'https://blacklist.example.com',
        OUTBOX_MAX_ATTEMPTS: '3',
        OUTBOX_RETRY_DELAY: '30s',
      }).outbox,
    ).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.com:465',
      smtpSecondaryUrl: 'smtp://relay.example.com:587',
      mailFrom: 'Planora Support <support@planora.example>',
      smsProviderUrl: 'https://sms.example.com/send',
      blacklistUrl: 'https://blacklist.example.com',
      maxAttempts: 3,
      retryDelayMs: 30_000,
    });
    expect(loadConfig({ PRODUCT_NAME: 'Acme', COMPANY_EMAIL_DOMAIN: 'acme.example' }).outbox.mailFrom).toBe('Acme <no-reply@acme.example>');
    const problems = problemsOf({
      SMTP_URL: 'http://user:hunter2@smtp.example.com',
      SMTP_SECONDARY_URL: 'https://user:hunter3@relay.example.com',
      MAIL_FROM: 'not an address',
      SMS_PROVIDER_URL: 'sms.example.com',
      OUTBOX_MAX_ATTEMPTS: '0',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['SMTP_URL', 'SMTP_SECONDARY_URL', 'MAIL_FROM', 'SMS_PROVIDER_URL', 'OUTBOX_MAX_ATTEMPTS']);
    expect(problems.join('\n')).not.toMatch(/hunter2|hunter3/);
  });

  it('reads the e-mail repository settings (issue 19) and refuses a short webhook token or a bad link lifetime', () => {
    const token = 'whk_0123456789abcdefghijklmnop';
    expect(loadConfig({ EMAIL_WEBHOOK_TOKEN: token, EMAIL_LINK_TTL: '2m' }).emailRepository).toEqual({ webhookToken: token, contentLinkTtl: 120 });
    expect(problemsOf({ EMAIL_WEBHOOK_TOKEN: 'short', EMAIL_LINK_TTL: 'soon' }).map((p) => p.split(' ')[0])).toEqual(['EMAIL_WEBHOOK_TOKEN', 'EMAIL_LINK_TTL']);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/console',
      ACCESS_TOKEN_TTL: '5m',
      REFRESH_TOKEN_TTL: '7d',
      MAIN_APP_URL: 'https://app.example.com/',
      ALLOWED_API_HOSTS: 'api.example.com, staging-api.example.com:8443',
      ADMIN_EMAIL: 'Boss@Planora.example',
      ADMIN_PASSWORD: 'a-long-admin-password',
      SEED: 'never',
      AUTH_RATE_LIMIT: '5',
      CORS_ORIGINS: 'https://console.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db/console',
      accessTokenTtl: 300,
      refreshTokenTtl: 604_800,
      mainAppUrl: 'https://app.example.com',
      allowedApiHosts: ['api.example.com', 'staging-api.example.com:8443'],
      admin: { email: 'boss@planora.example', password: 'a-long-admin-password' },
      seed: 'never',
      authRateLimit: 5,
      corsOrigins: ['https://console.example.com'],
    });
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', ACCESS_TOKEN_TTL: '15 minutes', SEED: 'sometimes', MAIN_APP_URL: 'app.example.com', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'ACCESS_TOKEN_TTL', 'SEED', 'MAIN_APP_URL', 'LOG_LEVEL']) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it('reads the map settings and refuses a tile URL without {z}/{x}/{y}', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://api-adresse.data.gouv.fr/search/', MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toMatchObject({
      geocoderUrl: 'https://api-adresse.data.gouv.fr/search',
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })[0]).toMatch(/^MAP_TILE_URL/);
    expect(problemsOf({ GEOCODER_URL: 'api-adresse' })[0]).toMatch(/^GEOCODER_URL/);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@planora.example' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16 ,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true (every hop trusted: the caller picks its IP), naming the accepted values', () => {
    const [problem] = problemsOf({ TRUST_PROXY: 'true' });
    expect(problem).toMatch(/^TRUST_PROXY=true is no longer accepted/);
    expect(problem).toContain('a number of proxy hops');
    expect(problem).toContain('10.0.0.0/8');
  });

  it.each(['yes', '11', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'proxy.example.com', '10.0.0.1/8/2'])('refuses TRUST_PROXY=%s', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY must be false, a number of proxy hops/);
  });

  it('refuses an ADMIN_EMAIL outside COMPANY_EMAIL_DOMAIN: only its addresses may be super admins', () => {
    const admin = { ADMIN_EMAIL: 'boss@client.example', ADMIN_PASSWORD: 'a-long-admin-password' };
    expect(problemsOf(admin)).toEqual([
      'ADMIN_EMAIL must be an address of COMPANY_EMAIL_DOMAIN (planora.example): only those may be super admins',
    ]);
    expect(loadConfig({ ...admin, COMPANY_EMAIL_DOMAIN: 'client.example' }).admin?.email).toBe('boss@client.example');
  });

  it('refuses a hostile entry in the CSP host list', () => {
    expect(problemsOf({ ALLOWED_API_HOSTS: "api.example.com; script-src 'unsafe-eval'" })[0]).toMatch(/^ALLOWED_API_HOSTS/);
  });
});

describe('production safeguards', () => {
  it.each([
    ['too short', 'Zx8!kq2Lw9'],
    ['a placeholder', 'changeme-changeme-changeme-changeme-1234'],
    ['too few distinct characters', 'abababababababababababababababababab'],
  ])('refuses a JWT_SECRET that is %s', (_reason, secret) => {
    expect(isWeakSecret(secret)).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: secret })[0]).toMatch(/^JWT_SECRET is too weak/);
  });

  it('accepts a strong secret, or none (generated and stored)', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET }).jwtSecret).toBe(STRONG_SECRET);
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeNull();
  });

  it('tolerates a weak secret outside production', () => {
    expect(loadConfig({ JWT_SECRET: 'dev' }).jwtSecret).toBe('dev');
  });

  it('refuses a demo or short admin password and SEED=always', () => {
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@planora.example', ADMIN_PASSWORD: 'demo-admin-2026' })).toHaveLength(1);
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@planora.example', ADMIN_PASSWORD: 'short' })).toHaveLength(1);
    expect(problemsOf({ NODE_ENV: 'production', SEED: 'always' })).toHaveLength(1);
  });

  it('reads the slow-client time-outs, the header one no longer than the request one', () => {
    expect(loadConfig({ HEADERS_TIMEOUT: '5s', REQUEST_TIMEOUT: '2m', KEEP_ALIVE_TIMEOUT: '65', IDLE_TIMEOUT: '3m' }).httpTimeouts).toEqual({
      headers: 5_000,
      request: 120_000,
      keepAlive: 65_000,
      idle: 180_000,
    });
    expect(problemsOf({ HEADERS_TIMEOUT: '0' })[0]).toMatch(/^HEADERS_TIMEOUT/);
    expect(problemsOf({ HEADERS_TIMEOUT: '2m', REQUEST_TIMEOUT: '1m' })).toEqual([
      'HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT (the header is part of the request)',
    ]);
  });
});
