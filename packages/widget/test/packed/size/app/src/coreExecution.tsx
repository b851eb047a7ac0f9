// Core's hooks plus the executor's hook (`@crosspay/core/execution`).
import { CrosspayProvider, createClient, useChains, useQuote, useRequestStatus } from '@crosspay/core'
import { useExecuteQuote } from '@crosspay/core/execution'
import { mount } from './host'

function Hooks() {
  const chains = useChains()
  const quote = useQuote({ originChainId: 8453, destinationChainId: 10, amount: '1' })
  const status = useRequestStatus({ requestId: quote.data?.steps[0]?.requestId })
  const execution = useExecuteQuote()
  return (
    <button
      type="button"
      onClick={() =>
        quote.data && quote.dataParameters && execution.execute(quote.data, quote.dataParameters)
      }
    >
      {[chains.data?.length, status.data?.status, execution.progress?.status].join()}
    </button>
  )
}

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <Hooks />
  </CrosspayProvider>,
)
