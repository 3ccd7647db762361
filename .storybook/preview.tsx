import { BrandProvider } from '@parley/theme-brands';
import type { Preview } from '@storybook/react-vite';
import { storybookBrands } from './brands';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand whose theme the stories render with',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(storybookBrands).map((key) => ({ value: key, title: key })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default' },
  decorators: [
    // A story with `parameters: { language: 'ar' }` renders in Arabic, right to left.
    (Story, context) => (
      <BrandProvider
        theme={storybookBrands[String(context.globals.brand)] ?? storybookBrands.default}
        {...(context.parameters.language === 'ar'
          ? { direction: 'rtl' as const, languageCode: 'ar' }
          : {})}
      >
        <Story />
      </BrandProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
