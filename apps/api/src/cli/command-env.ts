import type { Writable } from 'node:stream';
import { EnvError, parseEnv, type Env } from '../env';

/**
 * A command's settings, read as the server reads them; an invalid one is explained on `stderr`
 * (the caller exits with 1) instead of a stack trace.
 *
 * @example const env = commandEnv(process.env, process.stderr); if (!env) return 1;
 */
export function commandEnv(source: Record<string, string | undefined> | undefined, stderr: Writable): Env | undefined {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    stderr.write(`${error.message}\n`);
    return undefined;
  }
}
