/** Query parameters the start-up reads (spec 1 §4); removed from the address bar at once. */
export const STARTUP_PARAMS = ['api_host', 'app_origin', 'token'] as const;

export interface StartupParams {
  /** Raw values, still to be checked against the allow-list (see domain/allowedHosts). */
  apiHost: string | null;
  appOrigin: string | null;
  /** A refresh token handed over by the main application. */
  refreshToken: string | null;
  /** The same address without the start-up parameters. */
  cleanUrl: string;
}

export function extractStartupParams(href: string): StartupParams {
  const url = new URL(href);
  const read = (name: (typeof STARTUP_PARAMS)[number]) => url.searchParams.get(name) || null;
  const params = { apiHost: read('api_host'), appOrigin: read('app_origin'), refreshToken: read('token') };
  STARTUP_PARAMS.forEach((name) => url.searchParams.delete(name));
  return { ...params, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}
