import type { TradeType } from '@crosspay/core'

/**
 * What the person has chosen in the panel: the route, the amount as typed, and the options. A host reads it with
 * `onValueChange` and may control it with `value`.
 */
export type SwapValue = {
  originChainId: number | undefined
  /** The origin token's address (`0x0…0` for the native currency). */
  originCurrency: string | undefined
  destinationChainId: number | undefined
  destinationCurrency: string | undefined
  /** The amount as typed (`1,000.5`), in the origin token for `EXACT_INPUT`, the destination token otherwise. */
  amount: string
  /** `EXACT_INPUT` (the amount is what the user pays) or `EXACT_OUTPUT` (what the recipient gets). */
  tradeType: Extract<TradeType, 'EXACT_INPUT' | 'EXACT_OUTPUT'>
  /** Where the funds go; empty for the user's own address. */
  recipient: string
  /** Slippage in basis points as typed in percent (`0.5`), or empty for the service's automatic slippage. */
  slippage: string
}
