import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobProgress } from '../../src/ui/jobs/JobProgress';
import { pinMethods, renderPinPiece } from './pinsHarness';

const job = (overrides = {}) => ({
  id: 7,
  kind: 'user_import',
  status: 'running',
  progress: 0,
  total: 0,
  counts: null,
  errors: [],
  error: null,
  result: null,
  created_at: '',
  started_at: null,
  finished_at: null,
  ...overrides,
});

/** Issue 27: one component follows any job to its end: progress, counts {read, applied, unchanged, refused}, refused lines. */
describe('JobProgress (src/ui/jobs)', () => {
  it('shows the progress, then the counts and the refused lines with their reasons, and tells the caller once', async () => {
    const methods = pinMethods();
    methods.getJob.mockResolvedValueOnce(job({ progress: 250, total: 1000, counts: { read: 250, applied: 240, unchanged: 9, refused: 1 } })).mockResolvedValue(
      job({
        status: 'succeeded',
        progress: 1000,
        total: 1000,
        counts: { read: 1000, applied: 990, unchanged: 8, refused: 2 },
        errors: [
          { line: 12, column: 'email', value: 'ada@', reason: 'validation_failed' },
          { line: 40, column: null, value: null, reason: 'Ligne vide au milieu du fichier' },
        ],
      }),
    );
    const onEnd = vi.fn();
    renderPinPiece(<JobProgress jobId={7} onEnd={onEnd} />, methods);

    await screen.findByText('En cours : 250 sur 1000');
    expect(screen.getByRole('progressbar', { name: 'Avancement' })).toHaveAttribute('aria-valuenow', '25');
    const result = await screen.findByRole('list', { name: 'Résultat' });
    expect(within(result).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1000 lignes lues',
      '990 lignes appliquées',
      '8 lignes inchangées',
      '2 lignes refusées',
    ]);
    const refused = screen.getByRole('table', { name: 'Lignes refusées' });
    const rows = within(refused).getAllByRole('row').map((row) => within(row).getAllByRole(row.parentElement?.tagName === 'THEAD' ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Ligne', 'Colonne', 'Valeur', 'Motif']);
    expect(rows[1]).toEqual(['12', 'email', 'ada@', 'Certaines valeurs sont invalides.']);
    expect(rows[2]).toEqual(['40', '', '', 'Ligne vide au milieu du fichier']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd.mock.calls[0][0]).toMatchObject({ status: 'succeeded' });
    expect(methods.getJob).toHaveBeenCalledWith(7, expect.anything());
  });

  it('says that it failed, and tells the caller', async () => {
    const methods = pinMethods();
    methods.getJob.mockResolvedValue(job({ status: 'failed', error: 'boom' }));
    const onEnd = vi.fn();
    renderPinPiece(<JobProgress jobId={8} onEnd={onEnd} />, methods);
    await screen.findByText('Le traitement a échoué');
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
  });
});
