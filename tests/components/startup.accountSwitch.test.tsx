import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askAccountSwitch } from '../../src/startup/askAccountSwitch';
import { startConsole } from '../../src/startup/startConsole';
import { fakeJwt, json } from './consoleHarness';

/**
 * Issue 13 "A link silently replaces the signed-in session": the console's start-up, as the page
 * runs it, opened with a start-up link (`?token=<refresh token>`) while another account is signed in.
 */
const refreshToken = (email: string) => fakeJwt({ sub: email, super_admin: true, typ: 'refresh', exp: Math.floor(Date.now() / 1000) + 86_400 });
const CURRENT = 'camille@planora.example';
const INCOMING = 'dominique@planora.example';

function openStartupLink(linkToken: string) {
  const current = refreshToken(CURRENT);
  localStorage.setItem('bo.token', fakeJwt({ sub: '7', typ: 'access', exp: Math.floor(Date.now() / 1000) + 600 }));
  localStorage.setItem('bo.refresh_token', current);
  window.history.replaceState(null, '', `/organisations?token=${linkToken}`);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => (String(input).endsWith('/config.json') ? json(200, {}) : new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  let view: RenderResult | null = null;
  const show = (element: ReactElement) => (view ? view.rerender(element) : (view = render(element)));
  const started = startConsole(window, askAccountSwitch(show));
  const signOuts = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/v3/auth/sign_out'))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)).refresh_token);
  return { current, started, signOuts };
}

describe('a start-up link for another account than the signed-in one', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('asks first; switching signs the replaced session out on the server and keeps the link token', async () => {
    const link = refreshToken(INCOMING);
    const { current, started, signOuts } = openStartupLink(link);
    const dialog = await screen.findByRole('dialog', { name: 'Changer de compte ?' });
    expect(dialog).toHaveTextContent(`Vous êtes connecté en tant que ${CURRENT}. Ce lien ouvre le back-office en tant que ${INCOMING}.`);
    expect(window.location.search).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: `Passer à ${INCOMING}` }));
    const { session } = await started;
    expect(signOuts()).toEqual([current]);
    expect([session.getRefreshToken(), session.getToken()]).toEqual([link, null]);
  });

  it('keeps the current session when the user says so (in their language), and signs the unused link out', async () => {
    localStorage.setItem('bo.locale', 'en');
    const link = refreshToken(INCOMING);
    const { current, started, signOuts } = openStartupLink(link);
    await screen.findByRole('dialog', { name: 'Switch account?' });
    await userEvent.setup().click(screen.getByRole('button', { name: `Stay signed in as ${CURRENT}` }));
    const { session } = await started;
    expect(signOuts()).toEqual([link]);
    expect(session.getRefreshToken()).toBe(current);
  });

  it('asks nothing for a link of the signed-in account', async () => {
    const { current, started } = openStartupLink(refreshToken(CURRENT.toUpperCase()));
    const { session } = await started;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getRefreshToken()).toBe(current);
  });
});
