import { expect, waitFor } from 'storybook/test';

/**
 * Play-function helpers: the widgets render into a shadow root, which Storybook's canvas queries do
 * not enter, so these look inside the story's `[data-jh-host]` themselves.
 */

/** Shadow root of the story's (first) widget, once it is attached. */
async function shadowOf(canvas: HTMLElement): Promise<ShadowRoot> {
  let root: ShadowRoot | null | undefined;
  await waitFor(() => {
    root = canvas.querySelector('[data-jh-host]')?.shadowRoot;
    expect(root?.querySelector('.jh-root')).toBeTruthy();
  });
  return root!;
}

/** Waits until the widget shows `text` inside its shadow root. */
export async function expectText(canvas: HTMLElement, text: string): Promise<void> {
  const root = await shadowOf(canvas);
  await waitFor(() => expect(root.textContent).toContain(text));
}

/**
 * Opens the widget's header dropdown (the bell's or the chat button's), whatever the locale, and
 * waits for its content's code, loaded on first open (the notice of that load is `aria-busy`).
 */
export async function openDropdown(canvas: HTMLElement): Promise<void> {
  const root = await shadowOf(canvas);
  let trigger: HTMLButtonElement | null = null;
  await waitFor(() => {
    trigger = root.querySelector<HTMLButtonElement>('button[aria-haspopup]');
    expect(trigger).toBeTruthy();
  });
  trigger!.click();
  await waitFor(() => {
    expect(root.querySelector('.jh-dropdown')).toBeTruthy();
    expect(root.querySelector('.jh-dropdown [aria-busy="true"]')).toBeNull();
  });
}

/** Clicks the widget's button that shows `text` (e.g. a conversation of the chat dropdown). */
export async function clickText(canvas: HTMLElement, text: string): Promise<void> {
  const root = await shadowOf(canvas);
  let button: HTMLButtonElement | undefined;
  await waitFor(() => {
    button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(text));
    expect(button).toBeTruthy();
  });
  button!.click();
}
