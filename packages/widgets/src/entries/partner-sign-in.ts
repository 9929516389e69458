/**
 * "Sign in with JobHub" for the CDN delivery, in its own chunk: the runtime imports it on the
 * first `JobHub.signIn`, so pages that never call it do not load the OAuth client.
 */
import { signInWithJobHub, type PartnerSession } from '@jobhub/sdk';
import { clearSession, configure, replaceCredentials, resolveApiBase, type SignInOptions } from './page-state';

/** The session of the last `signIn`, revoked by `signOut`. */
let partnerSession: PartnerSession | null = null;

/** `JobHub.signIn` (see runtime.ts): the widgets then read their tokens from the new session. */
export async function signIn(options: SignInOptions): Promise<void> {
  const session = await signInWithJobHub({ ...options, apiBase: resolveApiBase(null) });
  const previous = partnerSession;
  partnerSession = session;
  configure({ getToken: session.getToken });
  await previous?.signOut();
}

/** `JobHub.signOut` once `signIn` was called: ends its session, or the one of `setSession`. */
export async function signOut(): Promise<void> {
  const session = partnerSession;
  if (!session) {
    clearSession();
    return;
  }
  partnerSession = null;
  replaceCredentials({ tokens: null, provider: null });
  await session.signOut();
}
