import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganisationModulesAnswer } from '../../src/contracts/modules';
import { organisationModuleStates, type ShopsSummary } from '../../src/domain/modules/organisationModules';
import { currentUser, json, renderConsole } from './consoleHarness';

// The organisation page (another helper's) hosts the tab; here the detail route shows the shops tab alone.
vi.mock('../../src/resources/organisations/OrganisationShow', async () => {
  const { ShopsTab } = await import('../../src/resources/organisations/show/ShopsTab');
  return { OrganisationShow: () => <ShopsTab organisationId={12} organisationName="Boulangeries Durand" /> };
});

const SUMMARY: ShopsSummary = { total: 3, badging: 3, automaticPlanning: 1, esignature: 0, payroll: 1, french: 3, frenchWithPayroll: 1, fortifySilae: 0, integration: 0 };

function answer(shops: Partial<ShopsSummary> = {}, organisation = { isNewOffer: false, analyticsModule: false }, legacyIntegrationDisabled = false): OrganisationModulesAnswer {
  const summary = { ...SUMMARY, ...shops };
  const modules = organisationModuleStates({ organisation, devFlags: { payroll: true, legacyIntegrationDisabled }, shops: summary });
  return { organisation_id: 12, modules, shops: summary };
}

type Patch = { url: string; body: unknown };

function backend(options: { modules?: () => OrganisationModulesAnswer; patch?: (url: string) => Response | undefined } = {}) {
  const patches: Patch[] = [];
  let moduleReads = 0;
  let shopReads = 0;
  const handler = (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.endsWith('/super_admin/api/organisations/12/modules')) {
      moduleReads++;
      return json(200, (options.modules ?? (() => answer()))());
    }
    if (url.endsWith('/super_admin/api/pay_exporters/keys')) return json(200, { pay_exporters: [{ key: 'silae', name: 'Silae' }, { key: 'adp', name: 'ADP' }] });
    if (url.includes('/super_admin/api/organisations/12/shops?')) {
      shopReads++;
      return json(200, { shops: [], total: 0 });
    }
    if (init?.method === 'PATCH') {
      patches.push({ url, body: JSON.parse(String(init.body)) });
      return options.patch?.(url) ?? json(200, answer());
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, patches, reads: () => ({ modules: moduleReads, shops: shopReads }) };
}

