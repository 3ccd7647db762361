import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceSources } from '../tooling/workspace-sources';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Chakra's package.json points Storybook at Chakra's online Storybook; nothing may load from the web.
  refs: { '@chakra-ui/react': { disable: true } },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, ...workspaceSources.resolve },
    build: {
      ...viteConfig.build,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        onwarn(warning, warn) {
          // Chakra and Ark ship "use client" directives that a client-only bundle drops on purpose.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
