// Built inside the installed example's folder (its parent), with the example's node_modules: that folder is the root.
import { dirname } from 'node:path'

const root = dirname(import.meta.dirname)

export default { turbopack: { root }, outputFileTracingRoot: root }
