// The relay kit's SwapWidget as its docs add it: RelayKitProvider, the widget, its stylesheet.
import { RelayKitProvider, SwapWidget } from '@relayprotocol/relay-kit-ui'
import '@relayprotocol/relay-kit-ui/styles.css'
import { convertViemChainToRelayChain } from '@relayprotocol/relay-sdk'
import { base, optimism } from 'viem/chains'
import { mount } from './host'

mount(
  <RelayKitProvider
    options={{ appName: 'bench', chains: [base, optimism].map(convertViemChainToRelayChain) }}
  >
    <SwapWidget supportedWalletVMs={['evm']} onConnectWallet={() => {}} />
  </RelayKitProvider>,
)
