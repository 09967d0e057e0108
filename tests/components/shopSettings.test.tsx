import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, HOURS_RANGE } from '../../src/domain/shopSettings';
import { currentUser, json, renderConsole } from './consoleHarness';

const tabProps = vi.hoisted(() => ({ current: { maxAutomaticPlanningUses: 5, canAddAutomaticPlanningCredits: true } }));

// The shop page (another helper's) hosts the tab; here the detail route shows the tab alone.
// The settings tab sits in a tabbed page (as on the shop page) so that its unsaved-changes guard is seen.
vi.mock('../../src/resources/shops/ShopShow', async () => {
  const { SettingsTab } = await import('../../src/resources/shops/show/SettingsTab');
  const { TabbedPage } = await import('../../src/ui/tabs/TabbedPage');
  return {
    ShopShow: () => (
      <TabbedPage
        tabs={[
          { path: 'settings', label: 'menu.shops', element: <SettingsTab shopId={12} organisationId={3} canUpdatePunchClockOnline={false} {...tabProps.current} /> },
          { path: 'history', label: 'shift_history.heading', element: <p>history</p> },
        ]}
      />
    ),
  };
});

const PREDEFINED = { hours_range: HOURS_RANGE, paid_vacation_calculation_types: ['working_days', 'workable_days', 'calendar_days'], modulation_calculation_types: ['weekly', 'monthly', 'yearly'] };

type Answer = Record<string, unknown>;
const settingsAnswer = (values: Answer = {}): Answer => ({
  settings: { ...DEFAULT_SHOP_SETTINGS, allow_badging_pause: true },
  time_clock: { enabled: true },
  features: { shift_popular: true },
  can_update_punch_clock_online: true,
  short_break_allowed: true,
  ...values,
});

function backend(answer: Answer, route: (url: string, init?: RequestInit) => Response | undefined = () => undefined) {
  const writes: { url: string; body: unknown }[] = [];
  const handler = (url: string, init?: RequestInit) => {
    if (init?.method && init.method !== 'GET') writes.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
    const answered = route(url, init);
    if (answered) return answered;
    if (url.endsWith('/super_admin/api/current_user')) return json(200, currentUser());
    if (url.endsWith('/super_admin/api/shops/predefined_values')) return json(200, PREDEFINED);
    if (url.endsWith('/super_admin/api/shops/12/settings')) return json(200, answer);
    if (url.endsWith('/super_admin/api/shops/12') && init?.method === 'PATCH') return json(200, { shop: { id: 12 } });
    return json(404, { error: 'not_found', message: 'Not found' });
  };
  return { handler, writes };
}

const form = () => screen.findByRole('button', { name: 'Valider' });

