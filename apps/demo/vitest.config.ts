import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../../packages/simulator/src/node/testing/scaleTimeout'

export default defineProject({
  test: {
    name: 'demo',
    environment: 'node',
    include: ['server/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    testTimeout: scaleTimeout(90_000),
    // expect.poll's default deadline (1 s) is too short on a loaded machine: a generous one, scaled.
    expect: { poll: { timeout: scaleTimeout(10_000) } },
    // A file's set-up starts two anvil chains, deploys, serves the demo and launches Chromium: a readiness wait,
    // generous, since under a CPU hog beside the Next.js builds it once took over 90 s (twoTabs.test.ts).
    hookTimeout: scaleTimeout(240_000),
    // Each file starts its own anvil chains; one file at a time keeps the 2-core machine responsive.
    fileParallelism: false,
  },
})
