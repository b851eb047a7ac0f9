import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Core's hook tests, run a second time on React 18.3 (the oldest React the kit supports). Every import of React
// or of a library built on it is resolved as if made from this package, whose dependencies are linked to React 18:
// so our sources, the test utilities, TanStack Query, Testing Library and wagmi all share one React 18.
const anchor = fileURLToPath(new URL('./package.json', import.meta.url))
const reactWorld =
  /^(react|react-dom|@tanstack\/react-query|@testing-library\/react|wagmi|@wagmi\/core)(\/|$)/

const core = fileURLToPath(new URL('../core', import.meta.url))

export default defineProject({
  root: core,
  plugins: [
    {
      name: 'crosspay:react18',
      enforce: 'pre',
      resolveId(source, _importer, options) {
        if (!reactWorld.test(source)) return null
        return this.resolve(source, anchor, { ...options, skipSelf: true })
      },
    },
  ],
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
