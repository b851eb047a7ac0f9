'use client'
import { AppBalanceDeposit } from '../integrator/AppBalanceDeposit'
import { FastFillForm } from '../integrator/FastFillForm'
import { PolicyForm } from '../integrator/PolicyForm'
import { UnwiredSlot } from '../layout/UnwiredSlot'
import { useDemoConfig } from '../useDemoConfig'

/**
 * Integrator: the app balance (the widget's `AppBalanceCard`) and a deposit into it, the proxy's sponsorship
 * policy (applied live on the server), and a fast fill of any request id.
 */
export function IntegratorPage() {
  const config = useDemoConfig()
  const sponsorWallet = config.data?.sponsorWallet ?? undefined
  return (
    <div className="demo-grid">
      <section className="demo-card" aria-labelledby="app-balance-heading">
        <h2 id="app-balance-heading">App balance</h2>
        <UnwiredSlot
          component="AppBalanceCard"
          purpose="The balance per currency, holds and what can be claimed, for the sponsorship wallet."
        />
        {sponsorWallet ? (
          <AppBalanceDeposit sponsorWallet={sponsorWallet} />
        ) : (
          <p className="demo-muted">
            {config.isPending
              ? 'Reading the server configuration…'
              : 'No sponsorship wallet is known: set CROSSPAY_SPONSOR_WALLET on the server.'}
          </p>
        )}
      </section>
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
