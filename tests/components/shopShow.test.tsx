import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { ShopRecordAnswer } from '../../src/contracts/shopRecord';
import { FEATURES, shopRecord as record } from './shopRecordFixture';
import { currentUser, json, renderConsole } from './consoleHarness';

vi.mock('../../src/resources/users/impersonation/browserNavigation', () => ({ leaveConsoleFor: vi.fn() }));

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

function backend(answer: ShopRecordAnswer, route: Route = () => undefined, devFlags: string[] = []) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const handler = (url: string, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answered = route(url, init);
    if (answered) return answered;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser([], devFlags));
    if (url.endsWith('/super_admin/api/shops/9') && method === 'GET') return json(200, answer);
    if (url.endsWith('/shops/get_pack_offer_names')) return json(200, { pack_offer_names: [{ id: 2, name: 'success', displayed_name: 'Success', disabled: false }] });
    if (url.includes('/integrations/integrations/')) return json(200, { integrations: [] });
    if (url.includes('/super_admin/api/users')) return json(200, { users: [], total: 0 });
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, calls };
}

async function page(answer = record(), route?: Route, devFlags: string[] = []) {
  const { handler, calls } = backend(answer, route, devFlags);
  const rendered = renderConsole({ path: '/shops/9', signedIn: true, handler });
  await screen.findByRole('heading', { level: 1, name: 'Fleurs Bastille' });
  return { ...rendered, calls, user: userEvent.setup() };
}

