'use client'
import { WidgetRoot } from '../root/WidgetRoot'
import { SwapPanelBody } from './SwapPanelBody'
import type { SwapPanelProps } from './SwapPanelProps'

/**
 * The bridge and swap panel: origin and destination pickers (searchable, keyboard-driven, the wallet's balances,
 * disabled chains shown with the reason), the amount (what people type and paste; max keeps gas for a native
 * currency), recipient and slippage, the live quote with its summary, fees and sponsorship (only what the quote
 * confirms), and the execution with the host's wallet (`useExecuteQuote`): each step, explorer links, the status to
 * the end, refunds and failures explained; an unfinished transfer is offered for resume.
 *
 * Render it inside the host's `WagmiProvider`, `QueryClientProvider` and `CrosspayProvider`, and import
 * `@crosspay/widget/styles.css` once.
 *
 * @example
 * <SwapPanel defaultOriginChainId={8453} defaultDestinationChainId={10} onConnectWallet={openConnectModal} />
 */
export function SwapPanel({ theme, messages, locale, className, ...props }: SwapPanelProps) {
  return (
    <WidgetRoot theme={theme} messages={messages} locale={locale} className={className}>
      <div className="cp-panel">
        <SwapPanelBody {...props} />
      </div>
    </WidgetRoot>
  )
}
