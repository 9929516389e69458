/**
 * The demo partner app, made at start outside production (server.ts) so "Sign in with JobHub" can
 * be tried at once (docs/partner-sign-in.md, e2e/partner-sign-in.e2e.ts): 'JobHub Demo Partner',
 * client id {@link DEMO_PARTNER_CLIENT_ID}, both scopes, for pages served on this machine at port
 * {@link DEMO_PARTNER_PORT} only. Loopback origins can only be opened by someone on the same
 * machine, and the app never exists in production (nor does anything else register loopback
 * origins there unless an admin does).
 */
import type { Db } from '../../db/client';
import { findPartnerApp, insertPartnerApp } from '../../repositories/partner-apps';

export const DEMO_PARTNER_CLIENT_ID = 'jobhub-demo-partner';
export const DEMO_PARTNER_PORT = 5180;

const ORIGINS = [`http://localhost:${DEMO_PARTNER_PORT}`, `http://127.0.0.1:${DEMO_PARTNER_PORT}`];

/** Registers the demo app once (left as an admin changed it afterwards). */
export async function ensureDemoPartnerApp(db: Db): Promise<void> {
  if (await findPartnerApp(db, DEMO_PARTNER_CLIENT_ID)) return;
  await insertPartnerApp(
    db,
    { name: 'JobHub Demo Partner', allowed_origins: ORIGINS, redirect_uris: ORIGINS.map((origin) => `${origin}/`), scopes: ['notifications', 'chat'] },
    null,
    DEMO_PARTNER_CLIENT_ID,
  );
}
