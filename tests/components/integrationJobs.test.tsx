import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { integrationPage } from './integrationsHarness';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface JobsBackend {
  devFlags?: string[];
  hrisKeys?: string[];
  runs?: unknown[];
  automatic?: Record<string, { name: string; display_name: string }[]> | null;
}

/** The jobs side's calls (spec 3 §7); the rest is the integration tab's harness. */
const jobsRoute =
  ({ hrisKeys = [], runs = [], automatic = null }: JobsBackend = {}) =>
  (url: string, init: RequestInit | undefined) => {
    const path = url.split('?')[0];
    if (path.endsWith('/integrations/hris_integration_keys/12')) return json(200, { data: hrisKeys });
    if (path.endsWith('/organisations/12/integration_jobs')) return json(200, { data: runs });
    if (path.endsWith('/integrations/automatic_jobs')) return json(200, { data: automatic ?? {} });
    if (path.endsWith('/organisations/12/timeline')) {
      const job = (id: string, kind: string) => ({ kind: 'jobs', id, at: '2026-11-28T10:00:00.000Z', job: kind, status: 'succeeded', progress: 2, total: 2, error: null, finishedAt: '2026-11-28T10:00:01.000Z', by: 'camille@planora.example' });
      return json(200, { items: [job('77', 'integration.import'), job('78', 'pin_send')], next: null });
    }
    if (path.endsWith('/run_integration_job') && init?.method === 'POST') return json(202, { job: { id: 77, status: 'queued', progress: 0, total: 0 } });
    if (path.endsWith('/super_admin/api/jobs/77')) {
      return json(200, {
        job: {
          id: 77, kind: 'integration.import', status: 'succeeded', progress: 2, total: 2, error: null, result: null,
          counts: { read: 2, applied: 1, unchanged: 0, refused: 1 },
          errors: [{ line: 3, column: 'email', value: 'nobody@x.fr', reason: 'import_unknown_user' }],
          created_at: '2026-11-28T10:00:00.000Z', started_at: '2026-11-28T10:00:00.000Z', finished_at: '2026-11-28T10:00:01.000Z',
        },
      });
    }
    return undefined;
  };

const jobsPage = async (backend?: JobsBackend) => {
  const page = await integrationPage('/organisations/12/integration', { devFlags: backend?.devFlags ?? [], route: jobsRoute(backend) });
  const table = await screen.findByRole('table', { name: "Tâches d'intégration" });
  return { ...page, table };
};
const integrationPageAt = (path: string, backend?: JobsBackend) => integrationPage(path, { devFlags: backend?.devFlags ?? [], route: jobsRoute(backend) });
const labels = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('integration jobs table (spec 3 §2.1, §5, §8; issue 31)', () => {
  it('lists the seven data-update jobs by label, ascending by default, and sorts them descending', async () => {
    const { table, user } = await jobsPage();
    const ascending = labels(table);
    expect(ascending).toHaveLength(7);
    expect(ascending).toEqual([...ascending].sort((a, b) => a!.localeCompare(b!, 'fr')));
    await user.click(within(table).getByRole('button', { name: 'Libellé' }));
    expect(labels(table)).toEqual([...ascending].reverse());
    // without an HRIS integration, no main contact column
    expect(within(table).queryByRole('columnheader', { name: 'Contacts principaux' })).not.toBeInTheDocument();
  });

  it('adds a row per HRIS key with the main contact column, and the automatic jobs as manual launch rows under their dev flag', async () => {
    const automatic = { '12': [{ name: 'hris_sync', display_name: 'Synchronisation SIRH' }] };
    const { table } = await jobsPage({ devFlags: [DEV_FLAGS.integrationJobRows], hrisKeys: ['silae'], automatic });
    await waitFor(() => expect(labels(table)).toContain('Tâche SIRH (silae)'));
    await waitFor(() => expect(labels(table)).toContain('Lancement manuel : Synchronisation SIRH'));
    expect(within(table).getByRole('columnheader', { name: 'Contacts principaux' })).toBeInTheDocument();
  });

  it('hides the manual launch rows without their dev flag (FEATUREDEV_INTEGRATION_JOB_ROWS), not even asking for the automatic jobs', async () => {
    const { table, calls } = await jobsPage({ hrisKeys: ['silae'], automatic: { '12': [{ name: 'hris_sync', display_name: 'Synchronisation SIRH' }] } });
    await waitFor(() => expect(labels(table)).toContain('Tâche SIRH (silae)'));
    expect(labels(table)).toHaveLength(8);
    expect(labels(table).some((label) => label?.startsWith('Lancement manuel'))).toBe(false);
    expect(calls.some((call) => call.url.includes('/integrations/automatic_jobs'))).toBe(false);
  });

  it("opens a file run's progress and result from the organisation's timeline entry; other jobs' entries stay text", async () => {
    const { user } = await integrationPageAt('/organisations/12/timeline');
    const timeline = await screen.findByRole('list', { name: 'Chronologie du client' });
    expect(within(timeline).queryByRole('button', { name: /Envoi groupé des codes PIN/ })).not.toBeInTheDocument();
    const entry = within(timeline).getAllByRole('button').find((button) => button.textContent?.startsWith("Import d'un fichier d'intégration"));
    expect(entry).toBeDefined();
    await user.click(entry!);
    const result = await screen.findByRole('dialog', { name: "Import d'un fichier d'intégration" });
    expect(await within(result).findByText('1 ligne refusée')).toBeInTheDocument();
    expect(within(result).getByText('Utilisateur inconnu dans cette organisation')).toBeInTheDocument();
  });

  it('the plcs import: file required, the day sent, launching toast, then the result with the refused line', async () => {
    const { user, calls } = await jobsPage();
    const row = screen.getByTestId('job-row-plcs_update');
    const day = within(row).getByRole('group', { name: 'Date' });
    expect(day.textContent?.replace(/\u2066|\u2067|\u200e/g, '')).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    await user.click(within(row).getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mise à jour des compteurs de congés payés' });
    const submit = within(dialog).getByRole('button', { name: "Lancer l'import" });
    expect(submit).toBeDisabled();
    await user.upload(within(dialog).getByTestId('import-job-file'), new File(['email;acquired_days;taken_days\r\n'], 'conges.csv', { type: 'text/csv' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Tâche lancée')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.endsWith('/run_integration_job'));
    expect(sent).toHaveLength(1);
    const body = sent[0].body as FormData;
    expect([body.get('key'), body.get('organisation_id')]).toEqual(['plcs_update', '12']);
    expect(String(body.get('date'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const result = await screen.findByRole('dialog', { name: 'Mise à jour des compteurs de congés payés' });
    expect(await within(result).findByText('1 ligne refusée')).toBeInTheDocument();
    expect(within(result).getByText('Utilisateur inconnu dans cette organisation')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Télécharger les lignes refusées (CSV)' })).toBeInTheDocument();
  });
});
