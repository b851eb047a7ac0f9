import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'

export default defineProject({
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: scaleTimeout(30_000),
    // expect.poll's default deadline (1 s) is too short on a loaded machine: a generous one, scaled.
    expect: { poll: { timeout: scaleTimeout(10_000) } },
  },
})
