/**
 * "Sign in with JobHub" for the CDN delivery, in its own chunk: the runtime imports it on the
 * first `JobHub.signIn`, so pages that never call it do not load the OAuth client.
 */
export { signInWithJobHub } from '@jobhub/sdk';
