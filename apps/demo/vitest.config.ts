import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo',
    environment: 'node',
    include: ['server/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Each file starts its own anvil chains; one file at a time keeps the 2-core machine responsive.
    fileParallelism: false,
  },
})
