import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { integrationPage } from './integrationsHarness';

const table = () => screen.findByRole('table');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const openMenu = async (user: Awaited<ReturnType<typeof integrationPage>>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name: `Actions ${name}` }));
  return screen.findByRole('menu');
};

describe('organisation integration tab (spec 3 §2.1, §2.3, §5, §8)', () => {
  it('lists the integrations: name, assigned / active shops, the assigned shop names, under the integrations side', async () => {
    await integrationPage();
    expect(screen.getByRole('tab', { name: 'Intégration et rapports', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intégrations', pressed: true })).toBeInTheDocument();
    await table();
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Export Silae', '2 / 3', 'Durand Lyon, Durand Paris'],
      ['Export Quadratus', '1 / 3', 'Durand Lille'],
    ]);
  });

  it('shows the empty state when the organisation has no integration', async () => {
    await integrationPage('/organisations/12/integration', { configs: [] });
    expect(await screen.findByText("Cette organisation n'a encore aucune intégration.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('without FEATUREDEV_PAM_ON_SVC_REPORTS: the "Intégration" tab shows only the jobs side', async () => {
    await integrationPage('/organisations/12/integration', { devFlags: [] });
    expect(await screen.findByRole('tab', { name: 'Intégration', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: "Tâches d'intégration" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer une intégration' })).not.toBeInTheDocument();
  });

  it('the jobs side shows the jobs table', async () => {
    const { user } = await integrationPage();
    await user.click(screen.getByRole('button', { name: 'Tâches' }));
    expect(await screen.findByRole('table', { name: "Tâches d'intégration" })).toBeInTheDocument();
  });

  it('shows "create payroll software" only with can_add_advanced_integration_config', async () => {
    await integrationPage('/organisations/12/integration', { granted: ['can_run_integration_jobs'] });
    await table();
    expect(screen.queryByRole('button', { name: 'Créer un logiciel de paie' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer une intégration' })).toBeInTheDocument();
  });

  it('creates a payroll software with its trimmed name; a blank name is refused', async () => {
    const { user, calls } = await integrationPage();
    await user.click(await screen.findByRole('button', { name: 'Créer un logiciel de paie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un logiciel de paie' });
    const input = within(dialog).getByRole('textbox', { name: 'Nom du logiciel' });
    await user.type(input, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Le nom du logiciel ne peut pas être vide.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(input, 'Paie Cegid  ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le logiciel de paie a été créé.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/services/pay-configs/payroll_software', body: { name: 'Paie Cegid' } });
  });

  it('renames: unchanged name cannot be submitted, blank after trim says rename_integration_empty_error, a new name is PUT', async () => {
    const { user, calls } = await integrationPage();
    await table();
    await user.click(within(await openMenu(user, 'Export Silae')).getByRole('menuitem', { name: 'Renommer' }));
    const dialog = await screen.findByRole('dialog', { name: "Renommer l'intégration" });
    const input = within(dialog).getByRole('textbox', { name: "Nom de l'intégration" });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    expect(input).toHaveValue('Export Silae');
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  ');
    await user.tab();
    expect(within(dialog).getByText("Le nom de l'intégration ne peut pas être vide.")).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, ' Export Silae 2026 ');
    await user.click(save);
    expect(await screen.findByText("L'intégration a été renommée.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ url: '/services/pay-configs/pay_configs/c-1', method: 'PUT', body: { name: 'Export Silae 2026' } }]);
    expect(await rowOf('Export Silae 2026')).toBeInTheDocument();
  });

  it('gives the rename error toast when the service refuses', async () => {
    const { user } = await integrationPage('/organisations/12/integration', {
      route: (_url, init) => (init?.method === 'PUT' ? new Response(JSON.stringify({ message: '' }), { status: 500 }) : undefined),
    });
    await table();
    await user.click(within(await openMenu(user, 'Export Silae')).getByRole('menuitem', { name: 'Renommer' }));
    const dialog = await screen.findByRole('dialog', { name: "Renommer l'intégration" });
    await user.type(within(dialog).getByRole('textbox'), ' bis');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Erreur lors du renommage de l'intégration.")).toBeInTheDocument();
  });

  it('deletes only after the confirmation naming the integration; the entry is in error style', async () => {
    const { user, calls } = await integrationPage();
    await table();
    const menu = await openMenu(user, 'Export Quadratus');
    const entry = within(menu).getByRole('menuitem', { name: 'Supprimer' });
    expect(entry).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    await user.click(entry);
    let dialog = await screen.findByRole('dialog', { name: "Supprimer l'intégration ?" });
    expect(dialog).toHaveTextContent('« Export Quadratus » sera supprimée');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(await openMenu(user, 'Export Quadratus')).getByRole('menuitem', { name: 'Supprimer' }));
    dialog = await screen.findByRole('dialog', { name: "Supprimer l'intégration ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("L'intégration a été supprimée.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/services/pay-configs/pay_configs/c-2']);
    await waitFor(() => expect(screen.queryByText('Export Quadratus')).not.toBeInTheDocument());
  });

  it('gives the fetch error toast and a retry when the integrations cannot be loaded', async () => {
    let failing = true;
    const { user } = await integrationPage('/organisations/12/integration', {
      route: (url) => (failing && url.includes('/pay_configs?') ? new Response('{}', { status: 500 }) : undefined),
    });
    const message = 'Erreur lors de la récupération des intégrations.';
    const state = await screen.findByRole('alert');
    expect(state).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    failing = false;
    await user.click(within(state).getByRole('button', { name: 'Réessayer' }));
    expect(await rowOf('Export Silae')).toBeInTheDocument();
  });

  it('update in the kebab opens the wizard at its address', async () => {
    const { user, router } = await integrationPage();
    await table();
    await user.click(within(await openMenu(user, 'Export Silae')).getByRole('menuitem', { name: 'Modifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/integration/c-1/edit'));
    expect(await screen.findByRole('dialog', { name: "Modifier l'intégration Export Silae" })).toBeInTheDocument();
  });
});
