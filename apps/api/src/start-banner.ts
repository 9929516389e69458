/**
 * What `npm start` prints once the server listens: where the site is, the dev outbox, and the demo
 * accounts as a table. Written to the terminal, never to the log (the log carries no password).
 */
import type { DemoAccount } from './db/demo-accounts';

export interface BannerInput {
  /** PUBLIC_URL. */
  url: string;
  /** The socket address the server listens on. */
  address: string;
  database: string;
  /** Set when the dev outbox is served. */
  devMailUrl?: string | undefined;
  accounts: readonly DemoAccount[];
  /** Where the accounts are kept (shown under the table). */
  accountsFile: string;
}

/** Column headings of the accounts table. */
const HEADINGS = { role: 'vai trò', email: 'e-mail', password: 'mật khẩu', note: 'có gì để xem' } as const;
const COLUMNS = ['role', 'email', 'password', 'note'] as const;

/** Characters as a terminal counts them (Vietnamese letters precomposed). */
function width(text: string): number {
  return [...text.normalize('NFC')].length;
}

/** The accounts as a box-drawn table, one string per line. */
function accountsTable(accounts: readonly DemoAccount[]): string[] {
  const rows = [HEADINGS, ...accounts];
  const widths = COLUMNS.map((column) => Math.max(...rows.map((row) => width(row[column]))));
  const rule = (left: string, middle: string, right: string) => `${left}${widths.map((size) => '─'.repeat(size + 2)).join(middle)}${right}`;
  const line = (row: Record<(typeof COLUMNS)[number], string>) =>
    `│${COLUMNS.map((column, index) => ` ${row[column]}${' '.repeat(widths[index]! - width(row[column]))} `).join('│')}│`;
  return [rule('┌', '┬', '┐'), line(HEADINGS), rule('├', '┼', '┤'), ...accounts.map(line), rule('└', '┴', '┘')];
}

/**
 * The banner text, ending with a newline.
 * @example process.stdout.write(startBanner({ url: 'http://127.0.0.1:8000', address: 'http://127.0.0.1:8000', database: 'pglite', accounts: [], accountsFile: '.data/demo-accounts.txt' }))
 */
export function startBanner(input: BannerInput): string {
  const lines = ['', `  JobHub đang chạy tại ${input.url}`];
  if (input.devMailUrl) lines.push(`  Hộp thư phát triển: ${input.devMailUrl}`);
  lines.push(`  (listening on ${input.address}, database: ${input.database})`, '');
  if (input.accounts.length > 0) {
    lines.push('  Tài khoản demo:', ...accountsTable(input.accounts).map((line) => `  ${line}`), `  (also in ${input.accountsFile})`, '');
  }
  return `${lines.join('\n')}\n`;
}
