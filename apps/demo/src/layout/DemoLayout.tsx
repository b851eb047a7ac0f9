'use client'
import { useEffect, useState } from 'react'
import { demoPages } from '../demoPages'
import { BridgePage } from '../pages/BridgePage'
import { CheckoutPage } from '../pages/CheckoutPage'
import { HistoryPage } from '../pages/HistoryPage'
import { IntegratorPage } from '../pages/IntegratorPage'
import { StatusPage } from '../pages/StatusPage'
import { useDemoConfig } from '../useDemoConfig'
import { useHashRoute } from '../useHashRoute'
import { WalletPanel } from '../wallet/WalletPanel'
import type { DemoTheme } from './DemoTheme'
import { walletFocusId } from './walletFocusId'

const titles: Record<(typeof demoPages)[number], string> = {
  bridge: 'Bridge',
  checkout: 'Checkout',
  history: 'History',
  status: 'Status',
  integrator: 'Integrator',
}

/** Header (navigation, theme, backend), the wallet choice, and the page the hash names. */
export function DemoLayout() {
  const route = useHashRoute()
  const config = useDemoConfig()
  const [theme, setTheme] = useState<DemoTheme>('system')
  useEffect(() => {
    document.title = `${titles[route.page]} · crosspay demo`
  }, [route.page])
  return (
    <div className="demo" data-theme={theme}>
      <header className="demo-header">
        <strong className="demo-brand">crosspay demo</strong>
        <nav aria-label="Pages">
          {demoPages.map((page) => (
            <a key={page} href={`#/${page}`} aria-current={route.page === page ? 'page' : undefined}>
              {titles[page]}
            </a>
          ))}
        </nav>
        <label className="demo-theme">
          Theme{' '}
          <select value={theme} onChange={(event) => setTheme(event.target.value as DemoTheme)}>
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </header>
      <p className="demo-backend demo-muted">
        {config.data?.mode === 'upstream'
          ? 'Service: the deployment the server points at (CROSSPAY_UPSTREAM), through its proxy.'
          : 'Service: the simulator on two local anvil chains (Base 8453, OP Mainnet 10), through the server’s proxy.'}
      </p>
      <WalletPanel focusId={walletFocusId} />
      <main className="demo-main">
        <h1>{titles[route.page]}</h1>
        {route.page === 'bridge' ? <BridgePage theme={theme} /> : null}
        {route.page === 'checkout' ? (
          <CheckoutPage key={route.param ?? ''} orderId={route.param} theme={theme} />
        ) : null}
        {route.page === 'history' ? <HistoryPage theme={theme} /> : null}
        {route.page === 'status' ? (
          <StatusPage key={route.param ?? ''} requestId={route.param} theme={theme} />
        ) : null}
        {route.page === 'integrator' ? <IntegratorPage theme={theme} /> : null}
      </main>
    </div>
  )
}
