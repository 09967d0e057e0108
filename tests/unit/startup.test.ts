import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/auth/session';
import { acceptedOrigin } from '../../src/domain/allowedHosts';
import { applyStartupLink, decideStartupLink } from '../../src/startup/startupLink';
import { extractStartupParams } from '../../src/startup/startupParams';
import { fakeJwt, memoryStorage, nowSeconds } from './support/fakes';
import { parseRuntimeConfig, DEFAULT_CONFIG } from '../../src/config/runtimeConfig';
import { initials } from '../../src/domain/initials';

const PAGE = 'https://console.planora.example';
const ALLOWED = ['api.planora.example', 'localhost:3000', 'https://staging.planora.example'];

describe('api_host / app_origin allow-list', () => {
  it.each([
    ['https://api.planora.example', 'https://api.planora.example'],
    ['api.planora.example', 'https://api.planora.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://staging.planora.example/some/path', 'https://staging.planora.example'],
    [PAGE, PAGE],
    ['https://evil.example', null],
    ['https://api.planora.example.evil.example', null],
    ['https://user:pass@api.planora.example', null],
    ['http://localhost:4000', null],
    ['http://staging.planora.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    expect(acceptedOrigin(value, ALLOWED, PAGE)).toBe(expected);
  });

  it('accepts nothing foreign with an empty allow-list', () => {
    expect(acceptedOrigin('https://api.planora.example', [], PAGE)).toBeNull();
  });
});

describe('start-up query parameters', () => {
  it('reads token, api_host and app_origin and removes them from the address', () => {
    const params = extractStartupParams(`${PAGE}/organisations/12?token=abc&api_host=api.planora.example&tab=shops&app_origin=x#top`);
    expect(params).toEqual({
      apiHost: 'api.planora.example',
      appOrigin: 'x',
      refreshToken: 'abc',
      cleanUrl: '/organisations/12?tab=shops#top',
    });
  });

  it('leaves an address without start-up parameters as it is', () => {
    expect(extractStartupParams(`${PAGE}/shops`)).toMatchObject({ refreshToken: null, cleanUrl: '/shops' });
    expect(extractStartupParams(`${PAGE}/shops#top`)).toMatchObject({ refreshToken: null, cleanUrl: '/shops#top' });
  });

  it('reads the token from the fragment too (never sent to a server) and removes it', () => {
    expect(extractStartupParams(`${PAGE}/organisations?tab=shops#token=abc`)).toMatchObject({ refreshToken: 'abc', cleanUrl: '/organisations?tab=shops' });
    expect(extractStartupParams(`${PAGE}/organisations#a=1&token=abc`)).toMatchObject({ refreshToken: 'abc', cleanUrl: '/organisations#a=1' });
  });
});

describe('a start-up link while a session exists (issue 13)', () => {
  const refresh = (email: string, exp = nowSeconds() + 86_400) => fakeJwt({ sub: email, super_admin: true, typ: 'refresh', exp });
  const camille = refresh('camille@planora.example');
  const dominique = refresh('dominique@planora.example');

  it.each([
    ['no session', null, dominique, { kind: 'adopt' }],
    ['an expired session', refresh('camille@planora.example', nowSeconds() - 10), dominique, { kind: 'adopt' }],
    ['an unreadable stored token', 'garbage', dominique, { kind: 'adopt' }],
    ['the same account (any case)', camille, refresh('Camille@Planora.example'), { kind: 'continue' }],
    ['another account', camille, dominique, { kind: 'ask', accounts: { current: 'camille@planora.example', incoming: 'dominique@planora.example' } }],
    ['a link naming no account', camille, 'garbage', { kind: 'refuse' }],
  ])('%s', (_label, current, link, expected) => {
    expect(decideStartupLink(current, link)).toEqual(expected);
  });

  const signedInAs = (token: string) => {
    const session = createSession(memoryStorage());
    session.setTokens('access', token);
    return session;
  };

  it('switches only when the user says so, and signs the replaced session out on the server', async () => {
    const session = signedInAs(camille);
    const confirmSwitch = vi.fn(async () => true);
    const signOut = vi.fn(async () => undefined);
    expect(await applyStartupLink(session, dominique, { confirmSwitch, signOut })).toBe('switched');
    expect(confirmSwitch).toHaveBeenCalledWith({ current: 'camille@planora.example', incoming: 'dominique@planora.example' });
    expect(signOut.mock.calls).toEqual([[camille]]);
    expect([session.getRefreshToken(), session.getToken()]).toEqual([dominique, null]);
  });

  it('keeps the current session when the user declines, and signs the unused link token out', async () => {
    const session = signedInAs(camille);
    const signOut = vi.fn(async () => undefined);
    expect(await applyStartupLink(session, dominique, { confirmSwitch: async () => false, signOut })).toBe('kept');
    expect(signOut.mock.calls).toEqual([[dominique]]);
    expect([session.getRefreshToken(), session.getToken()]).toEqual([camille, 'access']);
  });

  it('goes on without a question for the same account, and adopts the link when no session lives', async () => {
    const confirmSwitch = vi.fn(async () => true);
    const same = signedInAs(camille);
    const sameLink = refresh('camille@planora.example');
    const signOut = vi.fn(async () => undefined);
    expect(await applyStartupLink(same, sameLink, { confirmSwitch, signOut })).toBe('continued');
    expect(same.getRefreshToken()).toBe(camille);
    expect(signOut.mock.calls).toEqual([[sameLink]]);

    const none = createSession(memoryStorage());
    const noSignOut = vi.fn(async () => undefined);
    expect(await applyStartupLink(none, dominique, { confirmSwitch, signOut: noSignOut })).toBe('adopted');
    expect(none.getRefreshToken()).toBe(dominique);
    expect(confirmSwitch).not.toHaveBeenCalled();
    expect(noSignOut).not.toHaveBeenCalled();
  });
});

describe('runtime configuration', () => {
  it('keeps defaults for missing or mistyped values', () => {
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_CONFIG);
    const config = parseRuntimeConfig({ productSlug: 'acme', mainAppUrl: 'https://app.acme.example', allowedApiHosts: ['a', 3], services: { auth: 'https://auth.acme.example', events: 5 } });
    expect(config.productSlug).toBe('acme');
    expect(config.mainAppUrl).toBe('https://app.acme.example');
    expect(config.allowedApiHosts).toEqual(['a']);
    expect(config.services.auth).toBe('https://auth.acme.example');
    expect(config.services.events).toBe('/services/events');
  });
});

describe('initials monogram', () => {
  it.each([
    ['Camille', 'Dupont', 'CD'],
    ['élodie', 'martin', 'ÉM'],
    ['', 'Martin', 'M'],
    [null, null, ''],
  ])('%s %s -> %s', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });
});
