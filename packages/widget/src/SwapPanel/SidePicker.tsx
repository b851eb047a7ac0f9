'use client'
import { TokenPicker } from '../parts/TokenPicker/TokenPicker'
import type { SwapPanelProps } from './SwapPanelProps'
import type { SwapValue } from './SwapValue'
import type { PanelRoute } from './usePanelRoute'

/** Props of {@link SidePicker}. */
export type SidePickerProps = {
  side: 'origin' | 'destination'
  value: SwapValue
  update(patch: Partial<SwapValue>): void
  route: PanelRoute
  props: Pick<SwapPanelProps, 'filter' | 'locked'>
  /** The connected accounts, EVM (wagmi's) and Solana: their balances are shown on the origin side. */
  accounts: { evm: string | undefined; svm: string | undefined }
  onClose(): void
}

/** The token picker for one side of the panel: that side's chain and token, its locks, and the choice written back. */
export function SidePicker({ side, value, update, route, props, accounts, onClose }: SidePickerProps) {
  const origin = side === 'origin'
  const locked = origin ? props.locked?.originChain : props.locked?.destinationChain
  const chainId = origin ? value.originChainId : value.destinationChainId
  return (
    <TokenPicker
      side={side}
      chains={route.chains}
      chainId={chainId}
      currency={origin ? value.originCurrency : value.destinationCurrency}
      filter={props.filter}
      lockedChainId={locked ? chainId : undefined}
      account={origin ? accounts.evm : undefined}
      svmAccount={origin ? accounts.svm : undefined}
      chainsFailed={route.chainsError !== null}
      onClose={onClose}
      onSelect={(id, token) => {
        update(
          origin
            ? { originChainId: id, originCurrency: token.address }
            : { destinationChainId: id, destinationCurrency: token.address },
        )
        onClose()
      }}
    />
  )
}
