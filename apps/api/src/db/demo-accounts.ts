/**
 * The demo accounts file: DATA_DIR/demo-accounts.txt, one `role\temail\tpassword\tnote` line per
 * account, written by the first seed (mode 600; DATA_DIR is gitignored) and read back at every
 * start for the banner (start-banner.ts). Passwords never go to the logs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** File under DATA_DIR holding the demo passwords (dev only). */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  /** What the account shows off. */
  note: string;
}

/** @example demoAccountsText([{ role: 'admin', email: 'a@b.vn', password: 'x', note: 'quản trị' }]) // 'admin\ta@b.vn\tx\tquản trị\n' */
export function demoAccountsText(accounts: readonly DemoAccount[]): string {
  return accounts.map((account) => `${account.role}\t${account.email}\t${account.password}\t${account.note}\n`).join('');
}

/** The accounts of a demo-accounts.txt text; lines without role, e-mail and password are skipped. */
export function parseDemoAccounts(text: string): DemoAccount[] {
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([role, email, password]) => role && email && password)
    .map(([role = '', email = '', password = '', note = '']) => ({ role, email, password, note }));
}

/** The saved demo accounts, or [] when DATA_DIR has none (SEED=false, or a database seeded elsewhere). */
export async function readDemoAccounts(dataDir: string): Promise<DemoAccount[]> {
  const text = await readFile(path.join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8').catch(() => '');
  return parseDemoAccounts(text);
}
