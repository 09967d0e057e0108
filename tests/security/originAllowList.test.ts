import { afterEach, describe, expect, it, vi } from 'vitest';
import { startConsole } from '../../src/startup/startConsole';
import { memoryStorage } from '../unit/support/fakes';

/**
 * Issue 8, "api_host / app_origin": a crafted link must not send the tokens to another host.
 * tests/unit/startup.test.ts checks the allow-list function (acceptedOrigin) case by
 * case; this checks the whole start-up with it: what ends up in the configuration the data
 * providers and the auth client use, and what is remembered for the next visits.
 */
const PAGE = 'https://console.planora.example';
const ALLOWED = ['api.planora.example', 'https://staging.planora.example'];

function fakeWindow(path: string, storage: Storage = memoryStorage()) {
  const url = new URL(path, PAGE);
  const replaceState = vi.fn();
  const win = {
    location: { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash, origin: url.origin },
    history: { state: null, replaceState },
    localStorage: storage,
  };
  return { win: win as unknown as Window, storage, replaceState };
}

function serveConfig(allowedApiHosts: string[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ allowedApiHosts, mainAppUrl: 'https://app.planora.example' }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const hostsOf = (services: Record<string, string>) => Object.values(services).map((base) => (base.startsWith('http') ? new URL(base).host : 'same-origin'));

describe('start-up with api_host / app_origin links', () => {
  afterEach(() => vi.unstubAllGlobals());

  const CRAFTED = [
    'https://evil.example',
    'evil.example',
    '//evil.example',
    'https://api.planora.example.evil.example',
    'https://api.planora.example@evil.example',
    'https://evil.example/https://api.planora.example',
    'https://evil.example?api.planora.example',
    'https://evil.example#api.planora.example',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example:443',
    'https://xn--pple-43d.example',
    'https://staging.planora.example.evil.example',
    'http://staging.planora.example',
  ];

  it.each(CRAFTED)('ignores api_host=%s and app_origin alike: every call stays on the allowed hosts', async (host) => {
    serveConfig(ALLOWED);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, storage, replaceState } = fakeWindow(`/organisations/3?api_host=${encodeURIComponent(host)}&app_origin=${encodeURIComponent(host)}&token=stolen-refresh`);
    const { config } = await startConsole(win);
    expect(hostsOf({ ...config.services })).toEqual(Array(6).fill('same-origin'));
    expect(config.mainAppUrl).toBe('https://app.planora.example');
    expect(storage.getItem('bo.api_host')).toBeNull();
    expect(storage.getItem('bo.app_origin')).toBeNull();
    // the parameters leave the address bar at once (no token left in history or in a shared link)
    expect(replaceState).toHaveBeenCalledWith(null, '', '/organisations/3');
  });

  it('ignores a foreign host planted in storage earlier (the allow-list is checked at every start)', async () => {
    serveConfig(ALLOWED);
    const storage = memoryStorage();
    storage.setItem('bo.api_host', 'https://evil.example');
    storage.setItem('bo.app_origin', 'https://evil.example');
    const { config } = await startConsole(fakeWindow('/', storage).win);
    expect(hostsOf({ ...config.services })).toEqual(Array(6).fill('same-origin'));
    expect(config.mainAppUrl).toBe('https://app.planora.example');
  });

  it('forgets a remembered host once it leaves the allow-list', async () => {
    serveConfig(ALLOWED);
    const storage = memoryStorage();
    await startConsole(fakeWindow('/?api_host=api.planora.example', storage).win);
    serveConfig([]);
    const { config } = await startConsole(fakeWindow('/', storage).win);
    expect(config.services.superAdmin).toBe('');
    expect(config.services.auth).toBe('');
  });

  it('accepts an allow-listed host: the super-admin API, the auth API and same-origin services move to it', async () => {
    serveConfig(ALLOWED);
    const { config } = await startConsole(fakeWindow('/?api_host=https://api.planora.example').win);
    expect(config.services.superAdmin).toBe('https://api.planora.example');
    expect(config.services.auth).toBe('https://api.planora.example');
    expect(config.services.labourLaws).toBe('https://api.planora.example/services/labour-laws');
  });

  it('accepts nothing foreign when /config.json cannot be loaded (empty allow-list)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { config } = await startConsole(fakeWindow('/?api_host=api.planora.example').win);
    expect(config.services.superAdmin).toBe('');
  });
});
