import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DevFlag, FeatureFlags } from '../../src/dataProviders/superAdmin/featureFlags';
import { accessToken, currentUser, json, renderConsole, superAdminRefreshToken } from './consoleHarness';

// the first render of a file loads the catalogues: give it time on this small machine

const MANAGE = ['can_manage_feature_flags'];
const MANAGE_AND_ADD = ['can_manage_feature_flags', 'can_add_feature_flags'];
// 30 five-digit ids: "10000, 10001, ..." is 238 characters, so the preview is cut
const MANY_IDS = Array.from({ length: 30 }, (_, i) => 10_000 + i);

function flags(): FeatureFlags {
  return {
    feature_flags: [
      { name: 'badging', description: 'Pointage mobile', languages: ['fr', 'be'], sectors: ['retail'] },
      { name: 'payroll', description: 'Paie', languages: ['fr'], sectors: [] },
    ],
    feature_flags_dev: [
      { name: 'FEATUREDEV_CANARY_PILOT', description: 'Pilote', active: true, canaryReleaseType: 'shop', canaryReleaseIds: [3, 5] },
      { name: 'FEATUREDEV_CANARY_WIDE', description: 'Large', active: false, canaryReleaseType: 'user', canaryReleaseIds: MANY_IDS },
      { name: 'FEATUREDEV_OFF', description: 'Éteint', active: false, canaryReleaseType: null, canaryReleaseIds: [] },
      { name: 'FEATUREDEV_ON', description: 'Allumé', active: true, canaryReleaseType: null, canaryReleaseIds: [] },
    ],
  };
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The super-admin API for these screens, with a log of the mutations it received. */
function backend(granted: string[], overrides: { onMutation?: (call: Call) => Response | undefined } = {}) {
  const state = flags();
  const calls: Call[] = [];
  const handler = (url: string, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (url.endsWith('/v3/auth/refresh')) return json(200, { token: accessToken(), refresh_token: superAdminRefreshToken() });
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser(granted));
    if (url.endsWith('/super_admin/api/feature_flags') && method === 'GET') return json(200, state);
    if (method !== 'GET') {
      const call = { method, url, body: JSON.parse(String(init?.body)) };
      calls.push(call);
      const override = overrides.onMutation?.(call);
      if (override) return override;
      // what the console sends: {name, active} or more for an update, {name, description, active} for a creation
      const sent = (call.body as { feature_flag: Partial<DevFlag> & { name: string } }).feature_flag;
      const current = state.feature_flags_dev.find((flag) => flag.name === sent.name);
      const created = { canaryReleaseType: null, canaryReleaseIds: [], ...sent };
      return method === 'POST' ? json(201, created) : json(200, { ...current, ...sent });
    }
    return json(404, { error: 'not_found' });
  };
  return { handler, calls };
}

async function openDevTab(sub: 'Standard' | 'Canary') {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'Dev' }));
  await user.click(screen.getByRole('tab', { name: sub }));
  return user;
}

