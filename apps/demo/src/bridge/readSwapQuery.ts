import type { SwapValue } from '@crosspay/widget'

/** A chain id and a currency address as the bridge page's address writes them: `8453:0x0…0`. */
const side = (text: string | null) => {
  const match = /^(\d{1,12}):([0-9A-Za-z]{1,64})$/.exec(text ?? '')
  return match ? { chainId: Number(match[1]), currency: match[2]! } : undefined
}

/**
 * Reads the bridge page's route and amount from its address (`from=8453:0x0…0&to=10:0x0…0&amount=0.01`, and
 * `type=EXACT_OUTPUT`, `recipient`, `slippage` when set), so a link shares them and a reload keeps them. Anything
 * malformed is left out (the panel's defaults apply); the panel checks the rest as if typed.
 */
export function readSwapQuery(query: URLSearchParams): Partial<SwapValue> {
  const from = side(query.get('from'))
  const to = side(query.get('to'))
  const amount = query.get('amount') ?? ''
  const recipient = query.get('recipient') ?? ''
  const slippage = query.get('slippage') ?? ''
  return {
    ...(from ? { originChainId: from.chainId, originCurrency: from.currency } : {}),
    ...(to ? { destinationChainId: to.chainId, destinationCurrency: to.currency } : {}),
    ...(/^[0-9.,\s]{1,40}$/.test(amount) ? { amount } : {}),
    ...(query.get('type') === 'EXACT_OUTPUT' ? { tradeType: 'EXACT_OUTPUT' as const } : {}),
    ...(/^[0-9A-Za-z.]{1,64}$/.test(recipient) ? { recipient } : {}),
    ...(/^[0-9.,]{1,8}$/.test(slippage) ? { slippage } : {}),
  }
}
