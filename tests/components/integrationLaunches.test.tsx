import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import AnnualisationDialog from '../../src/resources/organisations/show/integration/jobs/AnnualisationDialog';
import MainContactsSelect from '../../src/resources/organisations/show/integration/jobs/MainContactsSelect';
import ManualLaunchDialog, { MANUAL_LAUNCH_MIN_HEIGHT } from '../../src/resources/organisations/show/integration/jobs/ManualLaunchDialog';
import MissionsDialog from '../../src/resources/organisations/show/integration/jobs/MissionsDialog';
import { fileOf, launchMethods, renderLaunchPiece } from './integrationLaunchesHarness';

const noop = () => undefined;
const JOBS = [{ name: 'paid_leave_counters_recomputation', display_name: 'Paid-leave counters recomputation', example_args: { as_of: '2026-03-10' } }];

describe('manual launch dialog (spec 3 §2.1, §5)', () => {
  it('is prefilled with the example, at least 194 px high; submit disabled when empty; invalid JSON refused before sending', async () => {
    const methods = launchMethods();
    methods.getAutomaticJobs.mockResolvedValue(JOBS);
    const user = renderLaunchPiece(<ManualLaunchDialog organisationId={12} jobName="paid_leave_counters_recomputation" open onClose={noop} />, methods);
    const area = await screen.findByTestId('manual-launch-args');
    await waitFor(() => expect(JSON.parse((area as HTMLTextAreaElement).value)).toEqual({ as_of: '2026-03-10' }));
    expect(area.style.minHeight).toBe(`${MANUAL_LAUNCH_MIN_HEIGHT}px`);
    expect(screen.getByText('Lancement manuel : Recalcul des compteurs de congés payés')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Lancer' });
    await user.clear(area);
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(area, { target: { value: '{"as_of": ' } });
    await user.click(submit);
    expect(await screen.findByText("Le texte n'est pas un objet JSON valide : rien n'a été envoyé.")).toBeTruthy();
    fireEvent.change(area, { target: { value: '[1, 2]' } });
    await user.click(submit);
    expect(methods.launchAutomaticJob).not.toHaveBeenCalled();
  });

  it("sends the parsed args, disabled while sending; a refusal lists the schema's messages", async () => {
    const methods = launchMethods();
    methods.getAutomaticJobs.mockResolvedValue(JOBS);
    let refuse: (error: unknown) => void = noop;
    methods.launchAutomaticJob.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const user = renderLaunchPiece(<ManualLaunchDialog organisationId={12} jobName="paid_leave_counters_recomputation" open onClose={noop} />, methods);
    const area = await screen.findByTestId('manual-launch-args');
    await waitFor(() => expect((area as HTMLTextAreaElement).value).toContain('2026-03-10'));
    fireEvent.change(area, { target: { value: '{"as_of": 3}' } });
    const submit = screen.getByRole('button', { name: 'Lancer' });
    await user.click(submit);
    expect(methods.launchAutomaticJob).toHaveBeenCalledWith({ organisation_id: 12, job_name: 'paid_leave_counters_recomputation', args: { as_of: 3 } });
    expect(submit).toHaveProperty('disabled', true);
    refuse(new HttpError('errors.invalid_job_args', 400, { error: 'invalid_job_args', message: 'x', details: [{ path: 'args.as_of', message: 'must be string' }] }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('args.as_of: must be string')).toBeTruthy();
    expect(within(dialog).getByText('Les arguments ne respectent pas le schéma de la tâche.')).toBeTruthy();
  });
});

describe('missions dialog (spec 3 §5, §9)', () => {
  it('needs a CSV file, shows its size in kilobytes, refuses one over 1,000,000 bytes', async () => {
    const methods = launchMethods();
    const user = renderLaunchPiece(<MissionsDialog organisationId={12} open onClose={noop} />, methods);
    const submit = screen.getByRole('button', { name: 'Importer' });
    expect(submit).toHaveProperty('disabled', true);
    await user.upload(screen.getByTestId('missions-file'), fileOf('missions.csv', 'shop_id;label', 1_000_001));
    expect(screen.getByText(/^missions\.csv \(1\s000,0 Ko\)$/)).toBeTruthy();
    expect(screen.getByText(/^Le fichier dépasse la taille maximale de 1\s000,0 Ko\.$/)).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
  });

  it("sends the file with the organisation's shop ids", async () => {
    const methods = launchMethods();
    methods.getOrganisationShops.mockResolvedValue([{ id: 101 }, { id: 102 }]);
    methods.uploadMissions.mockResolvedValue({ read: 2, applied: 2, unchanged: 0, refused: 0, errors: [] });
    let closed = false;
    const user = renderLaunchPiece(<MissionsDialog organisationId={12} open onClose={() => (closed = true)} />, methods);
    const file = fileOf('missions.csv', 'shop_id;label;start_date;end_date\n101;Inventaire;2026-01-05;', 2500);
    await user.upload(screen.getByTestId('missions-file'), file);
    expect(screen.getByText('missions.csv (2,5 Ko)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(methods.uploadMissions).toHaveBeenCalledWith(12, [101, 102], file));
    await waitFor(() => expect(closed).toBe(true));
    expect(await screen.findByText('Missions importées : 2 appliquées, 0 inchangées, 0 refusées')).toBeTruthy();
  });
});

describe('annualisation dialog (spec 3 §4.6, §5)', () => {
  it("refuses a file without user ids ('error_file'), nothing sent", async () => {
    const methods = launchMethods();
    const user = renderLaunchPiece(<AnnualisationDialog organisationId={12} open onClose={noop} />, methods);
    await user.upload(screen.getByTestId('annualisation-file'), fileOf('a.csv', 'user_id;balance\nabc;def\n'));
    expect((await screen.findAllByText("Fichier invalide : aucune ligne lisible avec un identifiant d'employé et un solde.")).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true);
    expect(methods.getAnnualizationConfigs).not.toHaveBeenCalled();
  });

  it("says 'no config' when none of the users has one, else sends the balances", async () => {
    const methods = launchMethods();
    methods.getAnnualizationConfigs.mockResolvedValueOnce([]);
    const user = renderLaunchPiece(<AnnualisationDialog organisationId={12} open onClose={noop} />, methods);
    await user.upload(screen.getByTestId('annualisation-file'), fileOf('a.csv', 'user_id;balance\n 7 ; 151,5 \n\n8;x\n'));
    expect(await screen.findByText('1 ligne prête (lignes ignorées : 1)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Aucun de ces employés n'a de configuration d'annualisation")).toBeTruthy();
    expect(methods.getAnnualizationConfigs).toHaveBeenCalledWith(12, [7]);
    expect(methods.updateAnnualizationBalances).not.toHaveBeenCalled();

    methods.getAnnualizationConfigs.mockResolvedValueOnce([{ user_id: 7, config: { data: { attributes: { currentPeriodStartDate: '2026-01-01', shopId: 3 } } } }]);
    methods.updateAnnualizationBalances.mockResolvedValue({ updated: 1, shops: 1, without_config: [] });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(methods.updateAnnualizationBalances).toHaveBeenCalledWith(12, { balances: [{ user_id: 7, balance: 151.5 }] }));
  });
});

describe('main contacts multi-select (spec 3 §2.1)', () => {
  const administrators = [
    { id: 1, attributes: { firstName: 'Camille', lastName: 'Durand' } },
    { id: 2, attributes: { firstName: 'Louis', lastName: 'Bernard' } },
    { id: 3, attributes: { firstName: 'Inès', lastName: 'Martin' } },
  ];
  it("shows the first name plus '+N more' and saves the choice when the menu closes", async () => {
    const methods = launchMethods();
    methods.getOrganisationAdministrators.mockResolvedValue(administrators);
    methods.getOrganisationContacts.mockResolvedValue({ hris_integrations: { payfit: [{ data: administrators[1] }, { data: administrators[0] }] } });
    methods.updateOrganisationContacts.mockResolvedValue({ hris_integrations: { payfit: [{ data: administrators[1] }, { data: administrators[0] }, { data: administrators[2] }] } });
    const user = renderLaunchPiece(<MainContactsSelect organisationId={12} hrisKey="payfit" />, methods);
    expect(await screen.findByText('Louis +1 autre')).toBeTruthy();
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Inès Martin' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(methods.updateOrganisationContacts).toHaveBeenCalledWith(12, 'payfit', [2, 1, 3]));
    expect(await screen.findByText('Louis +2 autres')).toBeTruthy();
    expect(await screen.findByText('Contacts principaux enregistrés')).toBeTruthy();
  });
});
