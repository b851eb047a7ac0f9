// This folder is its own project (npm, its own lockfile), not part of the pnpm workspace around it: both bundlers
// take it as the root, so neither reaches for the workspace's lockfile or node_modules.
const root = import.meta.dirname

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
}
