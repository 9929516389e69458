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
  /** Error text (`--jh-color-danger`). */
  danger?: string;
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
  premium: '--jh-color-premium',
  focus: '--jh-color-focus',
  radius: '--jh-radius',
  fontFamily: '--jh-font-family',
  fontSize: '--jh-font-size',
};

/**
 * Maps a theme onto `--jh-*` custom properties, ready for a `style` prop or `setProperty`.
 *
 * @param theme - the overrides; missing or empty values are left out
 * @returns an object of custom property names to values
 * @example
 * themeToProperties({ primary: '#e11d48' }); // { '--jh-color-primary': '#e11d48' }
 */
export function themeToProperties(theme: JobHubTheme | undefined): Record<string, string> {
  const properties: Record<string, string> = {};
  if (!theme) return properties;
  for (const key of Object.keys(THEME_PROPERTIES) as (keyof JobHubTheme)[]) {
    const value = theme[key];
    if (value) properties[THEME_PROPERTIES[key]] = value;
  }
  return properties;
}

/**
 * Writes a theme onto an element's inline style (the shadow host), removing properties set by an
 * earlier theme that the new one leaves out.
 *
 * @param element - the shadow host
 * @param theme - the new overrides
 * @param previous - the theme applied before, if any
 * @example
 * applyTheme(hostElement, { radius: '2px' });
 */
export function applyTheme(element: HTMLElement, theme: JobHubTheme | undefined, previous?: JobHubTheme): void {
  const next = themeToProperties(theme);
  for (const name of Object.keys(themeToProperties(previous))) {
    if (!(name in next)) element.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(next)) element.style.setProperty(name, value);
}
