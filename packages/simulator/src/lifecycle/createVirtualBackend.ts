import type { ChainBackend } from '../model/ChainBackend'
import type { SimContext } from '../model/SimContext'

/** Placeholder virtual backend. */
export function createVirtualBackend(_ctx: SimContext): ChainBackend {
  const no = () => Promise.reject(new Error('virtual backend not implemented'))
  return {
    mode: 'virtual',
    feeData: async () => ({ maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000n }),
    estimateGas: async () => 100_000n,
    fill: no,
    refund: no,
    executePermitDeposit: no,
    lookupTransaction: async () => null,
    close: async () => {},
  }
}
