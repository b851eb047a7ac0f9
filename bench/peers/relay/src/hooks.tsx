// The relay kit's hooks as a headless integrator uses them: useQuote and useRelayChains, on the SDK's client.
import { useQuote, useRelayChains } from '@relayprotocol/relay-kit-hooks'
import { createClient } from '@relayprotocol/relay-sdk'
import { mount } from './host'

const client = createClient({ baseApiUrl: '/api/relay' })

function Hooks() {
  const chains = useRelayChains('/api/relay')
  const quote = useQuote(client, undefined, {
    user: '0x000000000000000000000000000000000000dEaD',
    originChainId: 8453,
    destinationChainId: 10,
    originCurrency: '0x0000000000000000000000000000000000000000',
    destinationCurrency: '0x0000000000000000000000000000000000000000',
    amount: '10000000000000000',
    tradeType: 'EXACT_INPUT',
  })
  return <p>{[chains.chains?.length, quote.data?.details?.timeEstimate].join()}</p>
}

mount(<Hooks />)