describe('shop page (spec 2 §2.2)', () => {
  it('links to its organisation, then its name, then the tabs; events only with FEATUREDEV_SVC_EVENTS_ENABLED', async () => {
    await page();
    expect(screen.getByTestId('shop-organisation-link')).toHaveAttribute('href', '/organisations/12');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Détails', 'Employés', 'Factures', 'Paramètres', 'Historique']);
    expect(screen.getByRole('textbox', { name: 'Raison sociale' })).toHaveValue('Fleurs SARL');
    expect(screen.getByTestId('pay-exporter')).toHaveTextContent('silae');
  });

  it('shows the events tab with its dev flag', async () => {
    await page(record(), undefined, ['FEATUREDEV_SVC_EVENTS_ENABLED']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent).at(-1)).toBe('Historique des évènements');
  });

  it('sends an unknown shop to /404', async () => {
    const { handler } = backend(record(), (url) => (url.endsWith('/super_admin/api/shops/9') ? json(404, { error: 'not_found', message: 'x' }) : undefined));
    const { router } = renderConsole({ path: '/shops/9', signedIn: true, handler });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('record pages whose address names no record (issue 28)', () => {
  it.each(['/shops/abc', '/organisations/abc', '/users/0', '/organisations/12abc/shops'])('%s goes to /404 without asking the server for it', async (path) => {
    const { handler, calls } = backend(record());
    const { router } = renderConsole({ path, signedIn: true, handler });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(calls.filter((c) => /\/(shops|organisations|users)\/(abc|0|12abc)/.test(c.url))).toEqual([]);
  });
});

describe('shop details gates (spec 2 §2.2, §6)', () => {
  it('with every flag: delete, exit cash recovery, the module toggles; the convention switch hides the convention text', async () => {
    await page();
    expect(screen.getByRole('button', { name: "Supprimer l'établissement" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sortir du recouvrement' })).toBeInTheDocument();
    const modules = screen.getByRole('group', { name: "Modules de l'établissement" });
    expect(within(modules).getAllByRole('button').map((b) => b.textContent)).toEqual(['Badgeuse', 'Badgeuse mobile', 'Planning automatique', 'Signature électronique', 'RH +', 'Paie']);
    expect(screen.getByRole('switch', { name: 'Convention flexible' })).toBeEnabled();
    expect(screen.queryByTestId('convention-type')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Établissement suspendu' })).toBeEnabled();
  });

  it('exits cash recovery only after a confirmation that says it is final (issue 28)', async () => {
    const { user, calls } = await page(record(), (url) => (url.endsWith('/shops/9/exclude_from_cash_recovery') ? json(200, { shop_id: 9, excluded_at: 'now' }) : undefined));
    await user.click(screen.getByRole('button', { name: 'Sortir du recouvrement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sortir Fleurs Bastille du recouvrement ?' });
    expect(dialog).toHaveTextContent("C'est définitif : la console ne permet pas de revenir en arrière.");
    expect(calls.some((c) => c.url.endsWith('exclude_from_cash_recovery'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sortir du recouvrement' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sortir du recouvrement' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url.endsWith('exclude_from_cash_recovery'))).toHaveLength(1);
  });

  it('without the flags: no delete, no cash recovery, no e-signature; switches disabled and the convention type shown', async () => {
    await page(record({}, { can_delete_shop: false, can_exclude_from_cash_recovery: false, can_activate_esignature: false, can_edit_conventions: false, can_suspend_shop: false }));
    expect(screen.queryByRole('button', { name: "Supprimer l'établissement" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sortir du recouvrement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signature électronique' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Convention flexible' })).toBeDisabled();
    expect(screen.getByTestId('convention-type')).toHaveTextContent('Hôtels, cafés, restaurants (HCR)');
    expect(screen.getByRole('switch', { name: 'Établissement suspendu' })).toBeDisabled();
  });

  it('new-offer organisations: only HR + among the module toggles; no badging with the new bundle system and time clock', async () => {
    await page(record({}, { organisation: { id: 12, name: 'Boulangeries Durand', isNewOffer: true, isEnterprise: false, maxUsers: 40, createdFromSvcBillingAutomation: false } }));
    expect(within(screen.getByRole('group', { name: "Modules de l'établissement" })).getAllByRole('button').map((b) => b.textContent)).toEqual(['RH +']);
  });

  it('hides badging when the shop has both the new bundle system and the time clock', async () => {
    const features = Object.fromEntries(FEATURES.map((name) => [name, { activated: name === 'new_bundle_system' || name === 'timeclock' }]));
    await page(record({ features_states: features }));
    expect(within(screen.getByRole('group', { name: "Modules de l'établissement" })).queryByRole('button', { name: 'Badgeuse' })).not.toBeInTheDocument();
  });
});

describe('shop details form (spec 2 §2.2, §4 "Shop suspension")', () => {
  it('suspending reveals the date, today by default (DD/MM/YYYY), and saves cancelled with that instant', async () => {
    const { user, calls } = await page(record(), (url, init) => (url.endsWith('/super_admin/api/shops/9') && init?.method === 'PATCH' ? json(200, record({ cancelled: true, cancelledAt: new Date().toISOString() })) : undefined));
    expect(screen.queryByRole('textbox', { name: 'Date de suspension' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Établissement suspendu' }));
    expect(screen.getByRole('textbox', { name: 'Date de suspension' })).toHaveValue(format(new Date(), 'dd/MM/yyyy'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'établissement a été mis à jour.")).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'PATCH')?.body as { shop: { cancelled: boolean; cancelled_at: string } };
    expect(body.shop.cancelled).toBe(true);
    expect(Math.abs(new Date(body.shop.cancelled_at).getTime() - Date.now())).toBeLessThan(60_000);
    expect(Object.keys(body.shop)).toEqual(['cancelled', 'cancelled_at']);
  });

  it('refuses a future suspension date before saving, and shows shop_edited_error when the save fails', async () => {
    const { user } = await page(record(), (url, init) => (url.endsWith('/super_admin/api/shops/9') && init?.method === 'PATCH' ? json(500, { error: 'internal_error', message: 'x' }) : undefined));
    await user.click(screen.getByRole('switch', { name: 'Établissement suspendu' }));
    const date = screen.getByRole('textbox', { name: 'Date de suspension' });
    await user.clear(date);
    await user.type(date, '01/01/2999');
    expect(screen.getByText('La date de suspension ne peut pas être dans le futur.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '02/01/2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'établissement n'a pas pu être modifié.")).toBeInTheDocument();
  });

  it("shows the server's field error under its field (a SIRET the server refuses), until the field is edited (issue 27)", async () => {
    const refused = { error: 'validation_failed', message: 'The request is not valid.', details: [{ path: 'shop.siret', message: 'is used by another shop' }] };
    const { user } = await page(record(), (url, init) => (url.endsWith('/super_admin/api/shops/9') && init?.method === 'PATCH' ? json(400, refused) : undefined));
    const siret = screen.getByRole('textbox', { name: 'SIRET' });
    await user.clear(siret);
    await user.type(siret, '12345678900099');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'établissement n'a pas pu être modifié.")).toBeInTheDocument();
    expect(siret).toHaveAccessibleDescription('is used by another shop');
    expect(siret).toBeInvalid();
    // the other fields carry no error
    expect(screen.getByRole('textbox', { name: 'Raison sociale' })).toBeValid();
    await user.clear(siret);
    await user.type(siret, '12345678900100');
    expect(siret).not.toHaveAccessibleDescription();
    expect(siret).toBeValid();
  });

  it('checks the SIRET, the billing e-mail and the postcode before sending: each says why, and the save button is off with the reason (issue 28)', async () => {
    const { user, calls } = await page(record());
    const field = (name: string) => screen.getByRole('textbox', { name });
    await user.clear(field('SIRET'));
    await user.type(field('SIRET'), '1234');
    expect(field('SIRET')).toHaveAccessibleDescription('Le SIRET compte 14 chiffres.');
    await user.clear(field('E-mail de facturation'));
    await user.type(field('E-mail de facturation'), 'compta@fleurs');
    expect(field('E-mail de facturation')).toHaveAccessibleDescription("Cette adresse e-mail n'est pas valide.");
    await user.clear(field('Code postal'));
    await user.type(field('Code postal'), '7501');
    expect(field('Code postal')).toHaveAccessibleDescription('Ce code postal ne correspond pas au pays choisi.');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Corrigez les champs en rouge pour enregistrer.');
    await user.type(field('SIRET'), '5678900099');
    await user.type(field('E-mail de facturation'), '.fr');
    await user.type(field('Code postal'), '2');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});

describe('shop module toggles (spec 2 §2.7, §7, §8)', () => {
  const optionsRoute =
    (patchStatus: number): Route =>
    (url, init) => {
      if (!url.endsWith('/billing_automation/shops/9')) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return json(200, { id: 9, options: ['Badgeuse'] });
      return patchStatus === 200 ? json(200, { id: 9, options: JSON.parse(String(init!.body)).options }) : json(patchStatus, { error: 'module_not_offered', message: 'x' });
    };

  it('asks, then adds the option to the list and says it is on', async () => {
    const { user, calls } = await page(record(), optionsRoute(200));
    await user.click(screen.getByRole('button', { name: 'Planning automatique' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activer Planning automatique ?' });
    expect(dialog).toHaveTextContent('Le module Planning automatique sera activé pour Fleurs Bastille.');
    await user.click(within(dialog).getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Module Planning automatique activé.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 9, options: ['Badgeuse', 'Smart Planner'] });
  });

  it('shows a distinct error for a failed activation and a failed deactivation', async () => {
    const { user } = await page(record(), optionsRoute(409));
    await user.click(screen.getByRole('button', { name: 'Paie' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Activer Paie ?' })).getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText("Échec de l'activation du module Paie.")).toBeInTheDocument();
    // the dialog's closing transition hides the page from assistive technology for a moment
    await user.click(await screen.findByRole('button', { name: 'Badgeuse' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Désactiver Badgeuse ?' })).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Échec de la désactivation du module Badgeuse.')).toBeInTheDocument();
  });

  it('keeps an edit not saved yet across a toggle (the record is read again)', async () => {
    let patched = false;
    const withPayroll = record({ features_states: Object.fromEntries(FEATURES.map((name) => [name, { activated: name === 'payroll' }])) });
    const { user } = await page(record(), (url, init) => {
      if (url.endsWith('/billing_automation/shops/9') && init?.method === 'PATCH') patched = true;
      if (url.endsWith('/super_admin/api/shops/9') && patched) return json(200, withPayroll);
      return optionsRoute(200)(url, init);
    });
    const corporate = screen.getByRole('textbox', { name: 'Raison sociale' });
    await user.clear(corporate);
    await user.type(corporate, 'Fleurs et Cie');
    await user.click(screen.getByRole('button', { name: 'Paie' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Activer Paie ?' })).getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Module Paie activé.')).toBeInTheDocument();
    // the fresh record shows payroll on, and the edit is still there
    await waitFor(() => expect(screen.getByRole('button', { name: 'Paie' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('textbox', { name: 'Raison sociale' })).toHaveValue('Fleurs et Cie');
  });

  it('HR + lists the features it turns on, and off keeps on what was on before it (issue 28)', async () => {
    const { user, calls } = await page(record({ features_states: Object.fromEntries(FEATURES.map((name) => [name, { activated: name === 'payroll' }])) }), optionsRoute(200));
    await user.click(screen.getByRole('button', { name: 'RH +' }));
    const on = await screen.findByRole('dialog', { name: 'Activer RH + ?' });
    expect(on).toHaveTextContent('Fonctionnalités qui seront activées : Signature des relevés et Signature des documents RH.');
    await user.click(within(on).getByRole('button', { name: /annuler/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('HR + off names what goes off and what stays on, and sends only the kept features (issue 28)', async () => {
    const allOn = record({ features_states: Object.fromEntries(FEATURES.map((name) => [name, { activated: ['esignature_timesheet', 'esignature_administrative_docs', 'payroll'].includes(name) }])), featureOptionsKept: { 'HR +': ['payroll'] } });
    const { user, calls } = await page(allOn, (url, init) => (url.endsWith('/features_states') && init?.method === 'PUT' ? json(200, { features_states: [] }) : undefined));
    await user.click(screen.getByRole('button', { name: 'RH +' }));
    const off = await screen.findByRole('dialog', { name: 'Désactiver RH + ?' });
    expect(off).toHaveTextContent('Fonctionnalités qui seront désactivées : Signature des relevés et Signature des documents RH. Restent activées, comme avant RH + : Paie.');
    await user.click(within(off).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ option: 'HR +', features_names: ['payroll'] });
  });

  it('cancelling the modal changes nothing', async () => {
    const { user, calls } = await page(record(), optionsRoute(200));
    await user.click(screen.getByRole('button', { name: 'RH +' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Activer RH + ?' })).getByRole('button', { name: /annuler/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('shop delete (spec 2 §2.2)', () => {
  it('deletes after a confirmation, then returns to the organisation page shops tab', async () => {
    const { user, router } = await page(record(), (url, init) => (url.endsWith('/super_admin/api/shops/9') && init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    await user.click(screen.getByRole('button', { name: "Supprimer l'établissement" }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer Fleurs Bastille ?' });
    await user.click(within(dialog).getByRole('button', { name: "Supprimer l'établissement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/shops'));
  });
});
