/** Query parameters the start-up reads (spec 1 §4); removed from the address bar at once. */
export const STARTUP_PARAMS = ['api_host', 'app_origin', 'token'] as const;

export interface StartupParams {
  /** Raw values, still to be checked against the allow-list (see domain/allowedHosts). */
  apiHost: string | null;
  appOrigin: string | null;
  /** A refresh token handed over by the main application: `?token=` (spec 1 §4) or `#token=`. */
  refreshToken: string | null;
  /** The same address without the start-up parameters. */
  cleanUrl: string;
}

/**
 * Issue 13: the token may also come in the fragment (`#token=`), which the browser never sends to
 * the server, so it reaches no server or proxy log; the main application should prefer it.
 */
const FRAGMENT_TOKEN = /(^|&)token=/;

export function extractStartupParams(href: string): StartupParams {
  const url = new URL(href);
  const read = (name: (typeof STARTUP_PARAMS)[number]) => url.searchParams.get(name) || null;
  let fragmentToken: string | null = null;
  if (FRAGMENT_TOKEN.test(url.hash.slice(1))) {
    const fragment = new URLSearchParams(url.hash.slice(1));
    fragmentToken = fragment.get('token') || null;
    fragment.delete('token');
    url.hash = fragment.toString();
  }
  const params = { apiHost: read('api_host'), appOrigin: read('app_origin'), refreshToken: fragmentToken ?? read('token') };
  STARTUP_PARAMS.forEach((name) => url.searchParams.delete(name));
  return { ...params, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}
