import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

const handler = (url: string) => {
  if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
  if (url.endsWith('/super_admin/api/organisations/12')) return json(200, { organisation: { id: 12, name: 'Boulangeries Durand' } });
  if (url.endsWith('/super_admin/api/shops/9')) return json(200, { shop: { id: 9, name: 'Fleurs Bastille' } });
  return json(404, { error: 'not_found' });
};

describe('detail pages until their issue lands', () => {
  it("show the organisation's name", async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    expect(await screen.findByTestId('record-name', {}, { timeout: 5000 })).toHaveTextContent('Boulangeries Durand');
    expect(screen.getByRole('heading', { level: 1, name: 'Fiche organisation' })).toBeInTheDocument();
    expect(screen.getByText('Cet écran arrive dans une prochaine version.')).toBeInTheDocument();
  });

  it('send an unknown organisation to /404', async () => {
    const { router } = renderConsole({ path: '/organisations/99', signedIn: true, handler });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), { timeout: 5000 });
  });

  it("show a shop's name when the API answers for it", async () => {
    renderConsole({ path: '/shops/9', signedIn: true, handler });
    expect(await screen.findByTestId('record-name', {}, { timeout: 5000 })).toHaveTextContent('Fleurs Bastille');
  });
});
