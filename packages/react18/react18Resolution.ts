import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const anchor = fileURLToPath(new URL('./package.json', import.meta.url))
const reactWorld =
  /^(react|react-dom|@tanstack\/react-query|@tanstack\/react-virtual|@testing-library\/react|wagmi|@wagmi\/core)(\/|$)/

/**
 * Resolves every import of React, or of a library built on it, as if made from this package, whose dependencies are
 * linked to React 18.3 (the oldest React the kit supports): so our sources, the test utilities, TanStack Query and Virtual,
 * Testing Library and wagmi all share one React 18. Used by the core-react18 and widget-react18 projects.
 */
export const react18Resolution: Plugin = {
  name: 'crosspay:react18',
  enforce: 'pre',
  resolveId(source, _importer, options) {
    if (!reactWorld.test(source)) return null
    return this.resolve(source, anchor, { ...options, skipSelf: true })
  },
}
