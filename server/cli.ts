import { parseArgs } from 'node:util';
import { isPermissionFlag, PERMISSION_FLAGS, type PermissionFlag } from '../src/domain/permissions.js';
import type { AuditActor } from './audit/audit.js';
import {
  createAccount,
  describeAccount,
  findAccount,
  listSuperAdmins,
  setEmail,
  setPassword,
  setPermissions,
  setSuperAdmin,
  type AccountRef,
} from './routes/users/accounts.js';
import { loadConfig, type Config } from './config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/index.js';
import { AppError } from './http/errors.js';

const USAGE = `Operator commands (database from DATABASE_URL, like the server):

  npm run cli -- create-user --email <e-mail> --first-name <name> --last-name <name> [--password <pw>] [--super-admin]
  npm run cli -- show-user --id <id> | --email <e-mail>
  npm run cli -- set-email --id <id> --email <e-mail>
  npm run cli -- set-password --id <id> | --email <e-mail> --password <pw>
  npm run cli -- grant-super-admin --id <id> | --email <e-mail>
  npm run cli -- revoke-super-admin --id <id> | --email <e-mail>
  npm run cli -- set-permissions --id <id> | --email <e-mail> all|none|<flag>,<flag>...
  npm run cli -- list-super-admins
  npm run cli -- help

An account is named by its id or its e-mail; one whose e-mail was deleted is found and repaired by id
(show-user, then set-email). Every change is written to the audit log with actor "cli".
Permission flags: ${PERMISSION_FLAGS.join(', ')}`;

const MIN_PASSWORD_LENGTH = 8;
const CLI_ACTOR: AuditActor = { id: null, email: 'cli' };

class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}

type Options = Record<string, string | boolean | undefined>;

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function password(options: Options): string {
  const value = required(options, 'password');
  if (value.length < MIN_PASSWORD_LENGTH) throw new UsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  return value;
}

/** The account a command names: --id <id> or --email <e-mail>, exactly one. */
function account(options: Options): AccountRef {
  if (options.id !== undefined && options.email !== undefined) throw new UsageError('give --id or --email, not both');
  if (options.id === undefined) return { email: required(options, 'email') };
  const id = Number(required(options, 'id'));
  if (!Number.isInteger(id) || id < 1) throw new UsageError('--id must be a user id (a whole number from 1)');
  return { id };
}

/** `all`, `none` or a comma list of flag names; unknown names are listed in the error. */
function parsePermissions(value: string | undefined): PermissionFlag[] {
  if (!value) throw new UsageError('give the permissions: all, none or a comma-separated list of flags');
  if (value === 'all') return [...PERMISSION_FLAGS];
  if (value === 'none') return [];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isPermissionFlag(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown permission flags: ${unknown.join(', ')}\nknown flags: ${PERMISSION_FLAGS.join(', ')}`);
  }
  return names as PermissionFlag[];
}

type Command = (handle: DatabaseHandle, options: Options, positionals: string[], config: Config) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  'create-user': async ({ db }, options, _positionals, config) => {
    const email = required(options, 'email');
    const account = {
      email,
      firstName: required(options, 'first-name'),
      lastName: required(options, 'last-name'),
      password: options.password === undefined ? undefined : password(options),
      superAdmin: options['super-admin'] === true,
    };
    const id = await createAccount(db, CLI_ACTOR, account, config);
    return `Created user #${id} ${email.toLowerCase()}${options['super-admin'] ? ' (super admin)' : ''}`;
  },
  'show-user': async ({ db }, options) => {
    const user = await findAccount(db, account(options));
    const flags = user.permissions.length === PERMISSION_FLAGS.length ? 'all' : user.permissions.join(', ') || 'none';
    const state = [user.super_admin ? 'super admin' : 'customer', user.archived_at ? 'archived' : null].filter(Boolean).join(', ');
    return `#${user.id} ${user.email ?? '(no e-mail)'} ${user.first_name} ${user.last_name} (${state}) - permissions: ${flags}`;
  },
  'set-email': async ({ db }, options, _positionals, config) => {
    if (options.id === undefined) throw new UsageError('--id is required: set-email gives the account of that id its e-mail');
    const ref = account({ id: options.id });
    const email = required(options, 'email');
    await setEmail(db, CLI_ACTOR, ref, email, config);
    return `E-mail of ${describeAccount(ref)}: ${email.toLowerCase()}`;
  },
  'set-password': async ({ db }, options) => {
    const ref = account(options);
    await setPassword(db, CLI_ACTOR, ref, password(options));
    return `Password set for ${describeAccount(ref)}`;
  },
  'grant-super-admin': async ({ db }, options, _positionals, config) => {
    const ref = account(options);
    await setSuperAdmin(db, CLI_ACTOR, ref, true, config);
    return `${describeAccount(ref)} is now a super admin`;
  },
  'revoke-super-admin': async ({ db }, options, _positionals, config) => {
    const ref = account(options);
    await setSuperAdmin(db, CLI_ACTOR, ref, false, config);
    return `${describeAccount(ref)} is no longer a super admin`;
  },
  'set-permissions': async ({ db }, options, positionals) => {
    const ref = account(options);
    const permissions = parsePermissions(positionals[0]);
    await setPermissions(db, CLI_ACTOR, ref, permissions);
    return `Permissions of ${describeAccount(ref)}: ${permissions.length > 0 ? permissions.join(', ') : 'none'}`;
  },
  'list-super-admins': async ({ db }) => {
    const admins = await listSuperAdmins(db);
    if (admins.length === 0) return 'No super admins.';
    return admins
      .map((admin) => {
        const flags = admin.permissions.length === PERMISSION_FLAGS.length ? 'all' : admin.permissions.join(', ') || 'none';
        return `#${admin.id} ${admin.email} ${admin.first_name} ${admin.last_name}${admin.archived_at ? ' (archived)' : ''} - permissions: ${flags}`;
      })
      .join('\n');
  },
};

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return 0;
  }
  const handler = COMMANDS[command];
  if (!handler) throw new UsageError(`unknown command "${command}"`, true);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      'super-admin': { type: 'boolean' },
    },
  });
  const config = loadConfig(process.env);
  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    console.log(await handler(handle, values, positionals, config));
    return 0;
  } finally {
    await handle.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const badOption = error instanceof TypeError && 'code' in error; // from parseArgs
    if (badOption || (error instanceof UsageError && error.showUsage)) {
      console.error(`Error: ${error.message}\n\n${USAGE}`);
    } else if (error instanceof AppError) {
      const details = (error.details ?? []).map((detail) => detail.message);
      console.error(`Error: ${error.message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`);
    } else if (error instanceof UsageError) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error('Error:', error instanceof Error ? error.message : error);
    }
    process.exit(1);
  },
);
