import { describe, expect, it } from 'vitest';
import { demoAccountsText, parseDemoAccounts } from './db/demo-accounts';
import { startBanner } from './start-banner';

const ACCOUNTS = [
  { role: 'candidate', email: 'candidate@jobhub.local', password: 'pw-candidate', note: 'Premium (nhắn tin)' },
  { role: 'admin', email: 'admin@jobhub.local', password: 'pw-admin', note: 'quản trị' },
];

describe('startBanner', () => {
  const banner = startBanner({
    url: 'http://127.0.0.1:8000',
    address: 'http://127.0.0.1:8000',
    database: 'pglite',
    devMailUrl: 'http://127.0.0.1:8000/dev/mail',
    accounts: ACCOUNTS,
    accountsFile: '/repo/.data/demo-accounts.txt',
  });

  it('says the URL and the dev outbox in plain text, not as a JSON log line', () => {
    expect(banner).toContain('JobHub đang chạy tại http://127.0.0.1:8000\n');
    expect(banner).toContain('Hộp thư phát triển: http://127.0.0.1:8000/dev/mail\n');
    expect(banner).not.toMatch(/^\s*\{/m);
  });

  it('shows the demo accounts as a table with aligned columns', () => {
    const rows = banner.split('\n').filter((line) => line.trimStart().startsWith('│'));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/│ candidate\s+│ candidate@jobhub\.local\s+│ pw-candidate\s+│ Premium \(nhắn tin\)\s+│/);
    // Every line of the table is as wide as the others (Vietnamese letters count as one).
    const table = banner.split('\n').filter((line) => /^\s*[┌├│└]/.test(line));
    expect(new Set(table.map((line) => [...line].length)).size).toBe(1);
  });

  it('leaves out what is not there', () => {
    const bare = startBanner({ url: 'https://jobhub.vn', address: 'http://0.0.0.0:8000', database: 'postgres', accounts: [], accountsFile: 'x' });
    expect(bare).not.toContain('/dev/mail');
    expect(bare).not.toContain('Tài khoản demo');
  });
});

describe('demo-accounts.txt', () => {
  it('reads back what the seed writes', () => {
    expect(parseDemoAccounts(demoAccountsText(ACCOUNTS))).toEqual(ACCOUNTS);
    expect(parseDemoAccounts('\nbroken line\n')).toEqual([]);
  });
});
