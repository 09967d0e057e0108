import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// Its own file: the console's i18next instance is a module singleton, initialised once per page as in the browser.
describe('language switcher', () => {
  const user = currentUser();
  const backend = (url: string, init: RequestInit | undefined) =>
    url.endsWith('/super_admin/api/current_user')
      ? json(200, init?.method === 'PATCH' ? { ...user, ...JSON.parse(String(init.body)) } : user)
      : json(404, { error: 'not_found' });

  it('switches the language: texts, <html lang>, Accept-Language and the saved preference', async () => {
    const { fetchMock } = renderConsole({ path: '/organisations', signedIn: true, handler: backend });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /menu utilisateur$/i }));
    await user.click(screen.getByRole('menuitem', { name: /Langue/ }));
    const choices = screen.getByRole('menu', { name: 'Langue' });
    expect(within(choices).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Français', 'Français (Belgique)', 'Français (Suisse)', 'English', 'Deutsch', 'Español', 'Italiano', 'Nederlands', 'Polski', 'Português', 'Română',
    ]);
    await user.click(within(choices).getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('menuitem', { name: 'Shops' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
      expect(patch?.[1]?.body).toBe(JSON.stringify({ lang: 'en' }));
      expect(new Headers(patch?.[1]?.headers).get('Accept-Language')).toBe('en');
    });
  });
});
