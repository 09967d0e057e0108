import { describe, expect, it } from 'vitest';
import { acceptedOrigin } from '../../src/domain/allowedHosts';
import { extractStartupParams } from '../../src/startup/startupParams';
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
