import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, json, renderConsole } from './consoleHarness';

// The organisation page (another helper's) hosts the tab; here the detail route shows the tab alone.
vi.mock('../../src/resources/organisations/OrganisationShow', async () => {
  const { LicencesTab } = await import('../../src/resources/organisations/show/LicencesTab');
  return { OrganisationShow: () => <LicencesTab organisationId={12} organisationName="Boulangeries Durand" /> };
});

const LICENCES = [
  { id: 31, name: 'Administrateur', position: 0, visible: true, active: true, original_type: 'system_admin' },
  { id: 32, name: 'Manager', position: 3, visible: true, active: true, original_type: 'advanced_master' },
  { id: 33, name: 'Planificateur', position: 4, visible: false, active: true, original_type: 'planner' },
  { id: 34, name: 'Saisonnier', position: 8, visible: true, active: true, original_type: 'employee' },
];

type Patch = (body: { visible?: boolean }) => Response | Promise<Response>;

function backend({ list = () => json(200, { licenses: LICENCES }), patch }: { list?: () => Response; patch?: Patch } = {}) {
  const patches: Array<{ url: string; body: unknown }> = [];
  const handler = async (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.endsWith('/super_admin/api/organisations/12/licenses')) return list();
    const match = url.match(/\/super_admin\/api\/organisations\/12\/licenses\/(\d+)$/);
    if (match && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body));
      patches.push({ url, body });
      const licence = LICENCES.find((l) => l.id === Number(match[1]))!;
      return patch ? patch(body) : json(200, { id: licence.id, name: licence.name, visible: body.visible, active: licence.active });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, patches };
}

const toggle = (name: string) => screen.getByRole('switch', { name: `Visibilité de la licence ${name}` });
const loaded = () => screen.findByRole('switch', { name: 'Visibilité de la licence Manager' });

describe('organisation licences tab (spec 2 §2.1, §5, §8)', () => {
  it('lists the licences with their position badge (position + 1, blue below 4, green 4 to 7, red from 8) and visibility', async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler: backend().handler });
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Licences – Boulangeries Durand' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Administrateur', 'Manager', 'Planificateur', 'Saisonnier']);
    const badges = ['1', '4', '5', '9'].map((label) => screen.getByLabelText(`Position ${label}`));
    expect(badges.map((badge) => badge.textContent)).toEqual(['1', '4', '5', '9']);
    expect(badges.map((badge) => badge.dataset.colour)).toEqual(['blue', 'blue', 'green', 'red']);
    expect(toggle('Manager')).toBeChecked();
    expect(toggle('Planificateur')).not.toBeChecked();
  });

  it('disables the switch of a system_admin licence and says why in a tooltip', async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler: backend().handler });
    await loaded();
    expect(toggle('Administrateur')).toBeDisabled();
    expect(toggle('Manager')).toBeEnabled();
    await userEvent.setup().hover(screen.getByTestId('licence-locked-31'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Une licence d'administrateur système reste toujours visible.");
  });

  it('hides a licence at once, sends {visible: false} and confirms with its name', async () => {
    const { handler, patches } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await loaded();
    await userEvent.setup().click(toggle('Manager'));
    expect(toggle('Manager')).not.toBeChecked();
    expect(await screen.findByText("La licence Manager n'est plus visible.")).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/super_admin/api/organisations/12/licenses/32', body: { visible: false } }]);
  });

  it('shows a hidden licence again with the "visible" toast', async () => {
    const { handler, patches } = backend();
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await loaded();
    await userEvent.setup().click(toggle('Planificateur'));
    expect(await screen.findByText('La licence Planificateur est maintenant visible.')).toBeInTheDocument();
    expect(toggle('Planificateur')).toBeChecked();
    expect(patches[0].body).toEqual({ visible: true });
  });

  it('puts the switch back and gives the back_update toast when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const { handler } = backend({ patch: () => pending });
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await loaded();
    await userEvent.setup().click(toggle('Saisonnier'));
    // optimistic: off while the server answers
    expect(toggle('Saisonnier')).not.toBeChecked();
    answer(json(422, { error: 'system_admin_license_must_stay_visible', message: 'no' }));
    expect(await screen.findByText("La licence n'a pas pu être mise à jour. Veuillez réessayer.")).toBeInTheDocument();
    await waitFor(() => expect(toggle('Saisonnier')).toBeChecked());
  });

  it('gives the organisation error toast and a retry when the licences cannot be loaded', async () => {
    let failing = true;
    const { handler } = backend({ list: () => (failing ? json(404, { error: 'not_found', message: 'No organisation 12.' }) : json(200, { licenses: LICENCES })) });
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    const message = "Une erreur est survenue lors du chargement de l'organisation.";
    const state = await screen.findByRole('alert');
    expect(state).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    failing = false;
    await userEvent.setup().click(within(state).getByRole('button', { name: 'Réessayer' }));
    expect(await loaded()).toBeInTheDocument();
  });

  it('says so when the organisation has no licence', async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler: backend({ list: () => json(200, { licenses: [] }) }).handler });
    expect(await screen.findByText("Cette organisation n'a aucune licence.")).toBeInTheDocument();
  });
});
