import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { scaleTimeout } from '../simulator/src/node/testing/scaleTimeout'
import { react18Resolution } from './react18Resolution'

// The widget's component tests, run a second time on React 18.3 (see react18Resolution.ts).
const widget = fileURLToPath(new URL('../widget', import.meta.url))

export default defineProject({
  root: widget,
  plugins: [react18Resolution],
  test: {
    name: 'widget-react18',
    dir: widget,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The panel under faults (~30 s) checks the kit's recovery and money path, not React itself: once, on React 19.
    exclude: ['src/**/*.faults.test.tsx'],
    setupFiles: [fileURLToPath(new URL('../widget/src/testSetup.ts', import.meta.url))],
    testTimeout: scaleTimeout(30_000),
    // expect.poll's default deadline (1 s) is too short on a loaded machine: a generous one, scaled.
    expect: { poll: { timeout: scaleTimeout(10_000) } },
    env: { CROSSPAY_REACT_MAJOR: '18' },
  },
})
