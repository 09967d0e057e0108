import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { ALL_GRANTS, integrationPage } from './integrationsHarness';

type Page = Awaited<ReturnType<typeof integrationPage>>;

const wizard = () => screen.findByRole('dialog', { name: /intégration/ });
const steps = async () => within(await wizard()).getAllByRole('button').filter((button) => button.classList.contains('MuiStepButton-root')).map((button) => button.querySelector('.MuiStepLabel-label')?.textContent);
const next = async (user: Page['user']) => user.click(within(await wizard()).getByRole('button', { name: 'Suivant' }));
const combobox = async (name: string) => within(await wizard()).findByRole('combobox', { name });
const choose = async (user: Page['user'], label: string, option: string) => {
  await user.click(await combobox(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('integration wizard (spec 3 §2.2, §4.1, §4.3, §5, §8)', () => {
  it('create: five steps from the source, at its address over the tab; the progress bar jumps back', async () => {
    const { user, router } = await integrationPage('/organisations/12/integration/new');
    expect(await steps()).toEqual(['Source', 'Format du fichier', 'Absences', 'Variables de paie', 'Import', 'Terminer']);
    expect(screen.getByRole('tab', { name: 'Intégration et rapports', selected: true, hidden: true })).toBeInTheDocument();
    await next(user);
    expect(await combobox('Logiciel de paie')).toHaveTextContent('Silae');
    await next(user);
    expect(await within(await wizard()).findByText('Maladie')).toBeInTheDocument();
    await user.click(within(await wizard()).getByRole('button', { name: /Source$/ }));
    expect(within(await wizard()).getByRole('radio', { name: 'Partir de zéro' })).toBeChecked();
    await user.click(within(await wizard()).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/integration'));
  });

  it('update: four steps starting at the file format, the software locked', async () => {
    await integrationPage('/organisations/12/integration/c-1/edit');
    expect(await steps()).toEqual(['Format du fichier', 'Absences', 'Variables de paie', 'Import', 'Terminer']);
    const software = await combobox('Logiciel de paie');
    await waitFor(() => expect(software).toHaveTextContent('Silae'));
    expect(software).toHaveAttribute('aria-disabled', 'true');
  });

  it('without can_add_integration_config: no upload step, and version and name are locked', async () => {
    const { user } = await integrationPage('/organisations/12/integration/new', { granted: ['can_run_integration_jobs', 'can_add_advanced_integration_config'] });
    expect(await steps()).toEqual(['Source', 'Format du fichier', 'Absences', 'Variables de paie', 'Terminer']);
    await next(user);
    expect(within(await wizard()).getByRole('textbox', { name: 'Version du logiciel' })).toBeDisabled();
    expect(within(await wizard()).getByRole('textbox', { name: "Nom de l'intégration" })).toBeDisabled();
  });

  it('switching the software resets format and separator: Quadratus .TXT and its fixed colon, Silae .CSV and a comma', async () => {
    const { user } = await integrationPage('/organisations/12/integration/new');
    await next(user);
    await choose(user, "Format d'export", '.ZIP');
    await choose(user, 'Séparateur', 'Barre verticale |');
    await choose(user, 'Logiciel de paie', 'Quadratus');
    expect(await combobox("Format d'export")).toHaveTextContent('.TXT');
    expect(within(await wizard()).queryByRole('combobox', { name: 'Séparateur' })).not.toBeInTheDocument();
    expect(within(await wizard()).queryByRole('switch', { name: "Afficher l'unité des absences" })).not.toBeInTheDocument();
    await choose(user, 'Logiciel de paie', 'Silae');
    expect(await combobox("Format d'export")).toHaveTextContent('.CSV');
    expect(await combobox('Séparateur')).toHaveTextContent('Virgule ,');
    expect(within(await wizard()).getByRole('switch', { name: "Afficher l'unité des absences" })).toBeInTheDocument();
  });

  it('without can_add_advanced_integration_config: Silae and Quadratus disabled and last, the custom software preselected', async () => {
    const { user } = await integrationPage('/organisations/12/integration/new', { granted: ['can_run_integration_jobs', 'can_add_integration_config'] });
    await next(user);
    expect(await combobox('Logiciel de paie')).toHaveTextContent('Paie maison');
    await user.click(await combobox('Logiciel de paie'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-disabled') === 'true'])).toEqual([
      ['Paie maison', false],
      ['Silae', true],
      ['Quadratus', true],
    ]);
  });

  it('a custom software needs its version and name before Next', async () => {
    const { user } = await integrationPage('/organisations/12/integration/new');
    await next(user);
    await choose(user, 'Logiciel de paie', 'Paie maison');
    const nextButton = within(await wizard()).getByRole('button', { name: 'Suivant' });
    expect(nextButton).toBeDisabled();
    await user.type(within(await wizard()).getByRole('textbox', { name: /Version du logiciel/ }), 'v3');
    await user.type(within(await wizard()).getByRole('textbox', { name: /Nom de l'intégration/ }), 'Paie maison v3');
    await user.tab();
    await waitFor(() => expect(nextButton).toBeEnabled());
  });

  it("the shop selector shows only with FEATUREDEV_SUNDAY_MAJ_SLICES, with the shop of ?shop_id= chosen", async () => {
    await integrationPage('/organisations/12/integration/new?shop_id=102', { devFlags: [DEV_FLAGS.pamOnSvcReports, DEV_FLAGS.sundayMajSlices] });
    expect(await combobox('Établissement source des données')).toHaveTextContent('Durand Paris');
  });

  it("absences: 'Retard' last with hours only, long labels cut at 30 characters, inactive lines lock their inputs, search", async () => {
    const { user } = await integrationPage('/organisations/12/integration/new');
    await next(user);
    await next(user);
    const table = await within(await wizard()).findByRole('table', { name: 'Absences' });
    const names = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['Maladie', 'Congés payés pour événements f…', 'Retard']);
    await user.click(within(table).getByRole('combobox', { name: /^Unité Retard/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Heures']);
    await user.keyboard('{Escape}');
    await user.click(within(table).getByRole('switch', { name: 'Active Maladie' }));
    expect(within(table).getByRole('textbox', { name: 'Code Maladie' })).toBeDisabled();
    expect(within(table).getByRole('switch', { name: 'En variable de paie Maladie' })).toBeDisabled();
    await user.type(within(await wizard()).getByRole('searchbox', { name: 'Rechercher' }), 'reta');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('pay variables: five categories, the effective-hours hint, over_hours lines cannot be duplicated', async () => {
    const { user } = await integrationPage('/organisations/12/integration/new');
    await next(user);
    await next(user);
    await next(user);
    const dialog = await wizard();
    expect(await within(dialog).findAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(dialog).getByLabelText('S\'applique uniquement aux établissements avec compensation des pauses.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dupliquer Heures supplémentaires à 25 %' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Dupliquer Heures travaillées' }));
    expect(within(dialog).getByRole('button', { name: 'Supprimer le doublon Heures travaillées' })).toBeInTheDocument();
  });

  it('upload: a refused config lists the server constraints under the file-error header', async () => {
    const refusal = {
      error: 'validation_failed',
      message:
        'Request body has failed the validation: /lines must be array - /lines has failed the following constraints: type - /separator has failed the following constraints: enum - /lines has failed the following constraints: type',
    };
    const { user } = await integrationPage('/organisations/12/integration/new', {
      route: (url, init) => (url.endsWith('/integrations/integrations') && init?.method === 'POST' ? new Response(JSON.stringify(refusal), { status: 400 }) : undefined),
    });
    await next(user);
    await next(user);
    await next(user);
    await next(user);
    const file = new File([JSON.stringify({ lines: 'nope' })], 'config.json', { type: 'application/json' });
    await user.upload(within(await wizard()).getByLabelText('Fichier de configuration JSON'), file);
    expect(await within(await wizard()).findByText('Fichier « config.json » chargé.')).toBeInTheDocument();
    await user.click(within(await wizard()).getAllByRole('button', { name: 'Terminer' }).at(-1)!);
    expect(await within(await wizard()).findByText('silae_2026-10.csv – 2 lignes au total')).toBeInTheDocument();
    await user.click(within(await wizard()).getByRole('button', { name: "Enregistrer l'intégration" }));
    const alert = await within(await wizard()).findByText('Le fichier de configuration est invalide');
    const list = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/lines has failed the following constraints: type',
      '/separator has failed the following constraints: enum',
    ]);
  });

  it('finish: the preview shows the lines with their provenance, then the save creates the integration from the chosen shop', async () => {
    const { user, calls, router } = await integrationPage('/organisations/12/integration/new', { granted: ALL_GRANTS.filter((flag) => flag !== 'can_add_integration_config') });
    for (let step = 0; step < 3; step += 1) await next(user);
    await user.click(within(await wizard()).getAllByRole('button', { name: 'Terminer' }).at(-1)!);
    expect(await within(await wizard()).findByText('4521,HT,151.67')).toBeInTheDocument();
    await user.click(within(await wizard()).getByText('4521,MAL,7'));
    // the line and the absence in words, never their keys
    expect(within(await wizard()).getByText("Léa Martin · Arrêt maladie · d'après 1 shift ou absence")).toBeInTheDocument();
    expect(within(await wizard()).getByText('02/10/2026 : absence Arrêt maladie, 7h00')).toBeInTheDocument();
    await user.click(within(await wizard()).getByRole('button', { name: "Enregistrer l'intégration" }));
    expect(await screen.findByText("L'intégration a été créée.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith('/super_admin/api/integrations/integrations'));
    expect(post?.body).toMatchObject({ shop_id: 101, source: 'pam', organisation_id: 12, integration: { payroll_software: 1, custom_name: 'PAM Config', format: '.CSV', separator: ',' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/12/integration'));
  });
});
