import { MAX_JOB_LINE_ERRORS, type JobCounts, type JobLineError } from '../../../src/contracts/jobs.js';
import { parseCsvImport } from '../../../src/domain/csvImport.js';
import { IMPORT_BATCH_LINES, isImportKey, MAX_IMPORT_JOB_LINES } from '../../../src/domain/integrationJobs/keys.js';
import { reportProgress } from '../../jobs/jobQueue.js';
import type { JobContext } from '../../jobs/worker.js';
import { applyBatch, importReferences } from './applyLines.js';

/** The job of a file import (spec 3 §7 run_integration_job with a file), payload {importId}. */
export const INTEGRATION_IMPORT_JOB = 'integration.import';

export interface ImportJobPayload {
  importId: number;
}

const parsedJson = <T>(text: string | null, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * Reads the stored file again and applies its lines after the last one applied, IMPORT_BATCH_LINES at a time, each batch
 * in one transaction with its audit row (one per batch, telling each changed user's or shop's history), the job's counts
 * and refused lines, and the import's last_line: a worker stopped in the middle leaves them all as of its last batch,
 * and the next run resumes there, never applying a line twice.
 */
export async function runImportJob(context: JobContext): Promise<unknown> {
  const { db, job } = context;
  const { importId } = parsedJson<ImportJobPayload>(job.payload, { importId: 0 });
  const run = await db.selectFrom('integration_imports').selectAll().where('id', '=', importId).executeTakeFirst();
  const file = run && (await db.selectFrom('integration_import_files').select('file_text').where('import_id', '=', run.id).executeTakeFirst());
  if (!run || !isImportKey(run.key) || !file) throw new Error(`no file import ${importId}`);
  const key = run.key;
  // only the lines still to apply are kept (a resumed job skips those its last batch committed)
  const parsed = parseCsvImport(file.file_text, { header: true, maxLines: MAX_IMPORT_JOB_LINES, keep: (line) => line > run.last_line });
  if (!parsed.ok) throw new Error(`the stored file cannot be read (${parsed.problem})`);
  const header = parsed.header ?? [];
  const total = parsed.count;
  const counts: JobCounts = parsedJson<JobCounts>(job.counts, { read: 0, applied: 0, unchanged: 0, refused: 0 });
  const errors: JobLineError[] = parsedJson<JobLineError[]>(job.line_errors, []);
  const refs = await importReferences(db, run.organisation_id, key, run.date);
  const pending = parsed.lines;
  if (pending.length === total) await reportProgress(db, job.id, 0, total, { counts, errors });

  while (pending.length > 0) {
    context.signal.throwIfAborted();
    // taken out of the pending lines: what a batch applied is garbage as soon as it commits
    const batch = pending.splice(0, IMPORT_BATCH_LINES);
    await db.transaction().execute(async (trx) => {
      const outcome = await applyBatch(trx, key, header, batch, refs);
      counts.read += batch.length;
      counts.applied += outcome.applied.length;
      counts.unchanged += outcome.unchanged;
      counts.refused += outcome.refused;
      errors.push(...outcome.errors.slice(0, Math.max(0, MAX_JOB_LINE_ERRORS - errors.length)));
      if (outcome.applied.length > 0) {
        await context.audit(trx, {
          action: `integration_job.${key}`,
          entityType: 'organisation',
          entityId: run.organisation_id,
          after: { job_id: job.id, lines: batch.map((line) => line.line), changes: outcome.applied.map(({ entityType, entityId, change }) => ({ entityType, entityId, ...change })) },
          alsoTells: outcome.applied.flatMap(({ entityType, entityId, event }) => (event ? [{ entityType, entityId, event }] : [])),
        });
      }
      await trx.updateTable('integration_imports').set({ last_line: batch[batch.length - 1].line }).where('id', '=', run.id).execute();
      await reportProgress(trx, job.id, counts.read, total, { counts, errors });
    });
    // better-sqlite3 answers synchronously and the batch held SQLite's one connection: the console's requests go first
    if (pending.length > 0) await context.yieldToRequests();
  }
  return { key, organisation_id: run.organisation_id, ...counts };
}
