import { loadRuntimeConfig, type RuntimeConfig, type ServiceUrls } from '../config/runtimeConfig';
import { createSession, type Session } from '../auth/session';
import { acceptedOrigin } from '../domain/allowedHosts';
import { extractStartupParams } from './startupParams';

const OVERRIDE_KEYS = { apiHost: 'bo.api_host', appOrigin: 'bo.app_origin' } as const;

export interface ConsoleStart {
  config: RuntimeConfig;
  session: Session;
}

/**
 * Start-up, first half (spec 1 §4): take the api_host / app_origin / token query parameters off the
 * address bar, load the runtime configuration, keep only allow-listed hosts, store the token.
 * The second half (verify or refresh the token, fetch current_user) is authProvider.checkAuth.
 */
export async function startConsole(win: Window = window): Promise<ConsoleStart> {
  const params = extractStartupParams(win.location.href);
  const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
  if (params.cleanUrl !== current) win.history.replaceState(win.history.state, '', params.cleanUrl);

  const loaded = await loadRuntimeConfig();
  const storage = win.localStorage;
  const pageOrigin = win.location.origin;
  const remember = (value: string | null, key: string, name: string) => {
    if (!value) return;
    const accepted = acceptedOrigin(value, loaded.allowedApiHosts, pageOrigin);
    if (accepted) storage.setItem(key, accepted);
    else console.warn(`Ignored start-up parameter ${name}: ${value} is not an allowed host`);
  };
  remember(params.apiHost, OVERRIDE_KEYS.apiHost, 'api_host');
  remember(params.appOrigin, OVERRIDE_KEYS.appOrigin, 'app_origin');

  const session = createSession(storage);
  if (params.refreshToken) {
    session.clear();
    session.setTokens(null, params.refreshToken);
  }

  // Stored overrides are checked again: the allow-list may have changed since they were stored.
  const apiHost = acceptedOrigin(storage.getItem(OVERRIDE_KEYS.apiHost), loaded.allowedApiHosts, pageOrigin);
  const appOrigin = acceptedOrigin(storage.getItem(OVERRIDE_KEYS.appOrigin), loaded.allowedApiHosts, pageOrigin);
  const config: RuntimeConfig = {
    ...loaded,
    mainAppUrl: appOrigin ?? loaded.mainAppUrl,
    services: apiHost ? onHost(loaded.services, apiHost) : loaded.services,
  };
  return { config, session };
}

/** Points the super-admin and auth APIs at another host; relative service paths follow it. */
function onHost(services: ServiceUrls, origin: string): ServiceUrls {
  const rebase = (base: string) => (base === '' || base.startsWith('/') ? `${origin}${base}` : base);
  return {
    superAdmin: origin,
    auth: origin,
    labourLaws: rebase(services.labourLaws),
    payConfig: rebase(services.payConfig),
    events: rebase(services.events),
    emails: rebase(services.emails),
  };
}
