'use client'
import { WidgetRoot, type WidgetRootProps } from '../root/WidgetRoot'
import { AppBalanceCardBody, type AppBalanceCardBodyProps } from './AppBalanceCardBody'

/** Props of {@link AppBalanceCard}. */
export type AppBalanceCardProps = {
  /** The sponsorship wallet linked to the app's API key (its app balance is shown). Undefined: none is linked. */
  wallet?: AppBalanceCardBodyProps['wallet']
  /** How often the balance refreshes, ms. Defaults to 15 000; `false`: only after deposits and claims. */
  refetchInterval?: AppBalanceCardBodyProps['refetchInterval']
  /** Called once a deposit is credited to the app balance: its hash, currency (on 8453) and amount. */
  onDeposit?: AppBalanceCardBodyProps['onDeposit']
  /** Called once a claim is paid out: what was claimed, the signed message and the payout's `txHash`. */
  onClaim?: AppBalanceCardBodyProps['onClaim']
  /** Called when a deposit or a claim fails (declined in the wallet, refused by the service, …). */
  onError?: AppBalanceCardBodyProps['onError']
  /** `light`, `dark` or `system`. Defaults to `system`. */
  theme?: WidgetRootProps['theme']
  /** Overrides of the default messages (the `appBalance` group holds this card's). */
  messages?: WidgetRootProps['messages']
  /** Locale for numbers (`Intl`). Defaults to the host's. */
  locale?: WidgetRootProps['locale']
  /** Extra class on the root. */
  className?: WidgetRootProps['className']
}

/**
 * An integrator's app balance, in one card: each currency's balance (amount, USD, what is claimable now), the total,
 * what fast fills hold and what is available, whether fast fills are ready; a deposit from the connected wallet on
 * chain 8453; and a claim of app fees (currency, amount, recipient) signed by the sponsorship wallet, with its
 * progress and the payout's explorer link. Inside the host's `WagmiProvider`, `QueryClientProvider` and
 * `CrosspayProvider`; state on `data-state`, progress announced (`aria-live`).
 *
 * @example
 * <AppBalanceCard wallet={sponsorWallet} theme="dark" onClaim={({ txHash }) => toast(txHash)} />
 */
export function AppBalanceCard({ theme, messages, locale, className, ...body }: AppBalanceCardProps) {
  return (
    <WidgetRoot theme={theme} messages={messages} locale={locale} className={className}>
      <AppBalanceCardBody {...body} />
    </WidgetRoot>
  )
}
