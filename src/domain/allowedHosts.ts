/**
 * Start-up overrides (spec 1 §4): `api_host` and `app_origin` come from a link, so only hosts on
 * the configured allow-list (or the page's own origin) are accepted; anything else would let a
 * crafted link send the tokens to a foreign server.
 *
 * Allow-list entries may be a host ("api.example.com"), a host with port ("localhost:3000")
 * or a full origin ("https://api.example.com").
 * Returns the normalised origin (scheme://host[:port]) or null when refused.
 */
export function acceptedOrigin(value: string | null | undefined, allowedHosts: readonly string[], pageOrigin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === pageOrigin) return url.origin;
  const allowed = allowedHosts.some((entry) => {
    const candidate = entry.trim().toLowerCase();
    if (!candidate) return false;
    if (/^https?:\/\//.test(candidate)) return candidate.replace(/\/+$/, '') === url.origin;
    return candidate === url.host || candidate === url.hostname && url.port === '';
  });
  return allowed ? url.origin : null;
}
