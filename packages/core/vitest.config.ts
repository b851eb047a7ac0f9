import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Hook tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: scaleTimeout(30_000),
    // expect.poll's default deadline (1 s) is too short on a loaded machine: a generous one, scaled.
    expect: { poll: { timeout: scaleTimeout(10_000) } },
  },
})
