// Core's hooks as a headless integrator uses them: provider, client, useChains, useQuote, useRequestStatus.
import { CrosspayProvider, createClient, useChains, useQuote, useRequestStatus } from '@crosspay/core'
import { mount } from './host'

function Hooks() {
  const chains = useChains()
  const quote = useQuote({ originChainId: 8453, destinationChainId: 10, amount: '1' })
  const status = useRequestStatus({ requestId: quote.data?.steps[0]?.requestId })
  return <p>{[chains.data?.length, quote.data?.details?.timeEstimate, status.data?.status].join()}</p>
}

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <Hooks />
  </CrosspayProvider>,
)
