import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveConsoleFor } from '../../src/resources/users/impersonation/browserNavigation';
import { currentUser, json, renderConsole } from './consoleHarness';
import { ORGANISATION } from './organisationRecordFixture';

vi.mock('../../src/resources/users/impersonation/browserNavigation', () => ({ leaveConsoleFor: vi.fn() }));

const FLAGS = { can_exclude_from_cash_recovery: true, can_migrate_to_new_process: true, can_activate_esignature: true };

type Overrides = { organisation?: Partial<typeof ORGANISATION>; flags?: Partial<typeof FLAGS>; granted?: string[]; devFlags?: string[] };
type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

function backend({ organisation = {}, flags = {}, granted = [], devFlags = [] }: Overrides = {}, route: Route = () => undefined) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const record = { organisation: { ...ORGANISATION, ...organisation }, ...FLAGS, ...flags };
  const handler = (url: string, init: RequestInit | undefined) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = route(url, init);
    if (answer) return answer;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser(granted, devFlags));
    if (url.endsWith('/super_admin/api/organisations/12') && (init?.method ?? 'GET') === 'GET') return json(200, record);
    if (url.endsWith('/super_admin/api/organisations/12') && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)).organisation;
      const chosen = record.organisation.availableReferents.find((p) => p.id === body.owner_id);
      return json(200, { ...record, organisation: { ...record.organisation, ...(chosen ? { referentId: chosen.id, referentEmail: chosen.email } : {}), ...(body.clusters ? { clusters: true } : {}) } });
    }
    if (url.includes('/super_admin/api/organisations?')) return json(200, { organisations: [], total: 0 });
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, calls };
}

async function page(overrides: Overrides = {}, route?: Route) {
  const { handler, calls } = backend(overrides, route);
  const rendered = renderConsole({ path: '/organisations/12', signedIn: true, handler });
  await screen.findByRole('heading', { level: 1, name: 'Boulangeries Durand' });
  return { ...rendered, calls, user: userEvent.setup() };
}

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => vi.mocked(leaveConsoleFor).mockClear());

