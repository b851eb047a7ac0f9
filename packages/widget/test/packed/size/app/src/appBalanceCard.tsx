// `AppBalanceCard` as an integrator adds it: the component, CrosspayProvider, createClient and the stylesheet.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { AppBalanceCard } from '@crosspay/widget'
import '@crosspay/widget/styles.css'
import { mount } from './host'

mount(
  <CrosspayProvider client={createClient({ baseUrl: '/api/crosspay' })}>
    <AppBalanceCard />
  </CrosspayProvider>,
)
