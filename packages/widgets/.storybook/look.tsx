import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { themeToProperties, type JobHubTheme } from '../src/mount/theme';

/** Storybook toolbar values of the `theme` and `locale` globals (see preview.tsx). */
export type LookTheme = 'light' | 'dark';
export type LookLocale = 'vi' | 'en';

/**
 * Seam for the dark preset of issue 13 (branch widget-look adds it to src/mount/theme.ts): until it
 * lands, the catalogue's dark look is these `--jh-*` values, inherited by every widget's shadow
 * root from the wrapper below. Replace with the exported preset when it is merged.
 */
const DARK_THEME: JobHubTheme = {
  primary: '#60a5fa',
  primaryContrast: '#0b1220',
  text: '#e5e7eb',
  muted: '#9ca3af',
  background: '#111827',
  surface: '#1f2937',
  border: '#374151',
  danger: '#f87171',
  premium: '#fbbf24',
  focus: '#93c5fd',
};

/**
 * Seam for English (issue 13, branch widget-look: `setWidgetLocale` in src/i18n). Until it lands
 * the widgets speak Vietnamese only and the English stories show the Vietnamese texts.
 */
function setLocale(_locale: LookLocale): void {}

/**
 * Applies the toolbar's theme and locale (or a story's pinned `globals`) around every story: the
 * locale through the widgets' own switch, the theme as inherited `--jh-*` custom properties on a
 * wrapper, with a matching page background so a dark widget is seen on a dark page.
 */
export const withLook: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as LookTheme;
  setLocale((context.globals.locale ?? 'vi') as LookLocale);
  const properties = theme === 'dark' ? themeToProperties(DARK_THEME) : {};
  const style = {
    ...properties,
    background: theme === 'dark' ? DARK_THEME.background : '#ffffff',
    padding: '16px',
    minHeight: '640px',
  } as CSSProperties;
  return (
    <div data-look={theme} style={style}>
      <Story />
    </div>
  );
};
