/** Partner apps (db/schema/partner-apps.ts): the admin's registry and the provider's client lookup. */
import { randomBytes } from 'node:crypto';
import type { PartnerApp, PartnerAppBody, PartnerScope } from '@jobhub/sdk/contract';
import { PARTNER_SCOPES } from '@jobhub/sdk/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerApps } from '../db/schema/partner-apps';

type PartnerAppRow = typeof partnerApps.$inferSelect;

/** A new client id: 'jh_' and 24 random base64url characters. */
export function newClientId(): string {
  return `jh_${randomBytes(18).toString('base64url')}`;
}

const knownScopes = (scopes: readonly string[]): PartnerScope[] => scopes.filter((scope): scope is PartnerScope => (PARTNER_SCOPES as readonly string[]).includes(scope));

export function toPartnerApp(row: PartnerAppRow): PartnerApp {
  return {
    client_id: row.client_id,
    name: row.name,
    allowed_origins: row.allowed_origins,
    redirect_uris: row.redirect_uris,
    scopes: knownScopes(row.scopes),
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

export async function listPartnerApps(db: Db): Promise<PartnerApp[]> {
  const rows = await db.select().from(partnerApps).orderBy(asc(partnerApps.id));
  return rows.map(toPartnerApp);
}

export async function findPartnerApp(db: Db, clientId: string): Promise<PartnerApp | undefined> {
  const [row] = await db.select().from(partnerApps).where(eq(partnerApps.client_id, clientId)).limit(1);
  return row && toPartnerApp(row);
}

export async function insertPartnerApp(db: Db, body: PartnerAppBody, createdBy: number | null, clientId = newClientId()): Promise<PartnerApp> {
  const [row] = await db
    .insert(partnerApps)
    .values({ client_id: clientId, name: body.name, allowed_origins: body.allowed_origins, redirect_uris: body.redirect_uris, scopes: body.scopes, created_by: createdBy })
    .returning();
  return toPartnerApp(row!);
}

export async function updatePartnerApp(db: Db, clientId: string, changes: Partial<PartnerAppBody> & { is_active?: boolean }, now: Date): Promise<PartnerApp | undefined> {
  const [row] = await db
    .update(partnerApps)
    .set({ ...changes, updated_at: now })
    .where(eq(partnerApps.client_id, clientId))
    .returning();
  return row && toPartnerApp(row);
}
