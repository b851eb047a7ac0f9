import type { SwapValue } from './SwapValue'

/** A panel with nothing chosen yet. */
export const emptySwapValue: SwapValue = {
  originChainId: undefined,
  originCurrency: undefined,
  destinationChainId: undefined,
  destinationCurrency: undefined,
  amount: '',
  tradeType: 'EXACT_INPUT',
  recipient: '',
  slippage: '',
}
