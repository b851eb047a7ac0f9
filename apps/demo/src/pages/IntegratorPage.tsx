'use client'
import { AppBalanceCard } from '@crosspay/widget'
import { FastFillForm } from '../integrator/FastFillForm'
import { PolicyForm } from '../integrator/PolicyForm'
import type { DemoTheme } from '../layout/DemoTheme'
import { useDemoConfig } from '../useDemoConfig'

/** Props of {@link IntegratorPage}. */
export type IntegratorPageProps = {
  /** The page's theme, passed on to the app-balance card. */
  theme: DemoTheme
  /** The language the demo's switch picked (`undefined`: the browser's), passed on to the app-balance card.*/
  locale?: string | undefined
}

/**
 * Integrator: the app balance (the widget's `AppBalanceCard`: balances, holds, a deposit from the connected wallet,
 * claims signed by the sponsorship wallet), the proxy's sponsorship policy (applied live on the server), and a
 * fast fill of any request id.
 */
export function IntegratorPage({ theme, locale }: IntegratorPageProps) {
  const config = useDemoConfig()
  const sponsorWallet = config.data?.sponsorWallet ?? undefined
  return (
    <div className="demo-grid">
      {config.isPending ? (
        <p className="demo-muted">Reading the server configuration…</p>
      ) : (
        <AppBalanceCard className="demo-app-balance" wallet={sponsorWallet} theme={theme} locale={locale} />
      )}
      <section className="demo-card" aria-labelledby="policy-heading">
        <h2 id="policy-heading">Sponsorship policy</h2>
        <p className="demo-muted">
          Decided by the server's proxy for every quote; the browser cannot change it per quote.
        </p>
        <PolicyForm />
      </section>
      <section className="demo-card" aria-labelledby="fast-fill-heading">
        <h2 id="fast-fill-heading">Fast fill</h2>
        <FastFillForm />
      </section>
    </div>
  )
}
