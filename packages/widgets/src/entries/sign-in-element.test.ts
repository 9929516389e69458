import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineSignInElement, SIGN_IN_TAG, type SignIn } from './sign-in-element';

/** The loader's `signIn` as the element sees it: each call waits for the test to settle it. */
const calls: { options: Parameters<SignIn>[0]; resolve(): void; reject(error: Error): void }[] = [];
const signIn: SignIn = (options) =>
  new Promise<void>((resolve, reject) => {
    calls.push({ options, resolve, reject });
  });

beforeAll(() => {
  defineSignInElement(signIn);
});

afterEach(() => {
  calls.length = 0;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>(SIGN_IN_TAG)!;
}

/** The events the element fired on the document, by name. */
function listen(): string[] {
  const seen: string[] = [];
  for (const name of ['jobhub:signed-in', 'jobhub:sign-in-error']) {
    document.addEventListener(name, (event) => seen.push(`${name}${(event as CustomEvent<{ error?: Error }>).detail.error ? `:${(event as CustomEvent<{ error: Error }>).detail.error.message}` : ''}`), { once: true });
  }
  return seen;
}

describe('<jobhub-sign-in>', () => {
  it("signs in with the element's client id and scope from a click on the partner's own button, popup opened inside the click", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const element = mount('<jobhub-sign-in client-id="demo-app" scope="openid profile notifications"><button type="button">Vào bằng JobHub</button></jobhub-sign-in>');
    const events = listen();
    element.querySelector('button')!.click();
    expect(calls.map((call) => call.options)).toEqual([{ clientId: 'demo-app', scope: 'openid profile notifications' }]);
    // Same window name as the SDK's signInWithJobHub, which then takes this window over.
    expect(open).toHaveBeenCalledWith('', 'jobhub-sign-in', 'popup,width=480,height=720');
    expect(element.getAttribute('aria-busy')).toBe('true');
    // A second click while the first sign-in runs opens nothing more.
    element.querySelector('button')!.click();
    expect(calls).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);

    calls[0]!.resolve();
    await vi.waitFor(() => expect(events).toEqual(['jobhub:signed-in']));
    expect(element.hasAttribute('aria-busy')).toBe(false);
    // Once done, a new click signs in again.
    element.querySelector('button')!.click();
    expect(calls).toHaveLength(2);
  });

  it('gets a Vietnamese default button when the partner gave no content', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const element = mount('<jobhub-sign-in client-id="demo-app"></jobhub-sign-in>');
    const button = element.querySelector('button')!;
    expect(button.textContent).toBe('Đăng nhập với JobHub');
    expect(button.type).toBe('button');
    button.click();
    expect(calls.map((call) => call.options)).toEqual([{ clientId: 'demo-app' }]);
  });

  it('reports a failed sign-in with jobhub:sign-in-error and closes the blank popup it opened', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const element = mount('<jobhub-sign-in client-id="demo-app"><span>Đăng nhập</span></jobhub-sign-in>');
    const events = listen();
    element.querySelector('span')!.click();
    calls[0]!.reject(new Error('JobHub: jobhub-runtime.js did not load (network or integrity)'));
    await vi.waitFor(() => expect(events).toEqual(['jobhub:sign-in-error:JobHub: jobhub-runtime.js did not load (network or integrity)']));
    expect(popup.close).toHaveBeenCalledOnce();
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('does nothing but report the mistake without a client-id', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    mount('<jobhub-sign-in></jobhub-sign-in>').querySelector('button')!.click();
    expect(calls).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    expect(String(reported.mock.calls[0]?.[0])).toContain('client-id');
    vi.unstubAllGlobals();
  });

  it('is defined once per page: a second loader copy keeps the first definition', () => {
    const other = vi.fn<SignIn>();
    defineSignInElement(other);
    vi.spyOn(window, 'open').mockReturnValue(null);
    mount('<jobhub-sign-in client-id="demo-app"></jobhub-sign-in>').querySelector('button')!.click();
    expect(other).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});
