import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { ALERT_TYPES } from '../../src/domain/labourLaws';
import { currentUser, json, renderConsole } from './consoleHarness';

// The whole console renders (auth, i18n, shell) on a 2-core machine shared with other runs: be patient.
vi.setConfig({ testTimeout: 90_000 });

const SERVICE = '/services/labour-laws';

const LAWS = [
  {
    country: 'fr',
    scope: 'agreement',
    key: 'fr_boulangerie',
    name: 'Boulangerie-pâtisserie artisanale',
    // sunday_maj is set but its alert sunday_increase was switched off by hand
    alerts: ['daily_hours_worked', 'holidays'],
    absencesWithOwedMeal: ['paid_leave', 'sick_leave'],
    rules: { max_daily_hours: 10, sunday_maj: 20 },
    enabled: true,
    usedByShops: 12,
  },
  {
    country: 'fr',
    scope: 'country',
    key: 'fr_default',
    name: 'Code du travail',
    alerts: ['daily_hours_worked'],
    absencesWithOwedMeal: [],
    rules: { max_daily_hours: 10 },
    enabled: true,
    usedByShops: 0,
  },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The labour-laws service and the current user, recording what the console sends. */
function backend(answers: { put?: (body: Record<string, unknown>) => Response; remove?: () => Response } = {}) {
  const calls: Call[] = [];
  const user = currentUser(['can_manage_labour_laws'], [DEV_FLAGS.labourLawsSuperAdmin]);
  const handler = (url: string, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url.endsWith('/super_admin/api/current_user')) return json(200, user);
    if (url.startsWith(`${SERVICE}/labour_laws?`)) {
      const country = new URL(url, 'http://x').searchParams.get('country');
      const laws = LAWS.filter((law) => law.country === country);
      return json(200, { labour_laws: laws, total: laws.length });
    }
    if (url.startsWith(`${SERVICE}/labour_law`)) {
      const key = new URL(url, 'http://x').searchParams.get('key');
      if (method === 'PUT') return answers.put ? answers.put(body) : json(201, { ...body, name: body.name ?? 'Hotel', usedByShops: 0 });
      if (method === 'DELETE') return answers.remove ? answers.remove() : json(204, null);
      const law = LAWS.find((candidate) => candidate.key === key);
      return law ? json(200, law) : json(404, { error: 'not_found', message: 'No such labour law.' });
    }
    return json(404, { error: 'not_found', message: 'nothing here' });
  };
  return { calls, handler };
}

const open = (handler: ReturnType<typeof backend>['handler'], path = '/labour_laws') => renderConsole({ path, signedIn: true, handler });
/** The checkbox of an alert (by test id: role queries over the 24 alerts are slow in jsdom). */
const alertBox = (alert: string) => screen.getByTestId(`alert-${alert}`).querySelector('input') as HTMLInputElement;
const rulesArea = () => screen.getByTestId('labour-law-rules');
const setRules = (text: string) => fireEvent.change(rulesArea(), { target: { value: text } });
const checkedAlerts = () => ALERT_TYPES.filter((alert) => alertBox(alert).checked);

describe('labour laws list', () => {
  it('lists the French laws by default with name, scope, key and status, and follows the country filter', async () => {
    const { calls, handler } = backend();
    const { router } = open(handler);
    const row = await screen.findByTestId('labour-law-fr_boulangerie');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Boulangerie-pâtisserie artisanale',
      'Convention collective',
      'fr_boulangerie',
      'Activée',
      '',
    ]);
    expect(within(screen.getByTestId('labour-law-fr_default')).getByText('Pays')).toBeInTheDocument();
    expect(calls.some((call) => call.url === `${SERVICE}/labour_laws?country=fr`)).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Pays' }));
    await user.click(screen.getByRole('option', { name: 'Belgique' }));
    expect(await screen.findByText('Aucune loi du travail pour ce pays.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === `${SERVICE}/labour_laws?country=be`)).toBe(true);
    expect(router.state.location.search).toBe('?country=be');
  });
});

describe('labour laws page layout (issue 15)', () => {
  it('has its title in the top bar and the browser tab, like every page', async () => {
    const { handler } = backend();
    open(handler);
    await screen.findByTestId('labour-law-fr_boulangerie');
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Lois du travail'));
    await waitFor(() => expect(document.title).toBe('Lois du travail · Planora'));
  });

  it('keeps the actions column header for screen readers only, one pixel wide (it once pushed the page 1,415 px sideways)', async () => {
    const { handler } = backend();
    open(handler);
    const header = await screen.findByRole('columnheader', { name: 'Actions' });
    const hidden = header.firstElementChild as HTMLElement;
    expect(getComputedStyle(hidden).position).toBe('absolute');
    expect(getComputedStyle(hidden).width).toBe('1px');
  });
});

