import { expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestContext, describeEachDatabase } from './context';
import { createUser } from './helpers';

/** Rows per table of `public`, e.g. { users: 0, fields: 12 }. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from public."${name}"`);
    counts[name] = row!.n;
  }
  return counts;
}

describeEachDatabase('a test database handed to the next context', (kind) => {
  it('is back in the migrated state: the rows the migrations wrote, no others, sequences restarted', async () => {
    const first = await createTestContext(kind);
    const migrated = await rowCounts(first.database);
    const user = await createUser(first, { role: 'employer' });
    await first.database.query(`insert into fields (name) values ('Ngành thử nghiệm')`);
    expect((await rowCounts(first.database)).users).toBe(migrated.users! + 1);
    await first.close();

    const second = await createTestContext(kind);
    try {
      expect(await rowCounts(second.database)).toEqual(migrated);
      // Identities start again: the next user gets the id the first context's user had.
      expect((await createUser(second)).user.id).toBe(user.user.id);
      // A new handle: caches keyed by the previous context's handle do not carry over.
      expect(second.database.db).not.toBe(first.database.db);
    } finally {
      await second.close();
    }
  });
});
