// `CheckoutPanel` as an integrator adds it: the component, CrosspayProvider, createClient and the stylesheet.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { CheckoutPanel } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { mount } from './host'

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <CheckoutPanel
      recipient="0x000000000000000000000000000000000000dEaD"
      chainId={8453}
      currency="0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
      amount="25000000"
      reference="order-1"
    />
  </CrosspayProvider>,
)
