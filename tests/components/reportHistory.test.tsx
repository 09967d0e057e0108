import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportRun } from '../../src/contracts/reportRuns';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { json } from './consoleHarness';
import { integrationPage } from './integrationsHarness';

const run = (over: Partial<ReportRun>): ReportRun => ({
  id: 1,
  pay_config_id: 'c-1',
  trigger: 'schedule',
  status: 'succeeded',
  due_at: '2026-06-01T07:00:00.000Z',
  period_start: '2026-05-01',
  period_end: '2026-05-31',
  recipients: ['paie@durand.example'],
  lock_status: 'locked',
  error: null,
  created_at: '2026-06-01T07:00:01.000Z',
  started_at: '2026-06-01T07:00:02.000Z',
  finished_at: '2026-06-01T07:00:03.000Z',
  files: [{ id: 5, file_name: 'Export_Silae_2026-05-01_2026-05-31.csv', size: 120, shop_id: null }],
  ...over,
});

const RUNS = [run({ id: 2, trigger: 'manual', status: 'failed', error: 'no_report_recipient', recipients: [], lock_status: null, files: [] }), run({})];

/** the report entries of the kebab follow FEATUREDEV_PAM_AUTOMATED_EXPORT (spec 3 §6) */
const AUTOMATED_REPORTS = [DEV_FLAGS.pamOnSvcReports, DEV_FLAGS.pamAutomatedExport];

describe('report history and run now (issue 30)', () => {
  it('the kebab opens the history: status, period DD/MM/YYYY, recipients, the file; failures say why', async () => {
    const { user } = await integrationPage('/organisations/12/integration', {
      devFlags: AUTOMATED_REPORTS,
      route: (url) => (url.includes('/pay_configs/c-1/report_runs') && url.includes('organisation_id=12') ? json(200, RUNS) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions Export Silae' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Historique des rapports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historique des rapports – Export Silae' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Échec')).toBeInTheDocument();
    expect(within(rows[0]).getByText("L'organisation n'a ni contact principal ni référent.")).toBeInTheDocument();
    expect(within(rows[1]).getByText('Envoyé')).toBeInTheDocument();
    expect(within(rows[1]).getByText('du 01/05/2026 au 31/05/2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('paie@durand.example')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Période verrouillée')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Export_Silae_2026-05-01_2026-05-31.csv' })).toBeInTheDocument();
  });

  it('run now from the kebab posts for the organisation and says the report is on its way; a refusal shows its reason', async () => {
    let answer = json(202, run({ status: 'queued' }));
    const { user, calls } = await integrationPage('/organisations/12/integration', {
      devFlags: AUTOMATED_REPORTS,
      route: (url, init) => (url.includes('/pay_configs/c-1/report_runs') && init?.method === 'POST' ? answer : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions Export Silae' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Lancer le rapport maintenant' }));
    expect(await screen.findByText('Rapport lancé : il sera envoyé dans quelques instants.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url.includes('report_runs'))?.body).toEqual({ organisation_id: 12 });

    answer = json(422, { error: 'automated_report_missing', message: 'no schedule' });
    await user.click(screen.getByRole('button', { name: 'Actions Export Silae' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Lancer le rapport maintenant' }));
    await waitFor(() => expect(screen.getByText("Cette intégration n'a pas de rapport automatique.")).toBeInTheDocument());
  });
});
