import { createClient, useQuote, useRequestStatus } from '@crosspay/core'
export const client = createClient({ baseUrl: '/api/crosspay' }) // your proxy: the API key stays on your server
const [eth, amount] = ['0x0000000000000000000000000000000000000000', '10000000000000000'] // 0.01 ETH
const route = { originChainId: 8453, destinationChainId: 10, originCurrency: eth, destinationCurrency: eth }
// sentId: the quote's steps[0].requestId once the wallet has sent its steps (quotes refresh until then)
export function Pay({ user, sentId }: { user: `0x${string}`; sentId?: string }) {
  const quote = useQuote({ ...route, user, amount, tradeType: 'EXACT_INPUT', query: { enabled: !sentId } })
  const status = useRequestStatus({ requestId: sentId })
  return <p>{quote.error?.shortMessage ?? status.data?.status ?? quote.data?.details?.currencyOut?.amount}</p>
}