const row = () => screen.findByRole('toolbar', { name: "Modules de l'organisation" });
const icon = (module: string) => document.querySelector<HTMLButtonElement>(`[data-module="${module}"]`);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('module action row (spec 2 §2.1, §2.7, §4, §8)', () => {
  it('shows the icons in the order of the spec, each saying its state and the action; hidden modules are not rendered', async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler: backend({ modules: () => answer({}, undefined, true) }).handler });
    const toolbar = await row();
    const modules = within(toolbar).getAllByRole('button').map((button) => button.dataset.module);
    expect(modules).toEqual(['copy_permissions', 'smart_planner', 'performance', 'analytics', 'time_clock', 'pay_export', 'payroll', 'sirh', 'esignature']);
    expect(icon('time_clock')).toHaveAccessibleName('Badgeuse : actif – cliquer pour désactiver');
    expect(icon('smart_planner')).toHaveAccessibleName('Smart Planner (planification automatique) : inactif – cliquer pour activer');
    expect(icon('copy_permissions')).toHaveAccessibleName('Copie des permissions : inactif – cliquer pour ouvrir');
    expect(icon('time_clock')!.dataset.state).toBe('active');
  });

  it('marks partial payroll with its warning state', async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler: backend().handler });
    await row();
    expect(icon('payroll')!.dataset.state).toBe('partial');
    expect(icon('payroll')).toHaveAccessibleName('Paie : actif sur une partie des établissements seulement – cliquer pour désactiver');
  });

  it('renders none of the old-offer modules for a new-offer organisation', async () => {
    renderConsole({ path: '/organisations/12', signedIn: true, handler: backend({ modules: () => answer({}, { isNewOffer: true, analyticsModule: false }) }).handler });
    const toolbar = await row();
    expect(within(toolbar).getAllByRole('button').map((button) => button.dataset.module)).toEqual(['copy_permissions', 'pay_export', 'new_integration', 'sirh']);
  });

  it('turns the smart planner on for all shops after the confirmation, toasts, and reads the states and the shops again', async () => {
    let planned = 1;
    const { handler, patches, reads } = backend({ modules: () => answer({ automaticPlanning: planned }), patch: () => ((planned = 3), undefined) });
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await row();
    await waitFor(() => expect(reads().shops).toBeGreaterThan(0));
    const before = reads();
    const user = userEvent.setup();
    await user.click(icon('smart_planner')!);
    const dialog = await screen.findByRole('dialog', { name: 'Activer « Smart Planner (planification automatique) » ?' });
    expect(dialog).toHaveTextContent("Le module « Smart Planner (planification automatique) » sera activé pour tous les établissements de l'organisation.");
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Activation de « Smart Planner (planification automatique) » réussie.')).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/super_admin/api/automatic_plannings', body: { organisation_id: 12, automatic_planning_active: true, type: 'organisation' } }]);
    await waitFor(() => expect(icon('smart_planner')!.dataset.state).toBe('active'));
    expect(reads().modules).toBeGreaterThan(before.modules);
    await waitFor(() => expect(reads().shops).toBeGreaterThan(before.shops));
  });

  it('says which way a toggle failed: activation and deactivation have distinct danger toasts', async () => {
    const { handler } = backend({ patch: () => json(409, { error: 'module_already_active', message: 'no' }) });
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await row();
    const user = userEvent.setup();
    await user.click(icon('smart_planner')!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText("Échec de l'activation de « Smart Planner (planification automatique) ».")).toBeInTheDocument();
    await user.click(icon('time_clock')!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Désactiver « Badgeuse » ?' })).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Échec de la désactivation de « Badgeuse ».')).toBeInTheDocument();
  });

  it('analytics goes through the organisation PATCH with its own confirmation text', async () => {
    const { handler, patches } = backend({ patch: () => json(200, {}) });
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await row();
    const user = userEvent.setup();
    await user.click(icon('analytics')!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Le module analytics sera activé et ses trois applications seront créées.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await screen.findByText('Activation de « Module analytics » réussie.');
    expect(patches).toEqual([{ url: '/super_admin/api/organisations/12', body: { organisation: { modules: { analytics_module: true } } } }]);
  });

  it('pay export: on asks for a pay exporter, off opens the disable-all-integrations modal; each has its own error toast', async () => {
    let integration = 0;
    const { handler, patches } = backend({
      modules: () => answer({ integration }),
      patch: () => (integration === 0 ? ((integration = 3), undefined) : json(500, { error: 'internal_error', message: 'x' })),
    });
    renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await row();
    const user = userEvent.setup();
    await user.click(icon('pay_export')!);
    const dialog = await screen.findByRole('dialog', { name: "Activer l'export de paie" });
    expect(within(dialog).getByRole('button', { name: 'Activer' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Logiciel de paie' }));
    await user.click(await screen.findByRole('option', { name: 'ADP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText("L'export de paie est activé.")).toBeInTheDocument();
    expect(patches.at(-1)).toEqual({ url: '/super_admin/api/pay_exporters', body: { organisation_id: 12, pay_exporters: ['adp'], type: 'organisation' } });
    await waitFor(() => expect(icon('pay_export')!.dataset.state).toBe('active'));
    await user.click(icon('pay_export')!);
    const disable = await screen.findByRole('dialog', { name: 'Désactiver toutes les intégrations ?' });
    await user.click(within(disable).getByRole('button', { name: 'Tout désactiver' }));
    expect(await screen.findByText("Les intégrations n'ont pas pu être désactivées.")).toBeInTheDocument();
    expect(patches.at(-1)!.body).toEqual({ organisation_id: 12, pay_exporters: [], type: 'organisation' });
  });

  it('copy permissions opens the replication screen over the shops tab (spec 3 §2.4); new integration opens the integration wizard (spec 3 §2.2)', async () => {
    const { handler, patches } = backend();
    const { router } = renderConsole({ path: '/organisations/12', signedIn: true, handler });
    await row();
    const user = userEvent.setup();
    await user.click(icon('copy_permissions')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/shops/replication'));
    const dialog = await screen.findByRole('dialog', { name: 'Répliquer les paramètres' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/organisations/12/shops');
    await user.click(icon('new_integration')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/integration/new'));
    expect(patches).toEqual([]);
  });
});
