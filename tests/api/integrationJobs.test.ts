import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_LINES, IMPORT_KEYS } from '../../src/domain/integrationJobs/keys.js';
import { projectPath } from '../../server/projectRoot.js';
import { writeAudit } from '../../server/audit/audit.js';
import { getJob } from '../../server/jobs/jobQueue.js';
import { createJobWorker, type JobContext } from '../../server/jobs/worker.js';
import { openDatabase } from '../../server/db/index.js';
import { runImportJob } from '../../server/routes/integrationJobs/fileJob.js';
import { createRun } from '../../server/routes/integrationJobs/store.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const RUN_URL = '/super_admin/api/integrations/integrations/run_integration_job';
const BOUNDARY = '----integration-job-test';

/** A multipart body: the job's fields, then the file (as a browser sends a .csv). */
function form(fields: Record<string, string>, file?: { name: string; content: string | Buffer; type?: string }) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`), Buffer.from(file.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const template = (key: string) => readFileSync(projectPath(`public/csv/${key}_template.csv`), 'utf8');

describe.each(databases())('integration jobs on %s (issue 31)', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));

  async function untilFinished(id: number) {
    for (let i = 0; i < 400; i++) {
      const { job } = (await call(t.app, token, { url: `/super_admin/api/jobs/${id}` })).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} did not finish`);
  }

  /** An organisation with two users with an e-mail and a shop, and another organisation's user and shop. */
  async function organisations() {
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'organisation_id'])
      .where('organisation_id', 'is not', null)
      .where('email', 'is not', null)
      .where('archived_at', 'is', null)
      .where('super_admin', '=', 0)
      .orderBy('organisation_id')
      .orderBy('id')
      .execute();
    const byOrganisation = new Map<number, typeof users>();
    for (const user of users) byOrganisation.set(user.organisation_id!, [...(byOrganisation.get(user.organisation_id!) ?? []), user]);
    const shops = await t.db.selectFrom('shops').select(['id', 'organisation_id']).where('deleted_at', 'is', null).execute();
    const [first, second] = [...byOrganisation.entries()].filter(([id, list]) => list.length >= 2 && shops.some((shop) => shop.organisation_id === id));
    const shopOf = (id: number) => shops.find((shop) => shop.organisation_id === id)!.id;
    return {
      organisationId: first[0],
      users: first[1].slice(0, 2).map((user) => ({ id: user.id, email: user.email! })),
      shopId: shopOf(first[0]),
      other: { organisationId: second[0], email: second[1][0].email!, userId: second[1][0].id, shopId: shopOf(second[0]) },
    };
  }

  const run = (fields: Record<string, string>, file?: Parameters<typeof form>[1], bearer = token) => call(t.app, bearer, { method: 'POST', url: RUN_URL, ...form(fields, file) });

  it('serves a template per key, and a template filled with valid lines imports without error (plcs_update)', async () => {
    for (const key of IMPORT_KEYS) expect(template(key)).toMatch(/^[a-z_]+(;[a-z_]+)+\r\n$/);
    const { organisationId, users } = await organisations();
    const csv = `${template('plcs_update')}${users[0].email};25;2,5\r\n${users[1].email};20;0\r\n`;
    const response = await run({ organisation_id: String(organisationId), key: 'plcs_update', date: '2026-06-01' }, { name: 'plcs.csv', content: csv });
    expect(response.statusCode).toBe(202);
    const job = await untilFinished(response.json().job.id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 2, total: 2, counts: { read: 2, applied: 2, unchanged: 0, refused: 0 }, errors: [] });
    const counters = await t.db.selectFrom('user_leave_counters').select(['user_id', 'on_date', 'acquired_days', 'taken_days']).where('user_id', 'in', users.map((u) => u.id)).orderBy('user_id').execute();
    expect(counters).toEqual([
      { user_id: users[0].id, on_date: '2026-06-01', acquired_days: 25, taken_days: 2.5 },
      { user_id: users[1].id, on_date: '2026-06-01', acquired_days: 20, taken_days: 0 },
    ]);
    // each change is in the user's history (events service), with the request's trace
    const events = await t.db.selectFrom('service_events').select(['subtype', 'context', 'request_id']).where('subtype', '=', 'PAID_LEAVE_COUNTER_UPDATED').execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(events[0].context)).toMatchObject({ counter: 22.5, date: '2026-06-01' });
    // the same file again changes nothing
    const again = await untilFinished((await run({ organisation_id: String(organisationId), key: 'plcs_update', date: '2026-06-01' }, { name: 'plcs.csv', content: csv })).json().job.id);
    expect(again.counts).toEqual({ read: 2, applied: 0, unchanged: 2, refused: 0 });
    // the organisation's runs list it, newest first
    const runs = (await call(t.app, token, { url: `/super_admin/api/organisations/${organisationId}/integration_jobs` })).json().data;
    expect(runs[0]).toMatchObject({ job_id: again.id, key: 'plcs_update', date: '2026-06-01', file_name: 'plcs.csv', status: 'succeeded' });
    // and its timeline too
    const timeline = (await call(t.app, token, { url: `/super_admin/api/organisations/${organisationId}/timeline?kinds=jobs` })).json();
    expect(timeline.items.filter((item: { job: string }) => item.job === 'integration.import').map((item: { id: string }) => Number(item.id))).toEqual([again.id, job.id]);
  });

  it('applies the good lines and lists each bad one with its reason: unknown users, another organisation\'s ids, a formula (neutralised in the error CSV)', async () => {
    const { organisationId, users, shopId, other } = await organisations();
    const csv =
      `${template('user_data_update')}` +
      `${users[0].email};Annie;;;PAY-001\r\n` +
      `nobody@nowhere.example;Ghost;;;\r\n` +
      `${other.email};Stolen;;;\r\n` +
      `${users[1].email};=HYPERLINK("http://evil.example","click");;;\r\n`;
    const job = await untilFinished((await run({ organisation_id: String(organisationId), key: 'user_data_update' }, { name: 'users.csv', content: csv })).json().job.id);
    expect(job.counts).toEqual({ read: 4, applied: 1, unchanged: 0, refused: 3 });
    expect(job.errors).toEqual([
      { line: 3, column: 'email', value: 'nobody@nowhere.example', reason: 'import_unknown_user' },
      { line: 4, column: 'email', value: other.email, reason: 'import_unknown_user' },
      { line: 5, column: 'first_name', value: '=HYPERLINK("http://evil.example","click")', reason: 'import_formula' },
    ]);
    const names = await t.db.selectFrom('users').select(['id', 'first_name', 'pay_identification_number']).where('id', 'in', [users[0].id, users[1].id, other.userId]).execute();
    expect(names.find((u) => u.id === users[0].id)).toMatchObject({ first_name: 'Annie', pay_identification_number: 'PAY-001' });
    expect(names.find((u) => u.id === users[1].id)?.first_name).not.toMatch(/^=/);
    expect(names.find((u) => u.id === other.userId)?.first_name).not.toBe('Stolen');

    const csvAnswer = await call(t.app, token, { url: `/super_admin/api/integrations/integration_jobs/${job.id}/errors.csv` });
    expect(csvAnswer.statusCode).toBe(200);
    expect(csvAnswer.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvAnswer.body).toContain(`'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvAnswer.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    // the reason in the language of whoever downloads it (the console's Accept-Language), its key in its own column
    const rowsIn = async (acceptLanguage?: string) => {
      const answer = await call(t.app, token, { url: `/super_admin/api/integrations/integration_jobs/${job.id}/errors.csv`, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      return Papa.parse<string[]>(answer.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    };
    const german = await rowsIn('de-AT,de;q=0.9,en;q=0.5');
    expect(german[0]).toEqual(['line', 'column', 'value', 'reason', 'message']);
    expect(german[1]).toEqual(['3', 'email', 'nobody@nowhere.example', 'import_unknown_user', 'Unbekannter Benutzer in dieser Organisation']);
    expect(german[3].slice(3)).toEqual(['import_formula', 'Eine Zelle darf nicht mit =, +, - oder @ beginnen']);
    expect((await rowsIn('en'))[1][4]).toBe('Unknown user in this organisation');
    expect((await rowsIn('fr-BE'))[1][4]).toBe(JSON.parse(readFileSync(projectPath('locales/fr-BE.json'), 'utf8')).errors.import_unknown_user);
    expect((await rowsIn())[1][4]).toBe('Utilisateur inconnu dans cette organisation');

    // a shop of another organisation is refused too
    const postes = `${template('postes_update')}${shopId};Caisse;15\r\n${other.shopId};Caisse;15\r\n`;
    const postesJob = await untilFinished((await run({ organisation_id: String(organisationId), key: 'postes_update' }, { name: 'postes.csv', content: postes })).json().job.id);
    expect(postesJob.counts).toMatchObject({ applied: 1, refused: 1 });
    expect(postesJob.errors).toEqual([{ line: 3, column: 'shop_id', value: String(other.shopId), reason: 'import_unknown_shop' }]);
    expect(await t.db.selectFrom('shop_postes').select('shop_id').where('name', '=', 'Caisse').execute()).toEqual([{ shop_id: shopId }]);
  });

  it('applies a contracts file a batch at a time: a contract updated, a line for the same contract later in the file winning, the hours in force today on the user', async () => {
    const { organisationId, users } = await organisations();
    const [a, b] = users;
    const today = new Date().toISOString().slice(0, 10);
    const cdi = await t.db.selectFrom('contract_types').select('id').where('country', '=', 'fr').where('key', '=', 'cdi').executeTakeFirstOrThrow();
    await t.db.insertInto('user_contracts').values({ user_id: b.id, shop_id: null, contract_type_id: cdi.id, counter_type: 'hourly_rate', weekly_hours: 35, starts_on: '2031-01-01', ends_on: null, created_at: today }).execute();
    const csv =
      `${template('contract_udpate')}` +
      `${a.email};fr;cdi;24;01/01/2000;\r\n` +
      `${b.email};fr;cdi;35;2031-01-01;\r\n` +
      `${a.email};fr;cdd;30;2031-06-01;2031-12-31\r\n` +
      `${a.email};fr;cdd;32;2031-06-01;2031-12-31\r\n` +
      `${b.email};fr;cdd;28;2031-01-01;2031-12-31\r\n`;
    const job = await untilFinished((await run({ organisation_id: String(organisationId), key: 'contract_udpate' }, { name: 'contracts.csv', content: csv })).json().job.id);
    // line 3 is b's contract as it is; lines 4 and 5 both apply to a's new contract, the second over the first
    expect(job.counts).toEqual({ read: 5, applied: 4, unchanged: 1, refused: 0 });
    const contracts = await t.db.selectFrom('user_contracts').select(['user_id', 'starts_on', 'weekly_hours', 'ends_on']).where('user_id', 'in', [a.id, b.id]).where('starts_on', 'in', ['2000-01-01', '2031-01-01', '2031-06-01']).orderBy('user_id').orderBy('starts_on').execute();
    expect(contracts.filter((row) => row.user_id === a.id)).toEqual([
      { user_id: a.id, starts_on: '2000-01-01', weekly_hours: 24, ends_on: null },
      { user_id: a.id, starts_on: '2031-06-01', weekly_hours: 32, ends_on: '2031-12-31' },
    ]);
    expect(contracts.filter((row) => row.user_id === b.id)).toEqual([{ user_id: b.id, starts_on: '2031-01-01', weekly_hours: 28, ends_on: '2031-12-31' }]);
    expect((await t.db.selectFrom('users').select('contract_hours').where('id', '=', a.id).executeTakeFirstOrThrow()).contract_hours).toBe(24);
    // one history event per line applied, with the request's trace
    const events = await t.db.selectFrom('service_events').select(['context', 'request_id']).where('subtype', '=', 'EMPLOYEE_UPDATED_VIA_API').where('created_at', '>=', job.created_at).execute();
    expect(events.filter((event) => [a.id, b.id].includes(JSON.parse(event.context).user_target_id))).toHaveLength(4);
    // the contracts as they now are change nothing
    const same = `${template('contract_udpate')}${a.email};fr;cdi;24;01/01/2000;\r\n${a.email};fr;cdd;32;2031-06-01;2031-12-31\r\n${b.email};fr;cdd;28;2031-01-01;2031-12-31\r\n`;
    const again = await untilFinished((await run({ organisation_id: String(organisationId), key: 'contract_udpate' }, { name: 'contracts.csv', content: same })).json().job.id);
    expect(again.counts).toEqual({ read: 3, applied: 0, unchanged: 3, refused: 0 });
  });

  it('refuses, before any job, a wrong type, a file over the limit, a wrong header, bad fields, a cut body and no permission', async () => {
    const { organisationId } = await organisations();
    const fields = { organisation_id: String(organisationId), key: 'kpis_update' };
    const jobsBefore = await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cases: [string, Awaited<ReturnType<typeof run>>, number, string][] = [
      ['a workbook', await run(fields, { name: 'kpis.xlsx', content: 'PK\u0003\u0004', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 400, 'invalid_file'],
      ['a binary .csv', await run(fields, { name: 'kpis.csv', content: Buffer.from([0x50, 0x4b, 0x00, 0x01]) }), 400, 'invalid_file'],
      ['over 10 MB', await run(fields, { name: 'kpis.csv', content: Buffer.alloc(10 * 1024 * 1024 + 10, 'a') }), 413, 'file_too_large'],
      ['over 50,000 lines', await run(fields, { name: 'kpis.csv', content: `${template('kpis_update')}${'1;2026-01-01;sales;1\r\n'.repeat(50_001)}` }), 422, 'too_many_lines'],
      ['another template', await run(fields, { name: 'kpis.csv', content: `${template('plcs_update')}a@b.fr;1;1\r\n` }), 422, 'invalid_header'],
      ['only a header', await run(fields, { name: 'kpis.csv', content: template('kpis_update') }), 422, 'empty_file'],
      ['an unknown key', await run({ ...fields, key: 'salaries_update' }, { name: 'kpis.csv', content: template('kpis_update') }), 400, 'validation_failed'],
      ['plcs without its date', await run({ ...fields, key: 'plcs_update' }, { name: 'p.csv', content: `${template('plcs_update')}a@b.fr;1;1\r\n` }), 400, 'validation_failed'],
      ['no such organisation', await run({ ...fields, organisation_id: '999999' }, { name: 'kpis.csv', content: `${template('kpis_update')}1;2026-01-01;sales;1\r\n` }), 404, 'not_found'],
      ['no permission', await run(fields, { name: 'kpis.csv', content: `${template('kpis_update')}1;2026-01-01;sales;1\r\n` }, restricted), 403, 'missing_permission'],
    ];
    const cut = await call(t.app, token, { method: 'POST', url: RUN_URL, payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nshop_id;da`), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
    cases.push(['a body cut short', cut, 400, 'invalid_file']);
    for (const [label, response, status, key] of cases) expect([label, response.statusCode, response.json().error]).toEqual([label, status, key]);
    const header = cases.find(([label]) => label === 'another template')![1].json();
    expect(header.details).toEqual(expect.arrayContaining([{ path: 'shop_id', message: 'missing column' }, { path: 'email', message: 'unknown column' }]));
    const jobsAfter = await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(jobsAfter.n)).toBe(Number(jobsBefore.n));
  });

  it('answers the HRIS keys and runs an HRIS job (embedded HRIS: everyone as they are); an unknown integration is refused', async () => {
    const organisation = await t.db.selectFrom('organisations').select('id').where('hris_integration', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const none = await t.db.selectFrom('organisations').select('id').where('hris_integration', '=', 0).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    expect((await call(t.app, token, { url: `/super_admin/api/integrations/hris_integration_keys/${organisation.id}` })).json()).toEqual({ data: ['silae'] });
    expect((await call(t.app, token, { url: `/super_admin/api/integrations/hris_integration_keys/${none.id}` })).json()).toEqual({ data: [] });
    const staff = await t.db.selectFrom('users').select('id').where('organisation_id', '=', organisation.id).where('email', 'is not', null).where('archived_at', 'is', null).where('super_admin', '=', 0).execute();
    for (const { id } of staff) await t.db.updateTable('users').set({ pay_identification_number: `HR-${id}` }).where('id', '=', id).execute();

    const hris = (body: unknown) => call(t.app, token, { method: 'POST', url: RUN_URL, payload: body as Record<string, unknown> });
    const unknown = await hris({ organisation_id: organisation.id, date: '2026-06-01', key: 'hris', integration_id: 'workday' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([422, 'unknown_hris_integration']);
    const bad = await hris({ organisation_id: organisation.id, date: '01/06/2026', key: 'hris', integration_id: 'silae' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'validation_failed']);

    const started = await hris({ organisation_id: organisation.id, date: '2026-06-01', key: 'hris', integration_id: 'silae' });
    expect(started.statusCode).toBe(202);
    const job = await untilFinished(started.json().job.id);
    expect(job.status).toBe('succeeded');
    expect(job.counts).toEqual({ read: staff.length, applied: 0, unchanged: staff.length, refused: 0 });
  });

  /** A file run whose job no worker claims (a kind nobody registered), to drive its handler by hand. */
  async function unclaimedRun(organisationId: number, key: string, csv: string) {
    const staff = await t.db.selectFrom('users').select('id').where('super_admin', '=', 1).executeTakeFirstOrThrow();
    return t.db.transaction().execute((trx) =>
      createRun(trx, { organisationId, key, date: null, integrationId: null, fileName: 'f.csv', fileText: csv, createdById: staff.id }, { kind: 'test.unclaimed', createdById: staff.id }, (importId) => ({ importId })),
    );
  }
  const contextOf = (job: NonNullable<Awaited<ReturnType<typeof getJob>>>, signal: AbortSignal, onAudit = () => {}): JobContext => ({
    db: t.db,
    dialect: t.handle.dialect,
    job,
    signal,
    log: t.app.log,
    progress: async () => {},
    yieldToRequests: async () => {},
    origin: { events: t.app.eventPort, trace: { requestId: null, correlationId: null } },
    async audit(trx, entry) {
      onAudit();
      await writeAudit(trx, { ...entry, actor: null }, t.app.eventPort);
    },
  });

  it('a worker stopped in the middle of a file resumes after the last batch applied, never applying a line twice', async () => {
    const { organisationId, shopId } = await organisations();
    const lines = Array.from({ length: 450 }, (_, index) => `${shopId};2027-01-01;resume_${index};${index}\r\n`).join('');
    const queued = await unclaimedRun(organisationId, 'kpis_update', `${template('kpis_update')}${lines}`);
    const stop = new AbortController();
    // the worker stops while the first batch is being written: that batch commits, the next is never started
    await expect(runImportJob(contextOf((await getJob(t.db, queued.id))!, stop.signal, () => stop.abort()))).rejects.toThrow();
    const stopped = (await getJob(t.db, queued.id))!;
    expect(JSON.parse(stopped.counts!)).toEqual({ read: IMPORT_BATCH_LINES, applied: IMPORT_BATCH_LINES, unchanged: 0, refused: 0 });
    // the header is line 1: the batch's last line is its size + 1
    expect((await t.db.selectFrom('integration_imports').select('last_line').where('job_id', '=', queued.id).executeTakeFirstOrThrow()).last_line).toBe(IMPORT_BATCH_LINES + 1);

    const result = await runImportJob(contextOf(stopped, new AbortController().signal));
    expect(result).toMatchObject({ read: 450, applied: 450, unchanged: 0, refused: 0 });
    const kpis = await t.db.selectFrom('shop_kpis').select('kpi').where('shop_id', '=', shopId).where('kpi', 'like', 'resume_%').execute();
    expect(kpis).toHaveLength(450);
    const batches = await t.db.selectFrom('audit_events').select('after').where('action', '=', 'integration_job.kpis_update').execute();
    const applied = batches.flatMap((row) => JSON.parse(row.after!) as { job_id: number; lines: number[] }).filter((row) => row.job_id === queued.id).flatMap((row) => row.lines);
    expect(applied).toHaveLength(450);
    expect(new Set(applied).size).toBe(450);
  });

  it.runIf(kind === 'postgres')('two servers on one PostgreSQL never run the same job', async () => {
    const { organisationId, users } = await organisations();
    // the resume test's run was driven by hand: no worker is to take it
    await t.db.updateTable('jobs').set({ status: 'succeeded' }).where('kind', '=', 'test.unclaimed').execute();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const csv = `${template('plcs_update')}${users[0].email};${i};0\r\n`;
      const queued = await unclaimedRun(organisationId, 'plcs_update', csv);
      await t.db.updateTable('integration_imports').set({ date: `2027-02-${String(i + 1).padStart(2, '0')}` }).where('job_id', '=', queued.id).execute();
      ids.push(queued.id);
    }
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const address = new URL(process.env.TEST_DATABASE_URL!);
    address.pathname = `/${rows[0].name}`;
    const url = address.toString();
    const servers = ['a', 'b'].map((name) => ({ name, handle: openDatabase(url), ran: [] as number[] }));
    const workers = servers.map((server) =>
      createJobWorker({
        db: server.handle.db,
        dialect: 'postgres',
        events: t.app.eventPort,
        log: t.app.log,
        pollMs: 5,
        handlers: {
          'test.unclaimed': async (context) => {
            server.ran.push(context.job.id);
            return runImportJob(context);
          },
        },
      }),
    );
    workers.forEach((worker) => worker.start());
    try {
      for (let i = 0; i < 400; i++) {
        const done = await t.db.selectFrom('jobs').select('id').where('id', 'in', ids).where('status', '=', 'succeeded').execute();
        if (done.length === ids.length) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(servers.map((server) => server.handle.close()));
    }
    const [a, b] = servers.map((server) => server.ran);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});
