import { UnwiredSlot } from '../layout/UnwiredSlot'

/** Bridge: the widget's `SwapPanel` on the local chains, its wallet the one chosen above. */
export function BridgePage() {
  return (
    <UnwiredSlot
      component="SwapPanel"
      purpose="Quote, sponsor and execute a bridge from Base (local) to OP Mainnet (local) with the connected wallet."
    />
  )
}
