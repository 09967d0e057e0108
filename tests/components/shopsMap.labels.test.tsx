import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mapFilterOptions } from '../../src/domain/mapFilters';
import { currentUser, json, renderConsole } from './consoleHarness';

/**
 * Issue 15: the map's convention, sector and feature labels come from the console's catalogues by
 * id, in the user's language, not from fetch_filters (French or English only: a German user saw English).
 */
const shop = {
  id: 41,
  name: 'Brasserie du Marché',
  lat: 48.857,
  lng: 2.352,
  convention: 'hcr',
  nb_employees: 12,
  bizdev: null,
  coach: null,
  organisation_id: 3,
  organisation_name: 'Brasserie du Marché',
  referent_name: 'Claire Martin',
  referent_phone: null,
  referent_mail: null,
  address: '8 rue de Rivoli, 75004 Paris',
  distance_km: 0.2,
};

// Its own file: the console's i18next instance is a module singleton (German here).
describe('shops map labels in German', () => {
  const backend = (url: string) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, { ...currentUser(), lang: 'de' });
    // what the server answers a German Accept-Language: English labels
    if (url.includes('/super_admin/api/fetch_filters')) return json(200, mapFilterOptions('en'));
    if (url.includes('/super_admin/api/map_shops')) {
      return json(200, { shops: [shop], searched_lat: 48.857, searched_lng: 2.352, searched_label: 'Paris', truncated: false });
    }
    return json(404, { error: 'not_found' });
  };

  it('labels conventions, sectors and features from the German catalogue, on the filters and the cards', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('de'));
    renderConsole({ path: '/planora_map', signedIn: true, handler: backend });
    const user = userEvent.setup();

    // the map page and leaflet load lazily
    const card = await screen.findByRole('article', { name: 'Brasserie du Marché' });
    expect(within(card).getByTestId('shop-card-convention')).toHaveTextContent('Hotels, Cafés und Restaurants (HCR)');

    await user.click(await screen.findByRole('button', { name: 'Tarifvertrag' }));
    const conventions = screen.getByRole('dialog', { name: 'Tarifvertrag' });
    expect(within(conventions).getByLabelText('Handwerksbäckereien und Konditoreien')).toBeInTheDocument();
    expect(within(conventions).queryByLabelText('Artisan bakeries and pastry shops')).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Branche' }));
    expect(within(screen.getByRole('dialog', { name: 'Branche' })).getByLabelText('Gastgewerbe')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Funktionen' }));
    const features = screen.getByRole('dialog', { name: 'Funktionen' });
    expect(within(features).getByLabelText('Stempeluhr')).toBeInTheDocument();
    expect(within(features).queryByLabelText('Time clock')).toBeNull();
  });
});
