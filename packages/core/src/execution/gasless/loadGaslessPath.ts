import { ExecutionError } from '../../errors/ExecutionError'
import type { GaslessPath } from './gaslessPath'

/**
 * Loads the gasless path (EIP-7702 authorization, the Calibur batch, its signing and relay) with a dynamic
 * `import()`: a bundler gives it its own chunk, fetched only when `gasless` is set (or a claim holds a gasless
 * batch), so an app that never pays without gas never downloads it. A failed load rejects with `ExecutionError`
 * (`reason: 'load-failed'`, nothing sent); the next call imports again.
 */
export function loadGaslessPath(): Promise<GaslessPath> {
  return import('./gaslessPath').then(
    (module) => module.gaslessPath,
    (error: unknown) => {
      throw new ExecutionError({ reason: 'load-failed', cause: error })
    },
  )
}
