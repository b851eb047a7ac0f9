// LI.FI's widget with its EVM provider (what connects it to the host's wagmi).
import { LiFiWidget } from '@lifi/widget'
import { EthereumProvider } from '@lifi/widget-provider-ethereum'
import { mount } from './host'

mount(<LiFiWidget integrator="bench" config={{ providers: [EthereumProvider()] }} />)
