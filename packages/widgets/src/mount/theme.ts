/**
 * Theme overrides for a widget. Each key maps onto one public `--jh-*` custom property set on the
 * shadow host; unset keys keep the page's inherited value or the built-in default.
 */
export interface JobHubTheme {
  /** Brand colour of links, buttons and the current page (`--jh-color-primary`). */
  primary?: string;
  /** Text on primary buttons (`--jh-color-primary-contrast`). */
  primaryContrast?: string;
  /** Body text (`--jh-color-text`). */
  text?: string;
  /** Secondary text (`--jh-color-muted`). */
  muted?: string;
  /** Widget background (`--jh-color-background`). */
  background?: string;
  /** Cards and inputs (`--jh-color-surface`). */
  surface?: string;
  /** Borders (`--jh-color-border`). */
  border?: string;
  /** Error text and the unread badge (`--jh-color-danger`). */
  danger?: string;
  /** Text on the unread badge (`--jh-color-danger-contrast`). */
  dangerContrast?: string;
  /** The 'Premium' tag (`--jh-color-premium`). */
  premium?: string;
  /** Focus ring (`--jh-color-focus`). */
  focus?: string;
  /** Corner radius, e.g. `'4px'` (`--jh-radius`). */
  radius?: string;
  /** Font stack (`--jh-font-family`). */
  fontFamily?: string;
  /** Base font size, e.g. `'14px'` (`--jh-font-size`). */
  fontSize?: string;
  /** Base spacing unit, e.g. `'8px'` (`--jh-space`). */
  space?: string;
  /** `'light'` or `'dark'`: native controls, scroll bars and the caret follow it (`--jh-color-scheme`). */
  colorScheme?: string;
}

/** The built-in looks: `'light'` (the default) and `'dark'`. */
export type JobHubThemePreset = 'light' | 'dark';

/** What a `theme` option takes: a preset's name, or single overrides on top of the defaults. */
export type JobHubThemeOption = JobHubThemePreset | JobHubTheme;

/**
 * The presets, every colour set. Both pass WCAG AA contrast (4.5:1) for text on `background` and
 * `surface`, `muted` included, and for `primaryContrast` on `primary` (axe checks the dark one in
 * e2e/widget-look.e2e.ts). Light holds the defaults of styles/tokens.css.
 */
export const THEME_PRESETS: Readonly<Record<JobHubThemePreset, Readonly<JobHubTheme>>> = {
  light: {
    primary: '#0b63ce',
    primaryContrast: '#ffffff',
    text: '#1f2937',
    muted: '#5b6472',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#d5dae1',
    danger: '#b42318',
    dangerContrast: '#ffffff',
    premium: '#b25e09',
    focus: '#0b63ce',
    colorScheme: 'light',
  },
  dark: {
    primary: '#60a5fa',
    primaryContrast: '#0f172a',
    text: '#e2e8f0',
    muted: '#a3b1c6',
    background: '#0f172a',
    surface: '#1e293b',
    border: '#475569',
    danger: '#fca5a5',
    dangerContrast: '#0f172a',
    premium: '#fbbf24',
    focus: '#93c5fd',
    colorScheme: 'dark',
  },
};

/**
 * Reads a `theme` attribute of a custom element: `'light'` or `'dark'`, else no theme (the
 * element keeps the page's `--jh-*` values and the defaults).
 *
 * @param value - the attribute's value, null when absent
 * @example
 * applyTheme(element, themeFromAttribute(element.getAttribute('theme')));
 */
export function themeFromAttribute(value: string | null): JobHubThemePreset | undefined {
  const name = value?.trim().toLowerCase();
  return name === 'light' || name === 'dark' ? name : undefined;
}

function resolveTheme(theme: JobHubThemeOption | undefined): JobHubTheme | undefined {
  return typeof theme === 'string' ? THEME_PRESETS[theme] : theme;
}

const THEME_PROPERTIES: Record<keyof JobHubTheme, string> = {
  primary: '--jh-color-primary',
  primaryContrast: '--jh-color-primary-contrast',
  text: '--jh-color-text',
  muted: '--jh-color-muted',
  background: '--jh-color-background',
  surface: '--jh-color-surface',
  border: '--jh-color-border',
  danger: '--jh-color-danger',
  dangerContrast: '--jh-color-danger-contrast',
  premium: '--jh-color-premium',
  focus: '--jh-color-focus',
  radius: '--jh-radius',
  fontFamily: '--jh-font-family',
  fontSize: '--jh-font-size',
  space: '--jh-space',
  colorScheme: '--jh-color-scheme',
};

/**
 * Maps a theme onto `--jh-*` custom properties, ready for a `style` prop or `setProperty`.
 *
 * @param option - a preset's name (every colour of it) or overrides; missing or empty values are left out
 * @returns an object of custom property names to values
 * @example
 * themeToProperties({ primary: '#e11d48' }); // { '--jh-color-primary': '#e11d48' }
 * themeToProperties('dark')['--jh-color-background']; // '#0f172a'
 */
export function themeToProperties(option: JobHubThemeOption | undefined): Record<string, string> {
  const properties: Record<string, string> = {};
  const theme = resolveTheme(option);
  if (!theme) return properties;
  for (const key of Object.keys(THEME_PROPERTIES) as (keyof JobHubTheme)[]) {
    const value = theme[key];
    if (value) properties[THEME_PROPERTIES[key]] = value;
  }
  return properties;
}

/**
 * Writes a theme onto an element's inline style (the shadow host), removing properties set by an
 * earlier theme that the new one leaves out. A custom element's `theme="dark"` attribute goes
 * through here too (with {@link themeFromAttribute}).
 *
 * @param element - the shadow host
 * @param theme - the new preset or overrides
 * @param previous - the theme applied before, if any
 * @example
 * applyTheme(hostElement, { radius: '2px' });
 * applyTheme(hostElement, 'dark', { radius: '2px' });
 */
export function applyTheme(element: HTMLElement, theme: JobHubThemeOption | undefined, previous?: JobHubThemeOption): void {
  const next = themeToProperties(theme);
  for (const name of Object.keys(themeToProperties(previous))) {
    if (!(name in next)) element.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(next)) element.style.setProperty(name, value);
}
