'use client'
import { lazy, Suspense, useEffect } from 'react'
import { demoPages } from '../demoPages'
import { useDemoConfig } from '../useDemoConfig'
import { useHashRoute } from '../useHashRoute'
import { useStoredState } from '../useStoredState'
import { WalletPanel } from '../wallet/WalletPanel'
import type { DemoTheme } from './DemoTheme'
import { FirstRunGuide } from './FirstRunGuide'
import { isDemoTheme } from './isDemoTheme'
import { walletFocusId } from './walletFocusId'

// One chunk per page: the bridge page loads the panel, not the checkout, the history, the status or the app balance.
const BridgePage = lazy(() => import('../pages/BridgePage').then((m) => ({ default: m.BridgePage })))
const CheckoutPage = lazy(() => import('../pages/CheckoutPage').then((m) => ({ default: m.CheckoutPage })))
const HistoryPage = lazy(() => import('../pages/HistoryPage').then((m) => ({ default: m.HistoryPage })))
const StatusPage = lazy(() => import('../pages/StatusPage').then((m) => ({ default: m.StatusPage })))
const IntegratorPage = lazy(() =>
  import('../pages/IntegratorPage').then((m) => ({ default: m.IntegratorPage })),
)

const titles: Record<(typeof demoPages)[number], string> = {
  bridge: 'Bridge',
  checkout: 'Checkout',
  history: 'History',
  status: 'Status',
  integrator: 'Integrator',
}

/**
 * Header (navigation, theme, backend), the first-run guide, the wallet choice, and the page the hash names (each
 * page its own chunk). The theme choice survives a reload.
 */
export function DemoLayout() {
  const route = useHashRoute()
  const config = useDemoConfig()
  const [theme, setTheme] = useStoredState<DemoTheme>('theme', 'system', isDemoTheme)
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
      <FirstRunGuide />
      <WalletPanel focusId={walletFocusId} />
      <main className="demo-main">
        <h1>{titles[route.page]}</h1>
        <Suspense fallback={<p className="demo-muted">Loading the page…</p>}>
          {route.page === 'bridge' ? <BridgePage theme={theme} query={route.query} /> : null}
          {route.page === 'checkout' ? (
            <CheckoutPage key={route.param ?? ''} orderId={route.param} theme={theme} />
          ) : null}
          {route.page === 'history' ? <HistoryPage theme={theme} /> : null}
          {route.page === 'status' ? (
            <StatusPage key={route.param ?? ''} requestId={route.param} theme={theme} />
          ) : null}
          {route.page === 'integrator' ? <IntegratorPage theme={theme} /> : null}
        </Suspense>
      </main>
    </div>
  )
}
