import { parseArgs } from 'node:util';
import { isPermissionFlag, PERMISSION_FLAGS, type PermissionFlag } from '../src/domain/permissions.js';
import type { AuditActor } from './audit/audit.js';
import {
  createAccount,
  listSuperAdmins,
  setPassword,
  setPermissions,
  setSuperAdmin,
} from './auth/userAccounts.js';
import { loadConfig, type Config } from './config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/index.js';
import { AppError } from './http/errors.js';

const USAGE = `Operator commands (database from DATABASE_URL, like the server):

  npm run cli -- create-user --email <e-mail> --first-name <name> --last-name <name> [--password <pw>] [--super-admin]
  npm run cli -- set-password --email <e-mail> --password <pw>
  npm run cli -- grant-super-admin --email <e-mail>
  npm run cli -- revoke-super-admin --email <e-mail>
  npm run cli -- set-permissions --email <e-mail> all|none|<flag>,<flag>...
  npm run cli -- list-super-admins
  npm run cli -- help

Every change is written to the audit log with actor "cli".
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
  'set-password': async ({ db }, options) => {
    const email = required(options, 'email');
    await setPassword(db, CLI_ACTOR, email, password(options));
    return `Password set for ${email}`;
  },
  'grant-super-admin': async ({ db }, options, _positionals, config) => {
    const email = required(options, 'email');
    await setSuperAdmin(db, CLI_ACTOR, email, true, config);
    return `${email} is now a super admin`;
  },
  'revoke-super-admin': async ({ db }, options, _positionals, config) => {
    const email = required(options, 'email');
    await setSuperAdmin(db, CLI_ACTOR, email, false, config);
    return `${email} is no longer a super admin`;
  },
  'set-permissions': async ({ db }, options, positionals) => {
    const email = required(options, 'email');
    const permissions = parsePermissions(positionals[0]);
    await setPermissions(db, CLI_ACTOR, email, permissions);
    return `Permissions of ${email}: ${permissions.length > 0 ? permissions.join(', ') : 'none'}`;
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
