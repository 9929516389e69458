import type { Preview } from '@storybook/react-vite';
import { loadLocale, withLook } from './look';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Light or dark preset of the widgets',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Sáng (light)' },
          { value: 'dark', title: 'Tối (dark)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'vi' },
  loaders: [loadLocale],
  decorators: [withLook],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        // SPEC's mobile width (iPhone 12–15), the narrowest the widgets are designed for.
        mobile390: { name: '390 px (mobile)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