describe('feature flags: product tab', () => {
  it('enables a row’s submit only when its countries or sectors differ from the original', async () => {
    const { handler, calls } = backend(MANAGE);
    renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const row = await screen.findByTestId('product-flag-payroll');
    const submit = within(row).getByRole('button', { name: 'Enregistrer payroll' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('combobox', { name: 'Pays de payroll' }));
    await user.click(screen.getByRole('option', { name: 'Espagne' }));
    await user.keyboard('{Escape}');
    expect(submit).toBeEnabled();
    // the chosen values as chips inside the cell (issue 15)
    const countries = within(row).getByRole('combobox', { name: 'Pays de payroll' });
    expect([...countries.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent)).toEqual(['France', 'Espagne']);
    expect(within(row).getByRole('combobox', { name: 'Secteurs de payroll' })).toHaveTextContent('Aucun');
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { feature_flag: { name: 'payroll', languages: ['fr', 'es'], sectors: [] } } });
    expect(await screen.findByText('Le flag payroll a été mis à jour.')).toBeInTheDocument();
  });

  it('keeps the tab in the address: a reload or a shared link opens the same tab (issue 15)', async () => {
    const { router } = renderConsole({ path: '/feature_flags/dev/canary', signedIn: true, handler: backend(MANAGE).handler });
    expect(await screen.findByRole('tab', { name: 'Canary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Dev' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('canary-flag-FEATUREDEV_CANARY_PILOT')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Standard' }));
    expect(router.state.location.pathname).toBe('/feature_flags/dev');
    await user.click(screen.getByRole('tab', { name: 'Produit' }));
    expect(router.state.location.pathname).toBe('/feature_flags');
    expect(await screen.findByTestId('product-flag-payroll')).toBeInTheDocument();
  });

  it('asks before leaving the product tab with an unsaved row', async () => {
    const { router } = renderConsole({ path: '/feature_flags', signedIn: true, handler: backend(MANAGE).handler });
    const row = await screen.findByTestId('product-flag-payroll');
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('combobox', { name: 'Secteurs de payroll' }));
    await user.click(screen.getByRole('option', { name: 'Commerce de détail' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Dev' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(router.state.location.pathname).toBe('/feature_flags');
  });

  it('hides the add buttons without can_add_feature_flags', async () => {
    renderConsole({ path: '/feature_flags', signedIn: true, handler: backend(MANAGE).handler });
    await screen.findByTestId('product-flag-payroll');
    expect(screen.queryByRole('button', { name: 'Ajouter un flag produit' })).not.toBeInTheDocument();
    await openDevTab('Standard');
    expect(screen.queryByRole('button', { name: 'Ajouter un flag dev' })).not.toBeInTheDocument();
  });
});

describe('feature flags: dev toggles', () => {
  it('asks with the deactivation text, sends {name, active} once confirmed, and nothing when cancelled', async () => {
    const { handler, calls } = backend(MANAGE);
    renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const user = await openDevTab('Standard');
    expect(screen.getByText("Un changement de flag dev peut mettre jusqu'à 15 minutes à prendre effet.")).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_ON' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Désactiver FEATUREDEV_ON ?')).toBeInTheDocument();
    // cancelling is the safe way out, not an error: no error icon on it (issue 15)
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    expect(cancel.querySelector('svg')).toBeNull();
    await user.click(cancel);
    expect(calls).toHaveLength(0);

    await user.click(await screen.findByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_OFF' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Activer FEATUREDEV_OFF ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toMatch(/\/super_admin\/api\/feature_flags_dev\/FEATUREDEV_OFF$/);
    expect(calls[0].body).toEqual({ feature_flag: { name: 'FEATUREDEV_OFF', active: true } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_OFF' })).toBeChecked());
  });

  it('sends the whole canary flag when toggling a canary', async () => {
    const { handler, calls } = backend(MANAGE);
    renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const user = await openDevTab('Canary');
    await user.click(screen.getByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_CANARY_PILOT' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      feature_flag: { name: 'FEATUREDEV_CANARY_PILOT', active: false, canaryReleaseType: 'shop', canaryReleaseIds: [3, 5] },
    });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'missing_permission'],
  ])('on a %i to an update, shows the unauthorised toast and goes home', async (status, error) => {
    const { handler } = backend(MANAGE, { onMutation: () => json(status, { error, message: 'no' }) });
    const { router } = renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const user = await openDevTab('Standard');
    await user.click(screen.getByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_ON' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText("Vous n'êtes pas autorisé à accéder à cette page.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/feature_flags'));
    expect(screen.queryByText(/a été mis à jour/)).not.toBeInTheDocument();
  });

  it('shows the loading-error toast on another failure', async () => {
    const { handler } = backend(MANAGE, { onMutation: () => json(500, { error: 'internal_error', message: 'boom' }) });
    renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const user = await openDevTab('Standard');
    await user.click(screen.getByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_ON' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Une erreur est survenue lors du chargement. Veuillez réessayer.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Activer ou désactiver FEATUREDEV_ON' })).toBeChecked();
  });
});

describe('feature flags: canary target modal', () => {
  it('shows the cut preview in the table and "apply to all" for no ids', async () => {
    renderConsole({ path: '/feature_flags', signedIn: true, handler: backend(MANAGE).handler });
    await openDevTab('Canary');
    const wide = within(screen.getByTestId('canary-flag-FEATUREDEV_CANARY_WIDE')).getByTestId('canary-ids-preview');
    // 14 ids take 14 x 5 + 13 x 2 = 96 characters; a 15th would make 103 > 100, so the cut is after the 14th
    expect(wide).toHaveTextContent(`${MANY_IDS.slice(0, 14).join(', ')}…`);
    expect(within(screen.getByTestId('canary-flag-FEATUREDEV_CANARY_PILOT')).getByTestId('canary-ids-preview')).toHaveTextContent('3, 5');
  });

  it('validates the ids as typed, previews them, and saves the whole flag', async () => {
    const { handler, calls } = backend(MANAGE);
    renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const user = await openDevTab('Canary');
    await user.click(screen.getByRole('button', { name: 'Modifier la cible de FEATUREDEV_CANARY_PILOT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cible de FEATUREDEV_CANARY_PILOT' });
    const ids = within(dialog).getByRole('textbox', { name: 'Identifiants' });
    const submit = within(dialog).getByRole('button', { name: 'Enregistrer' });
    expect(ids).toHaveValue('3, 5');
    expect(within(dialog).getByTestId('canary-dialog-preview')).toHaveTextContent('3, 5');

    await user.clear(ids);
    await user.type(ids, '12, abc');
    expect(within(dialog).getByText('Identifiants invalides : saisissez uniquement des nombres séparés par des virgules ou des espaces.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(ids);
    expect(within(dialog).getByTestId('canary-dialog-preview')).toHaveTextContent('Appliqué à tous');
    expect(submit).toBeEnabled();

    await user.type(ids, ' 7,,8 {Enter}9 ');
    expect(within(dialog).getByTestId('canary-dialog-preview')).toHaveTextContent('7, 8, 9');
    await user.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      feature_flag: { name: 'FEATUREDEV_CANARY_PILOT', active: true, canaryReleaseType: 'shop', canaryReleaseIds: [7, 8, 9] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('canary-flag-FEATUREDEV_CANARY_PILOT')).getByTestId('canary-ids-preview')).toHaveTextContent('7, 8, 9');
  });
});

describe('feature flags: add dialog', () => {
  const openAddDialog = async (handler: ReturnType<typeof backend>['handler']) => {
    renderConsole({ path: '/feature_flags', signedIn: true, handler });
    const user = await openDevTab('Standard');
    await user.click(screen.getByRole('button', { name: 'Ajouter un flag dev' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau flag dev' });
    return {
      user,
      dialog,
      name: within(dialog).getByRole('textbox', { name: 'Nom' }),
      description: within(dialog).getByRole('textbox', { name: 'Description' }),
      create: within(dialog).getByRole('button', { name: 'Créer' }),
    };
  };

  it('validates the name (mandatory, no space, not taken) and keeps submit disabled while invalid', async () => {
    const { user, dialog, name, description, create } = await openAddDialog(backend(MANAGE_AND_ADD).handler);
    expect(create).toBeDisabled();
    await user.type(name, 'A B');
    expect(within(dialog).getByText("Le nom ne doit pas contenir d'espace.")).toBeInTheDocument();
    await user.clear(name);
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.click(name);
    await user.paste('FEATUREDEV_ON');
    expect(within(dialog).getByText('Un flag porte déjà ce nom.')).toBeInTheDocument();
    await user.type(description, 'x');
    expect(create).toBeDisabled();
    await user.type(name, '2');
    expect(create).toBeEnabled();
  });

  it('shows a 409 on the name field, then creates the dev flag inactive and names it in the toast', async () => {
    const { handler, calls } = backend(MANAGE_AND_ADD, {
      onMutation: (call) =>
        (call.body as { feature_flag: { name: string } }).feature_flag.name === 'FEATUREDEV_TAKEN_ELSEWHERE'
          ? json(409, { error: 'name_exists', message: 'taken' })
          : undefined,
    });
    const { user, dialog, name, description, create } = await openAddDialog(handler);
    await user.click(name);
    await user.paste('FEATUREDEV_TAKEN_ELSEWHERE');
    await user.type(description, 'Nouveau');
    await user.click(create);
    expect(await within(dialog).findByText('Un flag porte déjà ce nom.')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.clear(name);
    await user.click(name);
    await user.paste('FEATUREDEV_BRAND_NEW');
    await user.click(create);
    expect(await screen.findByText('Le flag FEATUREDEV_BRAND_NEW a été créé.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { feature_flag: { name: 'FEATUREDEV_BRAND_NEW', description: 'Nouveau', active: false } } });
    expect(await screen.findByTestId('dev-flag-FEATUREDEV_BRAND_NEW')).toBeInTheDocument();
  });
});
