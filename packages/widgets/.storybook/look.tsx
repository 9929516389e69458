import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { $widgetLocale, setWidgetLocale, type WidgetLocale } from '../src/i18n/widget-locale';
import { THEME_PRESETS, themeToProperties, type JobHubThemePreset } from '../src/mount/theme';

/**
 * Applies the toolbar's theme and locale (or a story's pinned `globals`) around every story: the
 * locale through the widgets' own `setWidgetLocale`, the preset as inherited `--jh-*` custom
 * properties on a wrapper (what a page does with `theme="dark"`), with the preset's background so
 * a dark widget is seen on a dark page.
 */
export const withLook: Decorator = (Story, context) => {
  const preset = (context.globals.theme ?? 'light') as JobHubThemePreset;
  setWidgetLocale((context.globals.locale ?? 'vi') as WidgetLocale);
  const style = {
    ...themeToProperties(preset),
    background: THEME_PRESETS[preset].background,
    padding: '16px',
    minHeight: '640px',
  } as CSSProperties;
  return (
    <div data-look={preset} style={style}>
      <Story />
    </div>
  );
};

/**
 * Loader of every story: switches the widgets' language before the story renders and waits for
 * its dictionary (English is loaded on demand), so a story never shows a mix of languages.
 */
export async function loadLocale({ globals }: { globals: Record<string, unknown> }): Promise<Record<string, never>> {
  const locale = (globals.locale ?? 'vi') as WidgetLocale;
  setWidgetLocale(locale);
  if ($widgetLocale.get() !== locale) {
    await new Promise<void>((resolve) => {
      const stop = $widgetLocale.listen((current) => {
        if (current !== locale) return;
        stop();
        resolve();
      });
    });
  }
  return {};
}
