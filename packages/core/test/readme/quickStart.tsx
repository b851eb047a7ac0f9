import { createClient, useQuote, useRequestStatus } from '@crosspay/core'

export const client = createClient({ baseUrl: '/api/crosspay' }) // your proxy: the API key stays on your server
const eth = '0x0000000000000000000000000000000000000000'
const bridge = { originChainId: 8453, destinationChainId: 10, originCurrency: eth, destinationCurrency: eth }

export function Pay({ user }: { user: `0x${string}` }) {
  const quote = useQuote({ ...bridge, user, amount: '10000000000000000', tradeType: 'EXACT_INPUT' })
  const status = useRequestStatus(quote.data?.steps[0]?.requestId)
  return <p>{quote.error?.message ?? status.data?.status ?? 'quoting…'}</p>
}
// Render <Pay user={address} /> inside <CrosspayProvider client={client}> and your QueryClientProvider.
