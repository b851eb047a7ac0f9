import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
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
    testTimeout: 30_000,
    env: { CROSSPAY_REACT_MAJOR: '18' },
  },
})
