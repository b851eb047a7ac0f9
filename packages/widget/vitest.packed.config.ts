import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'

// The packed-tarball test (test/packed/): packs core and the widget, installs them into a scratch Vite app
// outside the workspace from the npm registry, builds and renders it in Chromium. Slow (about a minute), so its
// own project: `pnpm vitest run --project widget-packed`.
export default defineProject({
  test: {
    name: 'widget-packed',
    environment: 'node',
    include: ['test/packed/**/*.test.ts'],
    testTimeout: scaleTimeout(60_000),
    hookTimeout: scaleTimeout(150_000),
  },
})
