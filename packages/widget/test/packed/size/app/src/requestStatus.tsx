// `RequestStatus` as an integrator adds it: the component, CrosspayProvider, createClient and the stylesheet.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { RequestStatus } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { mount } from './host'

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <RequestStatus requestId="0x01" />
  </CrosspayProvider>,
)
