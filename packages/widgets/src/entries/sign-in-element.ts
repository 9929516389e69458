/**
 * `<jobhub-sign-in client-id="…" scope="…">`: "Sign in with JobHub" without an inline handler, so
 * that it works under a CSP without 'unsafe-inline' (`onclick="JobHub.signIn(…)"` is blocked by
 * one, and threw when clicked before the loader had arrived). The loader defines it at once (it is
 * part of jobhub.js, not of a module loaded later): a click made while the runtime is still on its
 * way is kept and signs in once the runtime has arrived.
 *
 *   <jobhub-sign-in client-id="my-app"><button type="button">Đăng nhập với JobHub</button></jobhub-sign-in>
 *
 * The partner's own content is the control (an empty element gets a default button). Events
 * (bubbling, composed): `jobhub:signed-in`, and `jobhub:sign-in-error` (`detail.error`: the SDK's
 * `SignInError`, with its Vietnamese message).
 */

export const SIGN_IN_TAG = 'jobhub-sign-in';

/**
 * The popup's window name and features, as the SDK's `signInWithJobHub` opens it: opened here
 * inside the click, the SDK's later `window.open` with the same name gets this window back, so a
 * runtime that arrives after the browser's user activation has expired is not popup-blocked.
 */
const POPUP_NAME = 'jobhub-sign-in';
const POPUP_FEATURES = 'popup,width=480,height=720';

/** What the element needs of the loader: `JobHub.signIn`. */
export type SignIn = (options: { clientId: string; scope?: string }) => Promise<void>;

/** Defines `<jobhub-sign-in>` (once per page) on top of the loader's `signIn`. */
export function defineSignInElement(signIn: SignIn): void {
  if (customElements.get(SIGN_IN_TAG)) return;
  customElements.define(
    SIGN_IN_TAG,
    class extends HTMLElement {
      /** True while a sign-in runs: more clicks then do not open more popups. */
      private busy = false;

      constructor() {
        super();
        this.addEventListener('click', () => this.signIn());
      }

      connectedCallback() {
        if (this.hasChildNodes()) return;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Đăng nhập với JobHub';
        this.append(button);
      }

      private signIn() {
        const clientId = this.getAttribute('client-id');
        if (this.busy || !clientId) {
          if (!clientId) reportError(new TypeError('<jobhub-sign-in> needs the client-id attribute JobHub gave the app'));
          return;
        }
        this.busy = true;
        this.setAttribute('aria-busy', 'true');
        const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
        const scope = this.getAttribute('scope');
        signIn(scope ? { clientId, scope } : { clientId }).then(
          () => this.done('signed-in', {}),
          (error: unknown) => {
            // The runtime never arrived (or failed before the SDK took the popup over): no blank window left behind.
            try {
              if (popup?.location.href === 'about:blank') popup.close();
            } catch {
              // On JobHub's origin already: the SDK's sign-in owns the popup and has closed it.
            }
            this.done('sign-in-error', { error });
          },
        );
      }

      private done(name: string, detail: object) {
        this.busy = false;
        this.removeAttribute('aria-busy');
        this.dispatchEvent(new CustomEvent(`jobhub:${name}`, { bubbles: true, composed: true, detail }));
      }
    },
  );
}
