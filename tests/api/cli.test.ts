import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
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
});
