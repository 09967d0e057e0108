import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAP_CLUSTER_ABOVE } from '../../src/domain/mapMarkers';
import { currentUser, json, renderConsole } from './consoleHarness';

/** `count` shops spread a few metres apart around the Hôtel de Ville, as close as a busy street's. */
const shops = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Boutique ${index + 1}`,
    lat: 48.8566 + (index % 20) * 0.0002,
    lng: 2.3522 + Math.floor(index / 20) * 0.0002,
    convention: 'hcr',
    nb_employees: 5,
    bizdev: null,
    coach: null,
    organisation_id: 1,
    organisation_name: 'Boutiques de Paris',
    referent_name: null,
    referent_phone: null,
    referent_mail: null,
    address: 'Paris',
    distance_km: 0.1,
  }));

const backend = (count: number) => (url: string) => {
  if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
  if (url.includes('/super_admin/api/fetch_filters')) return json(200, { conventions: [], sectors: [], features: [] });
  if (url.includes('/super_admin/api/map_shops')) return json(200, { shops: shops(count), searched_lat: 48.8566, searched_lng: 2.3522, truncated: false });
  return json(404, { error: 'not_found' });
};

const shopMarkers = () => document.querySelectorAll('.leaflet-marker-icon.shop-marker');

describe('shops map markers (spec 1 §2.8: one marker per result; issue 15)', () => {
  it('shows one marker per result, none grouped, for 17 shops a few metres apart', async () => {
    renderConsole({ path: '/planora_map', signedIn: true, handler: backend(17) });
    await waitFor(() => expect(shopMarkers()).toHaveLength(17));
    expect(document.querySelectorAll('.marker-cluster')).toHaveLength(0);
    expect(screen.queryByTestId('map-clustered')).toBeNull();
  });

  it(`groups nearby markers only past ${MAP_CLUSTER_ABOVE} results, and says so on the map`, async () => {
    renderConsole({ path: '/planora_map', signedIn: true, handler: backend(MAP_CLUSTER_ABOVE + 1) });
    const note = await screen.findByTestId('map-clustered');
    expect(note).toHaveTextContent('301 résultats : au-delà de 300, les établissements proches sont regroupés.');
    // jsdom lays no map out, so leaflet.markercluster draws nothing here: the end-to-end map test sees the groups
  });
});
