import { scratchVersions } from '../scratchVersions'

/** The scratch apps whose installs are locked: one folder each under `test/packed/lock/`. */
export type ScratchLock = 'react19' | 'react18'

const { react19, react18, host, build, types } = scratchVersions
/** Where each app's package.json expects the packed tarballs (copied there before `npm ci`). */
const tarballs = {
  '@crosspay/core': 'file:vendor/crosspay-core.tgz',
  '@crosspay/widget': 'file:vendor/crosspay-widget.tgz',
}

/**
 * The package.json of each locked scratch app, made from {@link scratchVersions}: `react19` is the size check's
 * and the packed test's React 19 host (type-checked, so it has the types too), `react18` the packed test's React
 * 18.3 host. `lock/<name>/package.json` is this, written by `pnpm --filter @crosspay/widget lock:scratch`, and a test
 * checks they agree.
 */
export const scratchManifests: Record<ScratchLock, Record<string, unknown>> = {
  react19: {
    name: 'crosspay-packed-app',
    private: true,
    type: 'module',
    dependencies: { ...tarballs, ...react19, ...host },
    devDependencies: { ...build, ...types },
  },
  react18: {
    name: 'crosspay-packed-app',
    private: true,
    type: 'module',
    dependencies: { ...tarballs, ...react18, ...host },
    devDependencies: { ...build },
  },
}
