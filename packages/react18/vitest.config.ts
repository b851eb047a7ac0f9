import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'
import { react18Resolution } from './react18Resolution'

// Core's hook tests, run a second time on React 18.3 (see react18Resolution.ts).
const core = fileURLToPath(new URL('../core', import.meta.url))

export default defineProject({
  root: core,
  plugins: [react18Resolution],
  test: {
    name: 'core-react18',
    // Projects listed by the root config are rooted at their own folder: look for the tests in core's.
    dir: core,
    environment: 'node',
    include: ['src/hooks/**/*.test.ts', 'src/hooks/**/*.test.tsx'],
    testTimeout: scaleTimeout(30_000),
    // expect.poll's default deadline (1 s) is too short on a loaded machine: a generous one, scaled.
    expect: { poll: { timeout: scaleTimeout(10_000) } },
    env: { CROSSPAY_REACT_MAJOR: '18' },
  },
})
