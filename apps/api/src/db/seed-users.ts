import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { selectRows, type CatalogueDb } from '../repositories/sql-rows';

/**
 * Users created by the seed (company owners and demo accounts).
 * TODO(api-core integration): switch to the accounts schema/repository and its hash helper.
 */
export interface SeedUser {
  email: string;
  username: string;
  fullname: string;
  role: 'candidate' | 'employer' | 'admin';
  passwordHash: string;
  isPremium: boolean;
  premiumExpiry: Date | null;
}

/** argon2id hash of a seed password. */
export function hashSeedPassword(password: string): Promise<string> {
  return hash(password);
}

const USER_BATCH = 500;

/** Inserts active users in batches; returns their ids in input order. */
export async function insertSeedUsers(db: CatalogueDb, users: readonly SeedUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < users.length; i += USER_BATCH) {
    const values = sql.join(
      users.slice(i, i + USER_BATCH).map(
        (user) =>
          sql`(${user.username}, ${user.email}, ${user.passwordHash}, ${user.fullname}, 'other', ${user.role}, true, ${user.isPremium}, ${user.premiumExpiry?.toISOString() ?? null}::timestamptz)`,
      ),
      sql`, `,
    );
    const rows = await selectRows<{ id: number }>(
      db,
      sql`insert into users (username, email, password_hash, fullname, gender, role, is_active, is_premium, premium_expiry)
        values ${values} returning id`,
    );
    ids.push(...rows.map((row) => Number(row.id)));
  }
  return ids;
}