describe('labour-law form', () => {
  it('starts a new law with every alert selected; rules add and remove their alerts; hand-changed alerts stay', async () => {
    const { calls, handler } = backend();
    open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une loi' }));
    await screen.findByRole('heading', { name: 'Nouvelle loi du travail' });
    expect(checkedAlerts()).toEqual([...ALERT_TYPES]);
    expect(within(screen.getByTestId('alert-weekly_rest')).getByRole('checkbox', { name: 'Repos hebdomadaire' })).toBe(alertBox('weekly_rest'));

    setRules('{"weekly_day_rest_num": 2, "daily_rest_min_hours": 11}');
    expect(alertBox('weekly_rest')).toBeChecked();
    setRules('{"daily_rest_min_hours": 11}');
    expect(alertBox('weekly_rest')).not.toBeChecked();
    setRules('{"daily_rest_min_hours": 11, "weekly_day_rest_num');
    expect(alertBox('weekly_rest')).not.toBeChecked();
    setRules('{"daily_rest_min_hours": 11, "weekly_day_rest_num": 1}');
    expect(alertBox('weekly_rest')).toBeChecked();

    // By hand: daily_rest unticked although its rule is set; clearing then setting the rule leaves it alone.
    await user.click(alertBox('daily_rest'));
    expect(within(screen.getByTestId('alert-daily_rest')).getByText('modifiée à la main')).toBeInTheDocument();
    setRules('{"weekly_day_rest_num": 1}');
    setRules('{"weekly_day_rest_num": 1, "daily_rest_min_hours": 12, "max_daily_hours": null}');
    expect(alertBox('daily_rest')).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Clé' }), 'fr_hotel');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe(`${SERVICE}/labour_law`);
    expect(put.body).toEqual({
      country: 'fr',
      scope: 'agreement',
      key: 'fr_hotel',
      alerts: ALERT_TYPES.filter((alert) => alert !== 'daily_rest'),
      absencesWithOwedMeal: [],
      rules: { weekly_day_rest_num: 1, daily_rest_min_hours: 12 },
      enabled: true,
    });
    expect(await screen.findByText('Loi du travail « Hotel » créée')).toBeInTheDocument();
  });

  it('shows mandatory and invalid messages for key and rules, and saves only when both hold', async () => {
    const { handler } = backend();
    open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une loi' }));
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    const key = screen.getByRole('textbox', { name: 'Clé' });
    expect(save).toBeDisabled();

    await user.type(key, 'hotel');
    expect(screen.getByText('Clé invalide : lettres minuscules et tirets bas uniquement, préfixée par « fr_ »')).toBeInTheDocument();
    await user.clear(key);
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(1);
    await user.type(key, 'fr_hotel');

    setRules('{"max_daily_hours": 10');
    expect(screen.getByText('Règles invalides : un objet JSON est attendu')).toBeInTheDocument();
    expect(save).toBeDisabled();
    setRules('{}');
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(save).toBeDisabled();
    setRules('{"max_daily_hours": 10}');
    expect(save).toBeEnabled();

    // a key of another country's prefix is invalid for this country
    await user.click(screen.getByRole('combobox', { name: 'Pays' }));
    await user.click(screen.getByRole('option', { name: 'Suisse' }));
    expect(screen.getByText('Clé invalide : lettres minuscules et tirets bas uniquement, préfixée par « ch_ »')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('edits a law with country, scope and key locked, alerts disagreeing with rules marked as changed by hand, and disables it through the confirmation', async () => {
    const { calls, handler } = backend({ put: (body) => json(200, { ...body, name: LAWS[0].name, usedByShops: 12 }) });
    open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions sur la loi fr_boulangerie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Modifier' }));
    await screen.findByRole('heading', { name: 'Modifier la loi du travail' });

    expect(screen.getByRole('textbox', { name: 'Clé' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Clé' })).toHaveValue('fr_boulangerie');
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Portée' })).toHaveAttribute('aria-disabled', 'true');
    expect(JSON.parse((rulesArea() as HTMLTextAreaElement).value)).toEqual({ max_daily_hours: 10, sunday_maj: 20 });
    expect(screen.getByRole('button', { name: 'Congés payés' })).toBeInTheDocument();

    // sunday_maj set but sunday_increase off: a choice made by hand, kept when sunday_maj changes
    expect(within(screen.getByTestId('alert-sunday_increase')).getByText('modifiée à la main')).toBeInTheDocument();
    setRules('{"max_daily_hours": 10}');
    setRules('{"max_daily_hours": 10, "sunday_maj": 25, "max_weekly_hours": 48}');
    expect(alertBox('sunday_increase')).not.toBeChecked();
    expect(alertBox('max_weekly')).toBeChecked();

    const enabled = screen.getByRole('switch', { name: 'Loi activée' });
    await user.click(enabled);
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver la loi du travail' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(enabled).not.toBeChecked());
    // the form is hidden from the accessibility tree until the confirmation has fully closed
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Désactiver la loi du travail' })).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      country: 'fr',
      scope: 'agreement',
      key: 'fr_boulangerie',
      enabled: false,
      rules: { max_daily_hours: 10, sunday_maj: 25, max_weekly_hours: 48 },
      absencesWithOwedMeal: ['paid_leave', 'sick_leave'],
    });
    expect(await screen.findByText('Loi du travail « Boulangerie-pâtisserie artisanale » enregistrée')).toBeInTheDocument();
  });

  it('shows the enabled switch only for agreements', async () => {
    const { handler } = backend();
    open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions sur la loi fr_default' }));
    await user.click(screen.getByRole('menuitem', { name: 'Modifier' }));
    await screen.findByRole('heading', { name: 'Modifier la loi du travail' });
    expect(screen.queryByRole('switch', { name: 'Loi activée' })).not.toBeInTheDocument();
  });

  it('refuses to create a law over an existing one with the same country, scope and key', async () => {
    const { calls, handler } = backend();
    open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une loi' }));
    await user.type(await screen.findByRole('textbox', { name: 'Clé' }), 'fr_boulangerie');
    setRules('{"max_daily_hours": 10}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Une loi « fr_boulangerie » existe déjà pour ce pays et cette portée : modifiez-la depuis la liste.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Nouvelle loi du travail' })).toBeInTheDocument();
  });

  it("shows the refusal in the user's words (issue 28: the key's text and the fields), the server's message for an unknown key, or a default", async () => {
    let answer = json(400, {
      error: 'validation_failed',
      message: 'The labour law is not valid: max_daily_hours must be a number of hours (0 or more).',
      details: [{ path: 'rules.max_daily_hours', message: 'must be a number of hours (0 or more)' }],
    });
    const { handler } = backend({ put: () => answer });
    open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une loi' }));
    await user.type(await screen.findByRole('textbox', { name: 'Clé' }), 'fr_hotel');
    setRules('{"max_daily_hours": 10}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Certaines valeurs sont invalides : max_daily_hours.')).toBeInTheDocument();
    answer = json(422, { error: 'law_of_another_back_end', message: 'This law is refused by the other back end.' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('This law is refused by the other back end.')).toBeInTheDocument();
    answer = json(500, null);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Une erreur est survenue lors de l'enregistrement de la loi du travail")).toBeInTheDocument();
  });
});

describe('create and edit in the address', () => {
  it('opens the edit dialog of /labour_laws/{id} over its country list, and closing it goes back to the list', async () => {
    const { handler } = backend();
    const { router } = open(handler, '/labour_laws/fr%3Aagreement%3Afr_boulangerie?country=fr');
    expect(await screen.findByRole('textbox', { name: 'Clé' })).toHaveValue('fr_boulangerie');
    expect(screen.getByRole('heading', { name: 'Modifier la loi du travail' })).toBeInTheDocument();
    expect(await screen.findByTestId('labour-law-fr_default')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/labour_laws'));
    expect(router.state.location.search).toBe('?country=fr');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Modifier la loi du travail' })).not.toBeInTheDocument());
  });

  it('opens the create dialog at /labour_laws/create, in the country of the list', async () => {
    const { handler } = backend();
    const { router } = open(handler, '/labour_laws?country=be');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ajouter une loi' }));
    await screen.findByRole('heading', { name: 'Nouvelle loi du travail' });
    expect(router.state.location.pathname).toBe('/labour_laws/create');
    expect(screen.getByRole('dialog')).toHaveTextContent('Belgique');
  });
});

describe('deleting a labour law', () => {
  it('names the number of shops when the service refuses with its 401, without refreshing the token or signing out', async () => {
    const { calls, handler } = backend({
      remove: () => json(401, { error: 'labour_law_in_use', message: 'Labour law used by shops [12]', details: [{ shops_count: 12 }] }),
    });
    const { router } = open(handler);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions sur la loi fr_boulangerie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la loi du travail' });
    expect(within(dialog).getByText('Supprimer « Boulangerie-pâtisserie artisanale » (fr_boulangerie) ? Cette action est définitive.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Suppression interdite : cette loi est utilisée par 12 établissements')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `${SERVICE}/labour_law?key=fr_boulangerie&scope=agreement&country=fr`,
    ]);
    expect(calls.some((call) => call.url.includes('/v3/auth/'))).toBe(false);
    expect(router.state.location.pathname).toBe('/labour_laws');
    expect(screen.getByTestId('labour-law-fr_boulangerie')).toBeInTheDocument();
  });

  it('reads the count from the brackets of a legacy message, and says a default for other failures', async () => {
    let answer = json(401, { error: 'labour_law_in_use', message: 'Labour law used by shops [1]' });
    const { handler } = backend({ remove: () => answer });
    open(handler);
    const user = userEvent.setup();
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions sur la loi fr_default' }));
      await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Supprimer la loi du travail' })).getByRole('button', { name: 'Confirmer' }));
    };
    await remove();
    expect(await screen.findByText('Suppression interdite : cette loi est utilisée par 1 établissement')).toBeInTheDocument();
    answer = json(500, { error: 'internal_error', message: 'An unexpected error occurred.' });
    await remove();
    expect(await screen.findByText('Une erreur est survenue lors de la suppression de la loi du travail')).toBeInTheDocument();
  });
});
