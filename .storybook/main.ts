import type { StorybookConfig } from '@storybook/react-vite'

// Storybook for @crosspay/widget: stories live beside their components. `pnpm storybook` / `pnpm storybook:build`.
const config: StorybookConfig = {
  stories: ['../packages/widget/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (msw 2.15.0's, committed): the page's simulator answers through it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
}

export default config