describe('organisation page, details tab (spec 2 §2.1)', () => {
  it('with no SMS limit set (0), shows the count alone, no full bar (issue 28)', async () => {
    await page({ organisation: { smsLimit: 0, smsUsed: 4 } });
    expect(screen.getByText('4 SMS ce mois-ci, aucune limite définie')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Limite de SMS' })).not.toBeInTheDocument();
  });

  it('shows the record: SMS bar, creation date DD/MM/YYYY, employees, licences in columns of 15, the tabs', async () => {
    await page();
    expect(screen.getByText('12 / 250 SMS ce mois-ci')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Limite de SMS' })).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByTestId('created-at')).toHaveTextContent('05/03/2024');
    expect(screen.getByTestId('active-employees')).toHaveTextContent('37');
    expect(screen.getByText('Boulangeries Durand SAS')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pack' })).toHaveTextContent('Success');
    const columns = screen.getAllByTestId('licence-column');
    expect(columns.map((column) => within(column).getAllByRole('link').length)).toEqual([15, 5]);
    expect(within(columns[0]).getByRole('link', { name: 'Licence 1' })).toHaveAttribute('href', '/organisations/12/licences');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Détails', 'Établissements', 'Employés', 'Factures', 'SMS / e-mails', 'Licences', 'Chronologie']);
  });

  it('hides the pack for a new-offer organisation and reads "active / max" for an enterprise one', async () => {
    await page({ organisation: { isNewOffer: true, isEnterprise: true, displayActiveEmployees: '37 / 40' } });
    expect(screen.queryByRole('combobox', { name: 'Pack' })).not.toBeInTheDocument();
    expect(screen.getByTestId('active-employees')).toHaveTextContent('37 / 40');
  });

  it('fills e-mail and phone from the chosen referent and sends only what changed', async () => {
    const { user, calls } = await page();
    expect(screen.getByTestId('referent-email')).toHaveTextContent('elodie@durand.example');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await choose(user, 'Référent', 'Marc Petit');
    expect(screen.getByTestId('referent-email')).toHaveTextContent('marc@durand.example');
    expect(screen.getByTestId('referent-phone')).toHaveTextContent('+33622222222');
    await choose(user, 'Statut', 'Suspendue');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText("L'organisation a été mise à jour.");
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ organisation: { owner_id: 102, status: 'suspended' } }]);
  });

  it('asks before leaving the tab with unsaved changes', async () => {
    const { user } = await page();
    await choose(user, 'Statut', 'Suspendue');
    await user.click(screen.getByRole('tab', { name: 'Établissements' }));
    expect(await screen.findByRole('dialog', { name: 'Modifications non enregistrées' })).toBeInTheDocument();
  });

  it('asks on any other way out too: the side menu, a licence link; staying keeps the edit, continuing leaves (issue 28)', async () => {
    const { user, router } = await page();
    await choose(user, 'Statut', 'Suspendue');
    await user.click(screen.getByRole('menuitem', { name: 'Établissements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/organisations/12');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Suspendue');
    await user.click(screen.getByRole('link', { name: 'Licence 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Modifications non enregistrées' })).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/licences'));
  });

  it("a reload or a closed tab with unsaved changes gets the browser's prompt; with nothing changed, none", async () => {
    const { user } = await page();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await choose(user, 'Statut', 'Suspendue');
    expect(unload()).toBe(true);
  });

  it('networks: enabling asks for confirmation; once saved on the switch is locked', async () => {
    const { user, calls } = await page();
    const networks = screen.getByRole('switch', { name: 'Réseaux' });
    await user.click(networks);
    const dialog = await screen.findByRole('dialog', { name: 'Activer les réseaux ?' });
    await user.click(within(dialog).getByRole('button', { name: /confirmer|oui|continuer/i }));
    await waitFor(() => expect(networks).toBeChecked());
    // the dialog's closing transition hides the page from assistive technology for a moment
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ organisation: { clusters: true } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Réseaux' })).toBeDisabled());
    expect(screen.getByText('Une fois activés, les réseaux ne peuvent plus être désactivés.')).toBeInTheDocument();
  });
});

describe('organisation page gates (spec 2 §2.1, §6)', () => {
  it('shows migrate and exclude with their flags, each hidden after success', async () => {
    const { user, calls } = await page({}, (url, init) => {
      if (url.endsWith('/organisations/migrate_to_billing_new_process') && init?.method === 'POST') return json(200, { organisation_id: 12, migrated_at: 'now' });
      if (url.endsWith('/organisations/12/exclude_from_cash_recovery')) return json(200, { organisation_id: 12, excluded_at: 'now' });
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Migrer vers le nouveau processus de facturation' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Migrer vers le nouveau processus de facturation' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.endsWith('migrate_to_billing_new_process'))?.body).toEqual({ organisation_id: 12 });
    await user.click(screen.getByRole('button', { name: 'Exclure du recouvrement' }));
    // issue 28: the exclusion is final, the confirmation says so; cancelling sends nothing
    const dialog = await screen.findByRole('dialog', { name: 'Exclure Boulangeries Durand du recouvrement ?' });
    expect(dialog).toHaveTextContent("C'est définitif : la console ne permet pas de revenir en arrière.");
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('exclude_from_cash_recovery'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Exclure du recouvrement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exclure du recouvrement' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Exclure du recouvrement' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url.endsWith('exclude_from_cash_recovery'))).toHaveLength(1);
  });

  it('hides migrate and exclude without the flags', async () => {
    await page({ flags: { can_exclude_from_cash_recovery: false, can_migrate_to_new_process: false } });
    expect(screen.queryByRole('button', { name: 'Migrer vers le nouveau processus de facturation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exclure du recouvrement' })).not.toBeInTheDocument();
  });

  it('shows the integration tab with can_run_integration_jobs (named after FEATUREDEV_PAM_ON_SVC_REPORTS) and events with FEATUREDEV_SVC_EVENTS_ENABLED', async () => {
    await page({ granted: ['can_run_integration_jobs'], devFlags: ['FEATUREDEV_PAM_ON_SVC_REPORTS', 'FEATUREDEV_SVC_EVENTS_ENABLED'] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent).slice(6)).toEqual(['Intégration et rapports', 'Évènements', 'Chronologie']);
  });

  it('an address naming a tab the admin may not see becomes the page\'s own, on the tab it shows (issue 28)', async () => {
    const { handler } = backend({ devFlags: ['FEATUREDEV_PAM_ON_SVC_REPORTS'] });
    const { router } = renderConsole({ path: '/organisations/12/integration', signedIn: true, handler });
    await screen.findByRole('heading', { level: 1, name: 'Boulangeries Durand' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Détails');
    expect(screen.queryByRole('tab', { name: 'Intégration et rapports' })).not.toBeInTheDocument();
  });

  it('an admin who may see it stays on the tab the address names', async () => {
    const { handler } = backend({ granted: ['can_run_integration_jobs'], devFlags: ['FEATUREDEV_PAM_ON_SVC_REPORTS'] });
    const { router } = renderConsole({ path: '/organisations/12/integration', signedIn: true, handler });
    expect(await screen.findByRole('tab', { name: 'Intégration et rapports', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisations/12/integration');
  });
});

describe('organisation delete and load failures (spec 2 §2.1, §8)', () => {
  it('deletes after a confirmation naming the organisation, then returns to /organisations', async () => {
    const { user, router, calls } = await page({}, (url, init) => (url.endsWith('/organisations/12') && init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer Boulangeries Durand ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/super_admin/api/organisations/12']);
    expect(await screen.findByText("L'organisation Boulangeries Durand a été supprimée.")).toBeInTheDocument();
  });

  it('says the delete request went to the CRM for an organisation of the billing automation', async () => {
    const { user, router } = await page({ organisation: { createdFromSvcBillingAutomation: true } }, (url, init) =>
      url.endsWith('/organisations/12') && init?.method === 'DELETE' ? json(202, { delete_request: { id: 3, status: 'pending' } }) : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer Boulangeries Durand ?' });
    expect(dialog).toHaveTextContent('une demande de suppression sera envoyée au CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La demande de suppression de Boulangeries Durand a été envoyée au CRM.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisations');
  });

  it('sends an unknown organisation to /404', async () => {
    const { handler } = backend({}, (url) => (url.endsWith('/super_admin/api/organisations/12') ? json(404, { error: 'not_found', message: 'x' }) : undefined));
    const { router } = renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('shows the loading error and a retry for any other failure', async () => {
    const { handler } = backend({}, (url) => (url.endsWith('/super_admin/api/organisations/12') ? json(500, { error: 'internal_error', message: 'x' }) : undefined));
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    expect(await screen.findByRole('alert')).toHaveTextContent("Une erreur est survenue lors du chargement de l'organisation.");
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
