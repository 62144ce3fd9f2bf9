import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PublicUser } from '@tyre/contracts';
import { ConfigError, loadConfig, type Config } from '../config';
import { openStore } from '../lib/store/open-store';
import type { Store } from '../lib/store/store';
import { createAdminAccount, promoteAccount, type NewAdmin } from '../modules/auth/admin-accounts';
import { UsersRepository } from '../modules/auth/users.repository';

/** How the command talks to the operator: lines out, lines of trouble, and questions. */
export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  /** Answers the operator's line, or undefined when nobody can answer (no terminal, end of input). */
  ask(question: string, options?: { hidden?: boolean }): Promise<string | undefined>;
  /** Whether a person is at a terminal (a password is then asked twice). */
  interactive: boolean;
}

export const USAGE = `Usage:
  pnpm admin promote <email>     make an existing account an admin (it keeps its own password)
  pnpm admin create [--email <e-mail>] [--name <name>] [--mobile <01XXXXXXXXX>] [--password <password>]
                                 create a new admin; what is not given is asked (best for the password:
                                 it then stays out of the shell's history)

Works on the store the API is configured with (DATA_DIR, or MONGODB_URI and the same variables).
On the embedded store, stop the API first: one process owns a data directory at a time.`;

/** The store, described for the operator (no MongoDB address: it may hold a password). */
function storeName(config: Config): string {
  return config.mongodbUri ? 'the MongoDB store of MONGODB_URI' : `the embedded store in ${config.dataDir}`;
}

const describeUser = (u: PublicUser) =>
  `${u.email} (${u.name}, ${u.mobile}, registered ${u.createdAt.slice(0, 10)})`;

async function promote(users: UsersRepository, email: string, io: AdminIo): Promise<number> {
  const result = await promoteAccount(users, email);
  switch (result.outcome) {
    case 'no-account':
      io.err(`No account has the e-mail ${email}. Nothing was changed.`);
      io.err(`To make a new admin instead: pnpm admin create --email ${email}`);
      return 1;
    case 'already-admin':
      io.out(`${describeUser(result.user)} is already an admin. Nothing was changed.`);
      return 0;
    case 'promoted':
      io.out(`Made ${describeUser(result.user)} an admin.`);
      io.out(
        'It signs in with the password its owner chose, and can now do everything in the dashboard. ' +
          'If you did not register that account yourself, undo this in the dashboard (Users, demote) ' +
          'and use "pnpm admin create" instead.',
      );
      return 0;
  }
}

async function create(
  users: UsersRepository,
  given: NewAdmin,
  passwordCost: number,
  io: AdminIo,
): Promise<number> {
  const input = { ...given };
  input.email ??= await io.ask('E-mail: ');
  if (input.name === undefined) {
    const name = await io.ask('Name [Administrator]: ');
    input.name = name || 'Administrator';
  }
  input.mobile ??= await io.ask('Mobile number (01XXXXXXXXX): ');
  if (input.password === undefined) {
    input.password = await io.ask('Password (at least 8 characters): ', { hidden: true });
    if (input.password !== undefined && io.interactive) {
      const again = await io.ask('The password again: ', { hidden: true });
      if (again !== input.password) {
        io.err('The two passwords differ. Nothing was changed.');
        return 1;
      }
    }
  }
  const result = await createAdminAccount(users, input, passwordCost);
  if (!result.ok) {
    for (const [field, problem] of Object.entries(result.problems)) io.err(`  ${field}: ${problem}`);
    io.err('No admin was created.');
    return 1;
  }
  io.out(`Created the admin ${describeUser(result.user)}. It signs in with the password just given.`);
  return 0;
}

/** Opens the store the API would open; a data dir held by a running API is refused with a clear line. */
async function open(config: Config, command: string, io: AdminIo): Promise<Store | undefined> {
  if (!config.mongodbUri && command === 'promote' && !fs.existsSync(path.join(config.dataDir, 'db'))) {
    io.err(`There is no store in ${config.dataDir}: set DATA_DIR to the API's data directory.`);
    return undefined;
  }
  try {
    const { store } = await openStore(config);
    await store.ready();
    return store;
  } catch (e) {
    io.err(`Could not open ${storeName(config)}: ${(e as Error).message}`);
    if (/in use by another API process/.test((e as Error).message)) {
      io.err('Stop the API, run this command, then start the API again.');
    }
    return undefined;
  }
}

/** Runs `pnpm admin <args>`; answers the exit code. */
export async function runAdminCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: AdminIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        mobile: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    io.err((e as Error).message);
    io.err(USAGE);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const { email, name, mobile, password } = parsed.values;
  const wellFormed =
    (command === 'promote' && rest.length === 1 && !name && !mobile && !password && !email) ||
    (command === 'create' && rest.length === 0);
  if (!wellFormed) {
    io.err(USAGE);
    return 2;
  }

  let config: Config;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    io.err(e.message);
    return 1;
  }
  const store = await open(config, command, io);
  if (!store) return 1;
  try {
    io.out(`Store: ${storeName(config)}`);
    const users = new UsersRepository(store);
    return command === 'promote'
      ? await promote(users, rest[0]!, io)
      : await create(users, { email, name, mobile, password }, config.passwordCost, io);
  } finally {
    await store.close();
  }
}
