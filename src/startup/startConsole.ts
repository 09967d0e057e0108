import { loadRuntimeConfig, type RuntimeConfig, type ServiceUrls } from '../config/runtimeConfig';
import { postAuth } from '../auth/authApi';
import { createSession, type Session } from '../auth/session';
import { acceptedOrigin } from '../domain/allowedHosts';
import { applyStartupLink, type ConfirmAccountSwitch } from './startupLink';
import { extractStartupParams } from './startupParams';

const OVERRIDE_KEYS = { apiHost: 'bo.api_host', appOrigin: 'bo.app_origin' } as const;

export interface ConsoleStart {
  config: RuntimeConfig;
  session: Session;
}

/** Without a way to ask (tests, embedding), a link for another account never replaces the session. */
const keepCurrentSession: ConfirmAccountSwitch = async () => false;

/**
 * Start-up, first half (spec 1 §4): take the api_host / app_origin / token parameters off the
 * address bar, load the runtime configuration, keep only allow-listed hosts, store the token (a
 * token for another account than the signed-in one only after `confirmSwitch`: startupLink.ts).
 * The second half (verify or refresh the token, fetch current_user) is authProvider.checkAuth.
 */
export async function startConsole(win: Window = window, confirmSwitch: ConfirmAccountSwitch = keepCurrentSession): Promise<ConsoleStart> {
  const params = extractStartupParams(win.location.href);
  const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
  if (params.cleanUrl !== current) win.history.replaceState(win.history.state, '', params.cleanUrl);

  const loaded = await loadRuntimeConfig();
  const storage = win.localStorage;
  const pageOrigin = win.location.origin;
  const servicesOn = (apiHost: string | null) => (apiHost ? onHost(loaded.services, apiHost) : loaded.services);
  // the signed-in session belongs to the auth service in use before this link's api_host, if any
  const previousAuthUrl = servicesOn(acceptedOrigin(storage.getItem(OVERRIDE_KEYS.apiHost), loaded.allowedApiHosts, pageOrigin)).auth;
  const remember = (value: string | null, key: string, name: string) => {
    if (!value) return;
    const accepted = acceptedOrigin(value, loaded.allowedApiHosts, pageOrigin);
    if (accepted) storage.setItem(key, accepted);
    else console.warn(`Ignored start-up parameter ${name}: ${value} is not an allowed host`);
  };
  remember(params.apiHost, OVERRIDE_KEYS.apiHost, 'api_host');
  remember(params.appOrigin, OVERRIDE_KEYS.appOrigin, 'app_origin');

  // Stored overrides are checked again: the allow-list may have changed since they were stored.
  const apiHost = acceptedOrigin(storage.getItem(OVERRIDE_KEYS.apiHost), loaded.allowedApiHosts, pageOrigin);
  const appOrigin = acceptedOrigin(storage.getItem(OVERRIDE_KEYS.appOrigin), loaded.allowedApiHosts, pageOrigin);
  const config: RuntimeConfig = {
    ...loaded,
    mainAppUrl: appOrigin ?? loaded.mainAppUrl,
    services: servicesOn(apiHost),
  };

  const session = createSession(storage);
  if (params.refreshToken) {
    const replaced = session.getRefreshToken();
    const signOut = (refreshToken: string) =>
      postAuth(refreshToken === replaced ? previousAuthUrl : config.services.auth, 'sign_out', { refresh_token: refreshToken });
    await applyStartupLink(session, params.refreshToken, { confirmSwitch, signOut });
  }
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
