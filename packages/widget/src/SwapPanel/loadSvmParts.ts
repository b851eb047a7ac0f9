import type { SvmParts } from './svmParts'

/**
 * The panel's Solana parts (`svmParts`) with a dynamic `import()`: a bundler gives them their own chunk, loaded with
 * `useLoaded` once a Solana chain is in the route (or a quote has Solana fee lines).
 */
export function loadSvmParts(): Promise<SvmParts> {
  return import('./svmParts').then((module) => module.svmParts)
}
