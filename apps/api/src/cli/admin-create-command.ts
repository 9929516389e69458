/**
 * `npm run admin:create -- --email <e-mail> [--name <full name>] [--reset-password]`: makes the
 * site's first admin (or another) against DATABASE_URL, or the embedded PGlite in DATA_DIR outside
 * production, after running the migrations. The password comes from JOBHUB_ADMIN_PASSWORD or the
 * first line of standard input, and is never printed.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { readAdminPassword } from '../env';
import { commandEnv } from './command-env';
import { systemClock } from '../lib/clock';
import { createAuthService } from '../plugins/auth';
import { ensureAdmin } from '../services/admin-accounts';

export interface CommandIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

const USAGE = 'Usage: npm run admin:create -- --email <e-mail> [--name <full name>] [--reset-password]\n' +
  'The password is read from JOBHUB_ADMIN_PASSWORD, else from the first line of standard input.\n';

/** The first line of `input` (without its line end), or undefined when it is empty. */
async function firstLine(input: Readable): Promise<string | undefined> {
  const lines = createInterface({ input, terminal: false, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
  }
}

/**
 * Runs the command; resolves to the process exit code (0: created, already there or reset).
 * @param source - The environment (default: the process's, read by env.ts).
 * @example process.exitCode = await runAdminCreate(process.argv.slice(2), process);
 */
export async function runAdminCreate(argv: string[], io: CommandIo, source?: Record<string, string | undefined>): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, 'reset-password': { type: 'boolean', default: false } } }).values;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!args.email) {
    io.stderr.write(USAGE);
    return 2;
  }
  const env = commandEnv(source, io.stderr);
  if (!env) return 1;
  let password = readAdminPassword(source);
  if (password === undefined) {
    if (io.stdin.isTTY) io.stderr.write(`Password for ${args.email} (shown as you type; JOBHUB_ADMIN_PASSWORD avoids that): `);
    password = await firstLine(io.stdin);
  }
  if (!password) {
    io.stderr.write(`No password: set JOBHUB_ADMIN_PASSWORD or give it on standard input.\n${USAGE}`);
    return 2;
  }

  const database = await openDatabase(env);
  try {
    await database.migrate();
    // Ending a reset admin's sessions is the auth plugin's: version bump, refresh tokens, partner grants.
    const auth = createAuthService(database.db, env.JWT_SECRET, systemClock);
    const result = await ensureAdmin(
      database.db,
      { email: args.email, password, ...(args.name ? { fullname: args.name } : {}), resetPassword: args['reset-password'] },
      (userId) => auth.revokeUser(userId),
    );
    const where = env.DATABASE_URL ? 'DATABASE_URL' : `the embedded database in ${env.DATA_DIR}`;
    switch (result.outcome) {
      case 'created':
        io.stdout.write(`Created the admin ${args.email} (user ${result.userId}) in ${where}. Sign in at ${env.PUBLIC_URL}/login.\n`);
        return 0;
      case 'exists':
        io.stdout.write(`The admin ${args.email} already exists (user ${result.userId}); its password is unchanged (add --reset-password to set a new one).\n`);
        return 0;
      case 'password-reset':
        io.stdout.write(`Set a new password for the admin ${args.email} (user ${result.userId}) and signed it out everywhere.\n`);
        return 0;
      case 'invalid':
        io.stderr.write(`Refused ${result.field === 'email' ? 'the e-mail' : 'the password'}: ${result.message}\n`);
        return 1;
      case 'other-role':
        io.stderr.write(`${args.email} belongs to a ${result.role} account; it is not made an admin. Use another e-mail.\n`);
        return 1;
    }
  } finally {
    await database.close();
  }
}
