'use client'
// The panel needs the host's wallet connection to pay: a Client Component, since the callbacks are functions.
import { SwapPanel } from '@crosspay/widget'
import { useConnect, useConnectors } from 'wagmi'

const eth = '0x0000000000000000000000000000000000000000'

/** The swap panel, connecting the browser wallet when asked. */
export function Pay() {
  const { connect } = useConnect()
  const [connector] = useConnectors()
  return (
    <SwapPanel
      locale="en-US"
      defaultOriginChainId={8453}
      defaultDestinationChainId={10}
      defaultOriginCurrency={eth}
      defaultDestinationCurrency={eth}
      sponsorship={{ subsidizeFees: true }}
      sponsorName="Acme"
      onConnectWallet={() => connector && connect({ connector })}
    />
  )
}
