import { name, version as packageVersion } from '../../package.json'

/**
 * Package and version of `@crosspay/core`, stamped on every error it throws (`error.version`), e.g.
 * `@crosspay/core@0.1.0`. Read from `package.json` when the package is built (bundlers inline the two fields).
 */
export const version = `${name}@${packageVersion}`