describe('shop settings tab (spec 2 §2.2, §3, §5, §8)', () => {
  it('shows the time-clock section and the base rules, hours from the predefined list, gated fields when allowed', async () => {
    renderConsole({ path: '/shops/12', signedIn: true, handler: backend(settingsAnswer()).handler });
    await form();
    expect(screen.getByRole('heading', { name: 'Badgeuse' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Règles de base' })).toBeInTheDocument();
    expect(screen.getByLabelText('Badgeuse en ligne')).toBeInTheDocument();
    expect(screen.getByLabelText('Une pause courte reprend la pause planifiée')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de shifts populaires')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('combobox', { name: "Heure d'ouverture" }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('07:30');
    expect(options).toHaveLength(48);
  });

  it('hides what the shop does not allow: online, popular shifts, short breaks while pauses are off', async () => {
    const answer = settingsAnswer({ settings: DEFAULT_SHOP_SETTINGS, features: { shift_popular: false }, can_update_punch_clock_online: false, short_break_allowed: false });
    renderConsole({ path: '/shops/12', signedIn: true, handler: backend(answer).handler });
    await form();
    expect(screen.queryByLabelText('Badgeuse en ligne')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de shifts populaires')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Une pause courte reprend la pause planifiée')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByLabelText('Autoriser les pauses badgées'));
    expect(screen.getByLabelText('Une pause courte reprend la pause planifiée')).toBeInTheDocument();
  });

  it("says 'time clock disabled' when the service failed, hides its section and keeps the base rules editable", async () => {
    renderConsole({ path: '/shops/12', signedIn: true, handler: backend(settingsAnswer({ time_clock: { error: 'time_clock_unavailable' }, can_update_punch_clock_online: false })).handler });
    await form();
    expect(screen.getByText(/Les paramètres de la badgeuse sont indisponibles/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Badgeuse' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Règles de base' })).toBeInTheDocument();
  });

  it('validates: sends the changed fields through PATCH /shops/{id} {shop} and says so', async () => {
    const { handler, writes } = backend(settingsAnswer());
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByLabelText('Modulation'));
    await user.click(screen.getByRole('combobox', { name: 'Heure de fermeture' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '22:30' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ url: expect.stringMatching(/\/super_admin\/api\/shops\/12$/), body: { shop: { closing_time: '22:30', modulation: true } } });
    expect(await screen.findByText("L'établissement a bien été mis à jour.")).toBeInTheDocument();
  });

  it('says a closing time before the opening time means past midnight, and refuses the same time for both (issue 28)', async () => {
    const { handler, writes } = backend(settingsAnswer());
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    const user = userEvent.setup();
    await form();
    const pick = async (name: string, hour: string) => {
      await user.click(screen.getByRole('combobox', { name }));
      await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: hour }));
    };
    await pick("Heure d'ouverture", '18:00');
    await pick('Heure de fermeture', '02:00');
    expect(await screen.findByText('Ouvert après minuit : de 18:00 à 02:00 le lendemain.')).toBeInTheDocument();
    await pick('Heure de fermeture', '18:00');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText("La fermeture doit être à une autre heure que l'ouverture.")).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it("refuses a malformed PIN in the form and toasts 'shop update failure' when the server refuses", async () => {
    const { handler, writes } = backend(settingsAnswer(), (url, init) => (init?.method === 'PATCH' && url.endsWith('/shops/12') ? json(422, { error: 'setting_not_allowed', message: 'no' }) : undefined));
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    const user = userEvent.setup();
    await form();
    await user.type(screen.getByLabelText('Code PIN de la badgeuse'), '12');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Le code PIN compte de 4 à 6 chiffres.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await user.type(screen.getByLabelText('Code PIN de la badgeuse'), '34');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText("Une erreur est survenue lors de la mise à jour de l'établissement.")).toBeInTheDocument();
    expect(writes).toEqual([{ url: expect.any(String), body: { shop: { punch_clock_token: '1234' } } }]);
  });

  it('asks before leaving the tab with unsaved changes', async () => {
    renderConsole({ path: '/shops/12', signedIn: true, handler: backend(settingsAnswer()).handler });
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByLabelText('Modulation'));
    await user.click(screen.getByRole('tab', { name: 'Historique des shifts' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.getByLabelText('Modulation')).toBeChecked();
  });

  it("'replicate settings' opens the replication over the tab, this shop as source: preview before confirm, then the copy (spec 3 §2.4)", async () => {
    const shops = [
      { id: 12, name: 'Lyon Centre', configured: true, convention_legible: true, convention_flexible: false, labour_law_config: null, country: 'FR' },
      { id: 13, name: 'Lyon Part-Dieu', configured: true, convention_legible: true, convention_flexible: false, labour_law_config: null, country: 'FR' },
      { id: 14, name: 'Villeurbanne', configured: false, convention_legible: false, convention_flexible: false, labour_law_config: null, country: 'FR' },
    ];
    let refuse = false;
    const change = { option: 'opening_hours', changed: true, before: { opening_time: '08:00', closing_time: '20:00' }, after: { opening_time: '06:30', closing_time: '20:00' } };
    const { handler, writes } = backend(settingsAnswer(), (url, init) => {
      if (url.includes('/organisations/3/shops?list_only=true')) return json(200, { shops });
      if (!url.endsWith('/super_admin/api/bulk_shops')) return undefined;
      if (refuse) {
        const details = [{ path: 'targeted_shop_ids', message: 'x', key: 'replication_target_gone', shop_id: 13, shop_name: 'Lyon Part-Dieu' }, { path: 'replication_options', message: 'y', key: 'replication_nothing_to_copy', shop_id: null, shop_name: null }];
        return json(409, { error: 'replication_target_gone', message: 'x', details });
      }
      const dryRun = JSON.parse(String(init?.body)).dry_run;
      const skipped = { option: 'popular_shifts', changed: false, skipped: 'popular_shifts_feature_off', before: { popular_shifts_count: null }, after: { popular_shifts_count: null } };
      return json(200, { dry_run: dryRun, source_shop_id: 12, changed_shops: 1, targets: [{ shop_id: 13, shop_name: 'Lyon Part-Dieu', changes: [change, skipped] }] });
    });
    const { router } = renderConsole({ path: '/shops/12', signedIn: true, handler });
    await form();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Répliquer les paramètres' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops/12/settings/replication'));
    const dialog = await screen.findByRole('dialog', { name: 'Répliquer les paramètres' });
    const targets = await within(dialog).findByRole('group', { name: 'Établissements cibles' });
    expect(within(targets).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Lyon Part-Dieu']);
    expect(within(dialog).getByRole('combobox', { name: 'Établissement source' })).toHaveTextContent('Lyon Centre');
    await user.click(within(targets).getByRole('checkbox', { name: 'Lyon Part-Dieu' }));
    await user.click(within(dialog).getByRole('checkbox', { name: "Horaires d'ouverture" }));
    expect(within(dialog).queryByRole('radio', { name: 'Flexible' })).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: /Confirmer la réplication/ });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Prévisualiser' }));
    expect(await within(dialog).findByText("Heure d'ouverture : 08:00 → 06:30")).toBeInTheDocument();
    // an option the target does not take says why (its popular-shifts feature is off)
    expect(within(dialog).getByText("Shifts populaires : non copié. La fonctionnalité « créneaux fréquents » n'est pas active sur cet établissement.")).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Aperçu des changements' })).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByText('Réplication terminée. Établissements modifiés : 1.')).toBeInTheDocument();
    // after the copy the list says what was written, no longer a preview
    expect(within(dialog).getByRole('region', { name: 'Changements appliqués' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Aperçu des changements' })).not.toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      expect.objectContaining({ source_shop_id: 12, targeted_shop_ids: [13], replication_options: ['opening_hours'], dry_run: true }),
      expect.objectContaining({ source_shop_id: 12, targeted_shop_ids: [13], replication_options: ['opening_hours'], dry_run: false }),
    ]);
    // a refusal lists the problems, one per line, translated
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shops/12/settings'));
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Répliquer les paramètres' }));
    const again = await screen.findByRole('dialog', { name: 'Répliquer les paramètres' });
    await user.click(within(await within(again).findByRole('group', { name: 'Établissements cibles' })).getByRole('checkbox', { name: 'Lyon Part-Dieu' }));
    await user.click(within(again).getByRole('checkbox', { name: 'Équipes' }));
    await user.click(within(again).getByRole('button', { name: 'Prévisualiser' }));
    const refusal = await waitFor(() => {
      const alert = within(again).getAllByRole('alert').find((shown) => shown.textContent?.includes('Lyon Part-Dieu'));
      if (!alert) throw new Error('no refusal shown yet');
      return alert;
    });
    expect(refusal.textContent).toBe(
      "Lyon Part-Dieu a été supprimé pendant la réplication : rien n'a été modifié.\nChoisissez au moins un paramètre à copier.",
    );
  });

  it('the replication says why the shop list could not be loaded, and loads it again on retry (spec 3 §2.4)', async () => {
    const shops = [
      { id: 12, name: 'Lyon Centre', configured: true, convention_legible: true, convention_flexible: false, labour_law_config: null, country: 'FR' },
      { id: 13, name: 'Lyon Part-Dieu', configured: true, convention_legible: true, convention_flexible: false, labour_law_config: null, country: 'FR' },
    ];
    let failing = true;
    const { handler } = backend(settingsAnswer(), (url) => {
      if (!url.includes('/organisations/3/shops?list_only=true')) return undefined;
      return failing ? json(500, { error: 'shops_list_broken', message: 'The shops could not be read.' }) : json(200, { shops });
    });
    renderConsole({ path: '/shops/12/settings/replication', signedIn: true, handler });
    const dialog = await screen.findByRole('dialog', { name: 'Répliquer les paramètres' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Impossible de charger les établissements de l'organisation.");
    // what happened: the server's reason
    expect(alert).toHaveTextContent('The shops could not be read.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByRole('group', { name: 'Établissements cibles' })).toBeInTheDocument();
  });

  it("'add automatic plannings': 0 by default, 0 to 10, success message; a refusal shows the server's errors", async () => {
    let refuse = false;
    const { handler, writes } = backend(settingsAnswer(), (url) =>
      url.endsWith('/shops/add_automatic_plannings')
        ? refuse
          ? json(422, { error: 'no_automatic_planning_allowance', message: 'no', details: [{ path: '/shop_id', message: 'Première raison' }, { path: '/shop_id', message: 'Seconde raison' }] })
          : json(200, { shop_id: 12, max_automatic_planning_uses: 5, automatic_planning_uses_left: 7 })
        : undefined,
    );
    renderConsole({ path: '/shops/12', signedIn: true, handler });
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByRole('button', { name: 'Ajouter des plannings automatiques' }));
    const dialog = await screen.findByRole('dialog');
    const count = within(dialog).getByLabelText('Nombre de plannings automatiques');
    expect(count).toHaveValue(0);
    await user.clear(count);
    await user.type(count, '11');
    expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Plannings automatiques ajoutés. Crédits restants : 7')).toBeInTheDocument();
    expect(writes.at(-1)?.body).toEqual({ shop_id: 12, add_automatic_plannings: 3 });
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Ajouter des plannings automatiques' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText(/Première raison\s+Seconde raison/)).toBeInTheDocument();
  });

  it.each([
    ['the shop\'s maximum is 0', { maxAutomaticPlanningUses: 0, canAddAutomaticPlanningCredits: true }],
    ['the admin lacks can_add_automatic_planning_credits', { maxAutomaticPlanningUses: 5, canAddAutomaticPlanningCredits: false }],
  ])("hides 'add automatic plannings' when %s", async (_case, props) => {
    tabProps.current = props;
    try {
      renderConsole({ path: '/shops/12', signedIn: true, handler: backend(settingsAnswer()).handler });
      await form();
      expect(screen.getByRole('button', { name: 'Répliquer les paramètres' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ajouter des plannings automatiques' })).not.toBeInTheDocument();
    } finally {
      tabProps.current = { maxAutomaticPlanningUses: 5, canAddAutomaticPlanningCredits: true };
    }
  });
});
