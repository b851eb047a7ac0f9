import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../packages/simulator/src/node/testing/scaleTimeout'

// The `storybook` vitest project: every story is a test in real headless Chromium (Debian's, installed by
// scripts/bootstrap.mjs), its play function included; axe runs on each (parameters.a11y.test: 'error').
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  // Pre-bundled up front: a dependency Vite discovers mid-run reloads the page and fails the stories running then
  // (seen on a fresh cache, as in CI).
  optimizeDeps: {
    include: [
      '@tanstack/react-query > @tanstack/query-core',
      '@tanstack/react-query',
      '@wagmi/core',
      'wagmi',
      'wagmi/chains',
      'viem',
      'viem/accounts',
      'msw',
      'msw/browser',
      '@crosspay/simulator > hono',
      '@crosspay/simulator > hono/cors',
      '@crosspay/core > zod/mini',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'storybook/test',
      '@storybook/addon-a11y > axe-core',
    ],
  },
  test: {
    name: 'storybook',
    testTimeout: scaleTimeout(30_000),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
