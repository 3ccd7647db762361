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
    (Story, context) => (
      <BrandProvider
        theme={storybookBrands[String(context.globals.brand)] ?? storybookBrands.default}
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
