import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'

export default defineProject({
  test: {
    name: 'test',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: scaleTimeout(30_000),
  },
})
