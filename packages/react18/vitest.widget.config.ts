import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// The widget's component tests, run a second time on React 18.3, the same way as core's hook tests
// (vitest.config.ts): every React import resolves as if made from this package, whose dependencies use React 18.
const anchor = fileURLToPath(new URL('./package.json', import.meta.url))
const reactWorld =
  /^(react|react-dom|@tanstack\/react-query|@testing-library\/react|wagmi|@wagmi\/core)(\/|$)/
const widget = fileURLToPath(new URL('../widget', import.meta.url))

export default defineProject({
  root: widget,
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
    name: 'widget-react18',
    dir: widget,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: [fileURLToPath(new URL('../widget/src/testSetup.ts', import.meta.url))],
    testTimeout: 30_000,
    env: { CROSSPAY_REACT_MAJOR: '18' },
  },
})
