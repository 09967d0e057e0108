import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which reverse proxies may tell the server the client's address (X-Forwarded-For).
 * - `false` (default): none; the client is the socket's peer.
 * - a number of hops N: the N proxies nearest the server are trusted, so the client is the N-th entry
 *   from the right of X-Forwarded-For. Only safe when the server cannot be reached but through them.
 * - a comma list of proxy addresses or CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal):
 *   entries are trusted only while the hop that wrote them is one of these addresses.
 * `true` is refused: it trusted every hop, so the left-most entry, written by the caller, became the
 * client's address and a caller escaped the per-IP sign-in limit (issue 13).
 */
export type TrustProxySetting = false | number | string[];

export const TRUST_PROXY_NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const MAX_HOPS = 10;

const ACCEPTED =
  `false, a number of proxy hops from 1 to ${MAX_HOPS} (e.g. 1), or a comma list of proxy addresses or CIDRs ` +
  `(e.g. 10.0.0.1, 10.0.0.0/8, ${TRUST_PROXY_NAMED_RANGES.join(', ')})`;

function isAddressOrRange(entry: string): boolean {
  if ((TRUST_PROXY_NAMED_RANGES as readonly string[]).includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The setting, or the problem to report at start-up (naming the accepted values). */
export function parseTrustProxy(raw: string | undefined): { setting: TrustProxySetting; problem?: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { setting: false };
  if (value === 'true') {
    return {
      setting: false,
      problem:
        `TRUST_PROXY=true is no longer accepted: it trusted every X-Forwarded-For entry, so a caller could choose its own IP. ` +
        `Use ${ACCEPTED}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return { setting: hops };
    return { setting: false, problem: `TRUST_PROXY must be ${ACCEPTED} (got "${raw}")` };
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return { setting: false, problem: `TRUST_PROXY must be ${ACCEPTED} (invalid: ${bad.join(', ')})` };
  return { setting: entries };
}

/**
 * Fastify's `trustProxy` option for the setting. Fastify 5.12 no longer takes a bare hop count (it
 * trusts nothing then), so hops become the trust function Fastify used to build: hop i is trusted when i < N.
 */
export function trustProxyOption(setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
