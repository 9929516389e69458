import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from './inject-styles';

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('injectStyles', () => {
  it('adopts a constructed stylesheet once per root and id', () => {
    const root = shadowRoot();
    expect(injectStyles(root, '.a{color:red}', 'job-search')).toBe(true);
    expect(injectStyles(root, '.a{color:red}', 'job-search')).toBe(false);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
  });

  it('keeps stylesheets the root already adopted', () => {
    const root = shadowRoot();
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    injectStyles(root, '.a{color:red}', 'job-search');
    expect(root.adoptedStyleSheets).toHaveLength(2);
    expect(root.adoptedStyleSheets[0]).toBe(own);
  });

  it('styles each root separately', () => {
    const first = shadowRoot();
    const second = shadowRoot();
    injectStyles(first, '.a{}', 'job-search');
    expect(injectStyles(second, '.a{}', 'job-search')).toBe(true);
    expect(second.adoptedStyleSheets).toHaveLength(1);
  });

  it('falls back to one <style> element where adoptedStyleSheets is missing', () => {
    const root = shadowRoot();
    // A browser without constructable stylesheets: hide the property from the `in` check.
    const withoutApi = new Proxy(root, {
      has: (target, key) => key !== 'adoptedStyleSheets' && key in target,
      get: (target, key) => {
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    injectStyles(withoutApi, '.a{color:red}', 'job-search');
    injectStyles(withoutApi, '.a{color:red}', 'job-search');
    injectStyles(withoutApi, '.b{color:blue}', 'other');
    const styles = root.querySelectorAll('style[data-jh-style]');
    expect(Array.from(styles, (style) => style.getAttribute('data-jh-style'))).toEqual(['job-search', 'other']);
    expect(styles[0]!.textContent).toBe('.a{color:red}');
  });
});
