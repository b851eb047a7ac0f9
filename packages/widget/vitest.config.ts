import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/testSetup.ts'],
    testTimeout: 30_000,
  },
})
