import type { ConsoleConfig } from '../contracts/config';
import { SERVICE_PATHS } from '../contracts/services';

/** The runtime configuration served by the back end at /config.json (no rebuild to re-point the console). */
export type RuntimeConfig = ConsoleConfig;
export type ServiceUrls = ConsoleConfig['services'];

export const DEFAULT_CONFIG: RuntimeConfig = {
  productName: 'Planora',
  productSlug: 'planora',
  mainAppUrl: null,
  ticketTrackerUrl: null,
  companyEmailDomain: 'planora.example',
  allowedApiHosts: [],
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  services: { ...SERVICE_PATHS },
};

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const nullableText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads an untrusted /config.json body, keeping the defaults for anything missing or mistyped. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const services = (raw.services && typeof raw.services === 'object' ? raw.services : {}) as Record<string, unknown>;
  const defaults = DEFAULT_CONFIG.services;
  return {
    productName: text(raw.productName, DEFAULT_CONFIG.productName),
    productSlug: text(raw.productSlug, DEFAULT_CONFIG.productSlug) || DEFAULT_CONFIG.productSlug,
    mainAppUrl: nullableText(raw.mainAppUrl),
    ticketTrackerUrl: nullableText(raw.ticketTrackerUrl),
    companyEmailDomain: text(raw.companyEmailDomain, DEFAULT_CONFIG.companyEmailDomain),
    allowedApiHosts: Array.isArray(raw.allowedApiHosts) ? raw.allowedApiHosts.filter((h): h is string => typeof h === 'string') : [],
    mapTileUrl: text(raw.mapTileUrl, DEFAULT_CONFIG.mapTileUrl) || DEFAULT_CONFIG.mapTileUrl,
    mapAttribution: text(raw.mapAttribution, DEFAULT_CONFIG.mapAttribution),
    services: {
      superAdmin: text(services.superAdmin, defaults.superAdmin),
      auth: text(services.auth, defaults.auth),
      labourLaws: text(services.labourLaws, defaults.labourLaws),
      payConfig: text(services.payConfig, defaults.payConfig),
      events: text(services.events, defaults.events),
      emails: text(services.emails, defaults.emails),
    },
  };
}

/** Fetches /config.json once at start; without it the console still runs on its same-origin defaults. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('Runtime configuration unavailable, using same-origin defaults', error);
    return DEFAULT_CONFIG;
  }
}
