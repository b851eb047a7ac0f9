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
import { LanguageSelect } from './LanguageSelect'
import { ThemeToggle } from './ThemeToggle'
import { walletFocusId } from './walletFocusId'

// One chunk per page: the bridge page loads the panel, not the checkout, the history, the status or the app balance.
const BridgePage = lazy(() => import('../pages/BridgePage').then((m) => ({ default: m.BridgePage })))
const CheckoutPage = lazy(() => import('../pages/CheckoutPage').then((m) => ({ default: m.CheckoutPage })))
const HistoryPage = lazy(() => import('../pages/HistoryPage').then((m) => ({ default: m.HistoryPage })))
const StatusPage = lazy(() => import('../pages/StatusPage').then((m) => ({ default: m.StatusPage })))
const IntegratorPage = lazy(() =>
  import('../pages/IntegratorPage').then((m) => ({ default: m.IntegratorPage })),
)

/** A stored language: empty (the browser's) or a BCP 47 tag. */
const isLanguage = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z-]{0,16}$/.test(value)

const titles: Record<(typeof demoPages)[number], string> = {
  bridge: 'Bridge',
  checkout: 'Checkout',
  history: 'History',
  status: 'Status',
  integrator: 'Integrator',
}

/**
 * Header (navigation, theme toggle, backend), the page the hash names (each page its own chunk), and beside it (below
 * it on a phone) the first-run guide and the wallet choice. The theme and language choices survive a reload.
 */
export function DemoLayout() {
  const route = useHashRoute()
  const config = useDemoConfig()
  const [theme, setTheme] = useStoredState<DemoTheme>('theme', 'system', isDemoTheme)
  const [language, setLanguage] = useStoredState<string>('locale', '', isLanguage)
  const locale = language || undefined
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
        <LanguageSelect locale={language} onChange={setLanguage} />
        <ThemeToggle theme={theme} onChange={setTheme} />
      </header>
      <p className="demo-backend demo-muted">
        {config.data?.mode === 'upstream'
          ? 'Service: the deployment the server points at (CROSSPAY_UPSTREAM), through its proxy.'
          : 'Service: the simulator on two local anvil chains (Base 8453, OP Mainnet 10) and a local Solana chain (LiteSVM), through the server’s proxy.'}
      </p>
      {/* Bridge: the panel first (at the top on a phone), the guide and the wallet beside it or below; the other
          pages keep them above, full width. */}
      <div className="demo-body" data-page={route.page}>
        <main className="demo-main" data-page={route.page}>
          <h1>{titles[route.page]}</h1>
          <Suspense fallback={<p className="demo-muted">Loading the page…</p>}>
            {/* A new link (a hash change: another route or amount) remounts the panel on it; the panel's own
                edits replace the hash without a hash change, so they never remount it. */}
            {route.page === 'bridge' ? (
              <BridgePage key={route.query.toString()} theme={theme} locale={locale} query={route.query} />
            ) : null}
            {route.page === 'checkout' ? (
              <CheckoutPage key={route.param ?? ''} orderId={route.param} theme={theme} locale={locale} />
            ) : null}
            {route.page === 'history' ? <HistoryPage theme={theme} locale={locale} /> : null}
            {route.page === 'status' ? (
              <StatusPage key={route.param ?? ''} requestId={route.param} theme={theme} locale={locale} />
            ) : null}
            {route.page === 'integrator' ? <IntegratorPage theme={theme} locale={locale} /> : null}
          </Suspense>
        </main>
        <div className="demo-side">
          <FirstRunGuide />
          <WalletPanel focusId={walletFocusId} />
        </div>
      </div>
    </div>
  )
}
