import { describe, expect, it } from 'vitest';
import { applyTheme, THEME_PRESETS, themeFromAttribute, themeToProperties } from './theme';

describe('theme presets', () => {
  it('maps a preset name onto every colour of the preset', () => {
    const dark = themeToProperties('dark');
    expect(dark['--jh-color-background']).toBe(THEME_PRESETS.dark.background);
    expect(dark['--jh-color-text']).toBe(THEME_PRESETS.dark.text);
    expect(dark['--jh-color-scheme']).toBe('dark');
    expect(Object.keys(themeToProperties('light')).sort()).toEqual(Object.keys(dark).sort());
  });

  it('still maps single overrides, leaving the rest to the page and the defaults', () => {
    expect(themeToProperties({ primary: '#e11d48', space: '6px' })).toEqual({ '--jh-color-primary': '#e11d48', '--jh-space': '6px' });
  });

  it('switches a host from a preset to overrides, removing what the new theme leaves out', () => {
    const host = document.createElement('div');
    applyTheme(host, 'dark');
    expect(host.style.getPropertyValue('--jh-color-surface')).toBe(THEME_PRESETS.dark.surface);
    applyTheme(host, { radius: '2px' }, 'dark');
    expect(host.style.getPropertyValue('--jh-color-surface')).toBe('');
    expect(host.style.getPropertyValue('--jh-radius')).toBe('2px');
  });

  it.each([
    ['dark', 'dark'],
    [' Light ', 'light'],
    ['blue', undefined],
    [null, undefined],
  ])('reads the theme attribute %j as %j', (value, expected) => expect(themeFromAttribute(value)).toBe(expected));
});
