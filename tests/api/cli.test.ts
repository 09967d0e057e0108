import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { createAccount } from '../../server/routes/users/accounts.js';
import { deleteUserEmail } from '../../server/routes/users/store.js';
import { projectPath } from '../../server/projectRoot.js';
import { databases, freshDatabase } from './support/testApp.js';

/**
 * Issue 13, "Proxies and operators": `npm run cli -- create-user --super-admin` and
 * `grant-super-admin` apply the API's rule (only addresses of COMPANY_EMAIL_DOMAIN may be super
 * admins). The real command is run, on a database of its own.
 */
const TSX = join(projectPath('node_modules'), '.bin', 'tsx');
const CLI = projectPath('server', 'cli.ts');

describe.each(databases())('operator CLI on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    handle = openDatabase(database.url);
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const cli = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(TSX, [CLI, ...args], {
        env: { ...process.env, DATABASE_URL: database.url, COMPANY_EMAIL_DOMAIN: 'planora.example', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const userNamed = (email: string) =>
    handle.db.selectFrom('users').select(['email', 'super_admin']).where('email', '=', email).executeTakeFirst();
  const auditActions = async (email: string) =>
    (await handle.db.selectFrom('audit_events').select(['action', 'after']).where('actor_email', '=', 'cli').execute())
      .filter((row) => row.after?.includes(email))
      .map((row) => row.action);
  const names = ['--first-name', 'Eve', '--last-name', 'Outside'];

  it('create-user --super-admin refuses an address outside COMPANY_EMAIL_DOMAIN and creates nothing', async () => {
    for (const email of ['eve@client.example', 'eve@evilplanora.example']) {
      const result = await cli(['create-user', '--email', email, ...names, '--super-admin']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Error: Only addresses of planora.example may be super admins. (${email})`);
      expect(await userNamed(email)).toBeUndefined();
      expect(await auditActions(email)).toEqual([]);
    }
  });

  it('create-user --super-admin accepts a company address', async () => {
    const result = await cli(['create-user', '--email', 'Eve.Staff@Planora.example', ...names, '--super-admin']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await userNamed('eve.staff@planora.example')).toEqual({ email: 'eve.staff@planora.example', super_admin: 1 });
  });

  it('grant-super-admin refuses an outside address and changes nothing; COMPANY_EMAIL_DOMAIN decides', async () => {
    const email = 'eve@client.example';
    expect((await cli(['create-user', '--email', email, ...names])).code).toBe(0);
    const refused = await cli(['grant-super-admin', '--email', email]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Only addresses of planora.example may be super admins. (${email})`);
    expect(await userNamed(email)).toEqual({ email, super_admin: 0 });
    expect(await auditActions(email)).toEqual(['user.create']);

    const granted = await cli(['grant-super-admin', '--email', email], { COMPANY_EMAIL_DOMAIN: 'client.example' });
    expect(granted.code).toBe(0);
    expect(await userNamed(email)).toEqual({ email, super_admin: 1 });
  });
  it('finds and repairs by id an account whose e-mail was deleted (issue 26): show-user, set-email, set-password, refusals change nothing', async () => {
    const email = 'lost.admin@planora.example';
    const id = await createAccount(handle.db, { id: null, email: 'cli' }, { email, firstName: 'Eve', lastName: 'Outside', superAdmin: true }, { companyEmailDomain: 'planora.example' });
    await handle.db.transaction().execute((trx) => deleteUserEmail(trx, id));
    await createAccount(handle.db, { id: null, email: 'cli' }, { email: 'taken.admin@planora.example', firstName: 'Tess', lastName: 'Taken', superAdmin: true }, { companyEmailDomain: 'planora.example' });

    const shown = await cli(['show-user', '--id', String(id)]);
    expect(shown.stdout.trim()).toBe(`#${id} (no e-mail) Eve Outside (super admin) - permissions: none`);
    // refused, nothing changed: an outside address for a super admin, an address another user holds
    const outside = await cli(['set-email', '--id', String(id), '--email', 'lost@client.example']);
    expect([outside.code, outside.stderr]).toEqual([1, expect.stringContaining('Only addresses of planora.example may be super admins.')]);
    const taken = await cli(['set-email', '--id', String(id), '--email', 'Taken.Admin@Planora.example']);
    expect([taken.code, taken.stderr.trim()]).toEqual([1, 'Error: A user with e-mail taken.admin@planora.example already exists.']);
    expect(await handle.db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ email: null, password_hash: null });

    const repaired = await cli(['set-email', '--id', String(id), '--email', 'Lost.Admin@Planora.example']);
    expect([repaired.code, repaired.stdout.trim()]).toEqual([0, `E-mail of #${id}: ${email}`]);
    expect((await cli(['set-password', '--id', String(id), '--password', 'a-new-password'])).code).toBe(0);
    const user = await handle.db.selectFrom('users').select(['email', 'email_sort', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.email).toBe(email);
    expect(user.email_sort).toBeTruthy();
    expect(user.password_hash).toMatch(/^\$argon2/);
    const audit = await handle.db.selectFrom('audit_events').select(['action', 'before', 'after']).where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['user.create', 'user.set_email', 'user.set_password']);
    expect([JSON.parse(audit[1].before!).email, JSON.parse(audit[1].after!).email]).toEqual([null, email]);
  }, 120_000);
});
