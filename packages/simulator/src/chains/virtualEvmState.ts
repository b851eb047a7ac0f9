import type { SimContext } from '../model/SimContext'
import { createVirtualEvmState, type VirtualEvmState } from './createVirtualEvmState'
import { virtualBlockNumber } from './virtualBlockNumber'

const states = new WeakMap<SimContext, VirtualEvmState>()

/** The virtual EVM chains' state of a simulator (created on first use, on the simulator's clock). */
export function virtualEvmState(ctx: SimContext): VirtualEvmState {
  let state = states.get(ctx)
  if (!state)
    states.set(
      ctx,
      (state = createVirtualEvmState({
        now: () => ctx.clock.now(),
        block: () => virtualBlockNumber(ctx.clock.now()),
      })),
    )
  return state
}
