import { atom } from 'nanostores';
import { h } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, useSyncExternalStore } from './react-on-preact';

// The script-tag bundles run the widgets on this module instead of preact/compat: it must keep the
// React behaviour the widgets' JSX relies on (see the module's comment).

let container: HTMLElement;
const mount = (node: Parameters<ReturnType<typeof createRoot>['render']>[0]) => {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(node));
  return root;
};

afterEach(() => {
  container?.remove();
});

describe('react-on-preact', () => {
  it('fires onChange of text fields on every input, and of checkboxes on change', () => {
    const onText = vi.fn();
    const onArea = vi.fn();
    const onCheck = vi.fn();
    mount(
      h('form', null, [
        h('input', { key: 1, onChange: onText }),
        h('textarea', { key: 2, onChange: onArea }),
        h('input', { key: 3, type: 'checkbox', onChange: onCheck }),
      ]),
    );
    const [text, check] = container.querySelectorAll('input');
    text!.dispatchEvent(new Event('input', { bubbles: true }));
    container.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }));
    check!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onArea).toHaveBeenCalledTimes(1);
    expect(onCheck).not.toHaveBeenCalled();
    check!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('gives handlers the browser event as nativeEvent', () => {
    let native: unknown;
    mount(h('button', { onKeyDown: (event: Event & { nativeEvent?: Event }) => (native = event.nativeEvent) }));
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true });
    container.querySelector('button')!.dispatchEvent(event);
    expect(native).toBe(event);
  });

  it('lets onFocus and onBlur see focus moving inside the element, like React', () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    mount(h('div', { onFocus, onBlur }, h('button', null, 'x')));
    const button = container.querySelector('button')!;
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('writes camelCase SVG attributes hyphenated', () => {
    mount(h('svg', { viewBox: '0 0 24 24', strokeWidth: '2', strokeLinecap: 'round', fillRule: 'evenodd' }, h('path', { d: 'M0 0' })));
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('stroke-width')).toBe('2');
    expect(svg.getAttribute('stroke-linecap')).toBe('round');
    expect(svg.getAttribute('fill-rule')).toBe('evenodd');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it('re-renders useSyncExternalStore readers when the store changes, and unsubscribes on unmount', async () => {
    const $count = atom(1);
    function Counter() {
      const value = useSyncExternalStore((onChange) => $count.listen(onChange), () => $count.get());
      return h('output', null, String(value));
    }
    const root = mount(h(Counter, null));
    expect(container.textContent).toBe('1');
    await act(async () => {
      $count.set(2);
    });
    expect(container.textContent).toBe('2');
    act(() => root.unmount());
    expect(container.textContent).toBe('');
    expect($count.lc).toBe(0);
  });
});
