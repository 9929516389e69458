/** Google sign-ins in progress (db/schema/accounts.ts `oidc_flows`): written at the start, spent by the callback. */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcFlows } from '../db/schema/accounts';
import { MINUTE_MS } from '../lib/clock';
import { sha256Hex } from '../lib/crypto';

/** How long the provider may take to send the browser back. */
export const OIDC_FLOW_TTL_MS = 10 * MINUTE_MS;

export interface OidcFlow {
  purpose: 'login' | 'link';
  /** The account Google is being linked to (purpose 'link'). */
  userId: number | null;
  nonce: string;
  codeVerifier: string;
  /** sha256 of the browser's binding cookie. */
  bindingHash: string;
}

/** Stores a new flow under its state (and drops expired ones). */
export async function insertOidcFlow(db: Db, state: string, flow: OidcFlow, now: Date): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expires_at, now));
  await db.insert(oidcFlows).values({
    state_hash: sha256Hex(state),
    binding_hash: flow.bindingHash,
    nonce: flow.nonce,
    code_verifier: flow.codeVerifier,
    purpose: flow.purpose,
    user_id: flow.userId,
    expires_at: new Date(now.getTime() + OIDC_FLOW_TTL_MS),
  });
}

/** Spends the flow of `state`: returned once, then gone; undefined when unknown or expired. */
export async function takeOidcFlow(db: Db, state: string, now: Date): Promise<OidcFlow | undefined> {
  const [row] = await db.delete(oidcFlows).where(eq(oidcFlows.state_hash, sha256Hex(state))).returning();
  if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
  return {
    purpose: row.purpose === 'link' ? 'link' : 'login',
    userId: row.user_id,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    bindingHash: row.binding_hash,
  };
}
