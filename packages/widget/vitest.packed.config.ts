import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'

// The packed-tarball tests (test/packed/): packs core and the widget once (packTarballs.ts), installs them into a
// scratch Vite app and into apps/next-example outside the workspace from the npm registry, builds and renders them
// in Chromium. Slow (minutes), so its own project: `pnpm vitest run --project widget-packed`. The files run one
// after the other: each builds with every core it gets.
export default defineProject({
  test: {
    name: 'widget-packed',
    environment: 'node',
    include: ['test/packed/**/*.test.ts'],
    globalSetup: ['test/packed/packTarballs.ts'],
    fileParallelism: false,
    testTimeout: scaleTimeout(60_000),
    hookTimeout: scaleTimeout(150_000),
  },
})
