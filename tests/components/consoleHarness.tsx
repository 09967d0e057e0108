import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { App } from '../../src/App';
import { createSession } from '../../src/auth/session';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../../src/config/runtimeConfig';
import { PERMISSION_FLAGS } from '../../src/domain/permissions';

/** Unsigned JWTs: the console only decodes them. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
export const superAdminRefreshToken = () => fakeJwt({ sub: 'camille@planora.example', super_admin: true, exp: inAnHour() + 86400, typ: 'refresh' });
export const accessToken = () => fakeJwt({ sub: '7', super_admin: true, exp: inAnHour(), typ: 'access' });

export function currentUser(granted: string[] = [], devFlags: string[] = []) {
  return {
    id: 7,
    firstName: 'Camille',
    lastName: 'Dupont',
    email: 'camille@planora.example',
    lang: 'fr',
    profileUrl: 'https://app.planora.example/profile',
    editPasswordUrl: 'https://app.planora.example/password',
    ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)])),
    dev_flags: devFlags,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Renders the whole console at `path`, with `fetch` answered by `handler` (the network boundary). */
export function renderConsole({ path, handler, signedIn = false, config = {} }: { path: string; handler: Handler; signedIn?: boolean; config?: Partial<RuntimeConfig> }) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  const session = createSession(localStorage);
  if (signedIn) session.setTokens(accessToken(), superAdminRefreshToken());
  const start = { config: { ...DEFAULT_CONFIG, ...config }, session };
  const router = createMemoryRouter([{ path: '*', element: <App start={start} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { fetchMock, router };
}
