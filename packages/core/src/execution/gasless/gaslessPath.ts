import { planGasless } from './planGasless'
import { withGaslessBatch } from './withGaslessBatch'

/** What `loadGaslessPath` resolves to: the executor's gasless adapter and the decision a review reads. */
export type GaslessPath = {
  withGaslessBatch: typeof withGaslessBatch
  planGasless: typeof planGasless
}

/** The gasless path's entry points in one module: `loadGaslessPath` fetches them with one `import()`. */
export const gaslessPath: GaslessPath = { withGaslessBatch, planGasless }
