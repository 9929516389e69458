/**
 * oidc-provider's storage (db/schema/partner-apps.ts `oidc_records`): the adapter the provider
 * calls (`upsert`, `find`, `findByUid`, `consume`, `destroy`, `revokeByGrantId`), plus the reads
 * and revocations /profile makes. Expired rows are never returned and are swept on writes.
 */
import type { PartnerScope } from '@jobhub/sdk/contract';
import { PARTNER_SCOPES } from '@jobhub/sdk/contract';
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcRecords, partnerApps } from '../db/schema/partner-apps';
import type { Clock } from '../lib/clock';

type Payload = Record<string, unknown>;

/** The account id the provider stores (JobHub user ids as strings), as a number; null otherwise. */
function accountOf(payload: Payload): number | null {
  const id = Number(payload.accountId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An oidc-provider adapter over `oidc_records`, for one model (oidc-provider calls `new Adapter(name)`). */
export function createOidcAdapterClass(db: Db, clock: Clock) {
  const live = () => or(isNull(oidcRecords.expires_at), gt(oidcRecords.expires_at, clock.now()));
  return class OidcRecordAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const now = clock.now();
      const values = {
        payload,
        grant_id: str(payload.grantId),
        uid: str(payload.uid),
        account_id: accountOf(payload),
        client_id: str(payload.clientId),
        expires_at: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcRecords)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [oidcRecords.model, oidcRecords.id], set: values });
      // A sweep of long-expired rows now and then keeps the table small.
      if (Math.random() < 0.02) await db.delete(oidcRecords).where(lt(oidcRecords.expires_at, now));
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<Payload | undefined> {
      const [row] = await db
        .select({ payload: oidcRecords.payload, consumed_at: oidcRecords.consumed_at })
        .from(oidcRecords)
        .where(and(eq(oidcRecords.model, this.model), where, live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as Payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcRecords.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcRecords.uid, uid));
    }

    findByUserCode(): Promise<undefined> {
      return Promise.resolve(undefined); // no device flow
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcRecords)
        .set({ consumed_at: clock.now() })
        .where(and(eq(oidcRecords.model, this.model), eq(oidcRecords.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcRecords).where(and(eq(oidcRecords.model, this.model), eq(oidcRecords.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcRecords).where(eq(oidcRecords.grant_id, grantId));
    }
  };
}

/** True when the grant still exists (not revoked, not expired): checked on every partner request. */
export async function grantIsLive(db: Db, grantId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcRecords.id })
    .from(oidcRecords)
    .where(and(eq(oidcRecords.model, 'Grant'), eq(oidcRecords.id, grantId), or(isNull(oidcRecords.expires_at), gt(oidcRecords.expires_at, now))))
    .limit(1);
  return row !== undefined;
}

/** An app the user granted: its latest grant's time and the scopes of that grant. */
export type ConnectedAppRow = Pick<typeof partnerApps.$inferSelect, 'client_id' | 'name'> & {
  scopes: PartnerScope[];
  granted_at: (typeof oidcRecords.$inferSelect)['created_at'];
};

/** The apps the user granted (one line per app, its latest grant), with the scopes granted. */
export async function listConnectedApps(db: Db, userId: number, now: Date): Promise<ConnectedAppRow[]> {
  const rows = await db
    .select({ client_id: oidcRecords.client_id, name: partnerApps.name, payload: oidcRecords.payload, created_at: oidcRecords.created_at })
    .from(oidcRecords)
    .innerJoin(partnerApps, eq(partnerApps.client_id, oidcRecords.client_id))
    .where(and(eq(oidcRecords.model, 'Grant'), eq(oidcRecords.account_id, userId), or(isNull(oidcRecords.expires_at), gt(oidcRecords.expires_at, now))))
    .orderBy(asc(oidcRecords.created_at));
  const byClient = new Map<string, ConnectedAppRow>();
  for (const row of rows) {
    const scope = String((row.payload as { openid?: { scope?: string } }).openid?.scope ?? '').split(' ');
    const scopes = PARTNER_SCOPES.filter((known) => scope.includes(known));
    byClient.set(row.client_id!, { client_id: row.client_id!, name: row.name, scopes, granted_at: row.created_at });
  }
  return [...byClient.values()];
}

/** Ends every grant, code and token the user gave the app; false when there was none. */
export async function revokeUserGrants(db: Db, userId: number, clientId: string): Promise<boolean> {
  const grants = await db
    .select({ id: oidcRecords.id })
    .from(oidcRecords)
    .where(and(eq(oidcRecords.model, 'Grant'), eq(oidcRecords.account_id, userId), eq(oidcRecords.client_id, clientId)));
  if (grants.length === 0) return false;
  await db.delete(oidcRecords).where(and(eq(oidcRecords.account_id, userId), eq(oidcRecords.client_id, clientId)));
  return true;
}

/** Ends everything of an app (disabled by an admin); returns the users who had granted it. */
export async function revokeClientGrants(db: Db, clientId: string): Promise<number[]> {
  const rows = await db.delete(oidcRecords).where(eq(oidcRecords.client_id, clientId)).returning({ account_id: oidcRecords.account_id });
  return [...new Set(rows.map((row) => row.account_id).filter((id): id is number => id !== null))];
}
