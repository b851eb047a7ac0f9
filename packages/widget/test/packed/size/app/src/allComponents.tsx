// Every component of the widget on one page (add the checkout here once it exists), with the stylesheet.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { AppBalanceCard, RequestHistory, RequestStatus, SwapPanel } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { mount } from './host'

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <SwapPanel />
    <RequestHistory />
    <RequestStatus requestId="0x01" />
    <AppBalanceCard />
  </CrosspayProvider>,
)
