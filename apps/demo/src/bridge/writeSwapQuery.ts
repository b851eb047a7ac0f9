import type { SwapValue } from '@crosspay/widget'

/** The bridge page's address for a panel value (`readSwapQuery` reads it back): only what is chosen. */
export function writeSwapQuery(value: SwapValue): URLSearchParams {
  const query = new URLSearchParams()
  if (value.originChainId !== undefined && value.originCurrency)
    query.set('from', `${value.originChainId}:${value.originCurrency}`)
  if (value.destinationChainId !== undefined && value.destinationCurrency)
    query.set('to', `${value.destinationChainId}:${value.destinationCurrency}`)
  if (value.amount.trim()) query.set('amount', value.amount.trim())
  if (value.tradeType === 'EXACT_OUTPUT') query.set('type', value.tradeType)
  if (value.recipient.trim()) query.set('recipient', value.recipient.trim())
  if (value.slippage.trim()) query.set('slippage', value.slippage.trim())
  return query
}
