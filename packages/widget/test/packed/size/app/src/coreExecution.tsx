// Core's hooks plus the executor's hook (`@crosspay/core/execution`).
import { CrosspayProvider, createClient, useChains, useQuote, useRequestStatus } from '@crosspay/core'
import { useExecuteQuote } from '@crosspay/core/execution'
import { mount } from './host'

const parameters = {
  user: '0x000000000000000000000000000000000000dEaD',
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: '0x0000000000000000000000000000000000000000',
  destinationCurrency: '0x0000000000000000000000000000000000000000',
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
} as const

function Hooks() {
  const chains = useChains()
  const quote = useQuote(parameters)
  const status = useRequestStatus({ requestId: quote.data?.steps[0]?.requestId })
  const execution = useExecuteQuote()
  return (
    <button type="button" onClick={() => quote.data && execution.execute(quote.data, parameters)}>
      {[chains.data?.length, status.data?.status, execution.progress?.status].join()}
    </button>
  )
}

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <Hooks />
  </CrosspayProvider>,
)
