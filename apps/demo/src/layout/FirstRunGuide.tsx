'use client'
import { useStoredState } from '../useStoredState'

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/**
 * The first minute, on the page itself until dismissed (remembered in this browser): which test account to pick
 * (#7 is the sponsorship wallet, the one that claims), what the local chains are, where a request id comes from.
 */
export function FirstRunGuide() {
  const [dismissed, setDismissed] = useStoredState('guide-dismissed', false, isBoolean)
  if (dismissed) return null
  return (
    <aside className="demo-guide" aria-labelledby="demo-guide-title">
      <h2 id="demo-guide-title">First minute</h2>
      <ol>
        <li>
          Pick a test account in the wallet card: #0–#5 are users with 10,000 ETH; #7 is the sponsorship
          wallet, which claims app fees on Integrator.
        </li>
        <li>
          Type an amount and press Bridge. Base (local) and OP Mainnet (local) are two anvil chains on this
          machine: nothing real is spent, and the demo pays the fees.
        </li>
        <li>
          Each transfer has a request id (0x and 64 hex digits): under "Requests started here", in History
          once sent, and on Status.
        </li>
      </ol>
      <button type="button" onClick={() => setDismissed(true)}>
        Got it
      </button>
    </aside>
  )
}
