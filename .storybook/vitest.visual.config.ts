import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../packages/simulator/src/node/testing/scaleTimeout'
import storybook from './vitest.config'

// The `visual` vitest project: a focused set of stories drawn in headless Chromium at 320, 360 and 1280 px, light
// and dark, en-US and de-DE, and compared with the committed baselines (visual/__screenshots__/). See
// visual/stories.visual.test.tsx for the set and docs/storybook.md for updating the baselines.
export default defineProject({
  // The storybook project's pre-bundled list plus what portable stories and the play functions import: a dependency
  // Vite discovers mid-run reloads the page and fails the tests running then.
  optimizeDeps: {
    include: [
      ...(storybook.optimizeDeps?.include ?? []),
      '@storybook/react-vite',
      'wagmi/actions',
      'viem/actions',
      'viem/utils',
    ],
  },
  test: {
    name: 'visual',
    include: ['visual/**/*.visual.test.tsx'],
    setupFiles: ['./visual/setup.ts'],
    testTimeout: scaleTimeout(60_000),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // The browser's own window is wider than any width a test asks for, so the test frame is never scaled down.
        contextOptions: { viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 },
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
      expect: {
        toMatchScreenshot: {
          // A pixel counts as changed past pixelmatch's colour distance 0.1; a picture fails when more than 20 pixels
          // changed. Runs here draw identical pixels (fixed data, fonts, no animation), and a ratio would let a small
          // mark (a 16 px check is 0.2 % of a panel) change unseen.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 20 },
        },
      },
    },
  },
})
