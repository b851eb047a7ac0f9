'use client'
import { SwapPanel } from '@crosspay/widget'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isRequestIdList } from '../bridge/isRequestIdList'
import { readSwapQuery } from '../bridge/readSwapQuery'
import { writeSwapQuery } from '../bridge/writeSwapQuery'
import { useDemoPolicy } from '../integrator/useDemoPolicy'
import type { DemoTheme } from '../layout/DemoTheme'
import { walletFocusId } from '../layout/walletFocusId'
import { useStoredState } from '../useStoredState'

/** ETH on both local chains. */
const nativeCurrency = '0x0000000000000000000000000000000000000000'
/** Pay without gas when the account lacks it (the default `submit`: `POST /execute` through this server's proxy). */
const gasless = {}

/** Props of {@link BridgePage}. */
export type BridgePageProps = {
  /** The page's theme, passed on to the panel. */
  theme: DemoTheme
  /** The language the demo's switch picked (`undefined`: the browser's), passed on to the panel.*/
  locale?: string | undefined
  /** The query of the page's address: the route and amount to start with (`readSwapQuery`). */
  query: URLSearchParams
}

/** How many of the requests started here the page remembers. */
const remembered = 20

/**
 * Bridge: the widget's `SwapPanel` from Base (local) to OP Mainnet (local) with the wallet chosen above. The
 * panel asks for the sponsorship the server's policy grants (the proxy decides either way), so its notice says
 * what the quote confirms; the requests it starts link to their status page. The route and amount live in the
 * address (a reload keeps them, a link shares them); the requests started here survive a reload.
 */
export function BridgePage({ theme, locale, query }: BridgePageProps) {
  const { policy } = useDemoPolicy()
  const queryClient = useQueryClient()
  // The wallet's balances (wagmi's `useBalance` above the panel) changed with the transfer.
  const refreshBalances = () => void queryClient.invalidateQueries({ queryKey: ['balance'] })
  const [requestIds, setRequestIds] = useStoredState<string[]>('started', [], isRequestIdList)
  const [defaultValue] = useState(() => readSwapQuery(query))
  const granted = policy.data?.subsidizeFees
    ? {
        subsidizeFees: true,
        maxSubsidizationAmount: policy.data.maxSubsidizationAmount,
        subsidizeRent: policy.data.subsidizeRent,
        ...(policy.data.sponsoredFeeComponents
          ? { sponsoredFeeComponents: policy.data.sponsoredFeeComponents }
          : {}),
      }
    : undefined
  return (
    <div className="demo-bridge">
      <SwapPanel
        theme={theme}
        locale={locale}
        defaultOriginChainId={8453}
        defaultDestinationChainId={10}
        defaultOriginCurrency={nativeCurrency}
        defaultDestinationCurrency={nativeCurrency}
        defaultValue={defaultValue}
        onValueChange={(value) => {
          const search = writeSwapQuery(value).toString()
          window.history.replaceState(null, '', `#/bridge${search ? `?${search}` : ''}`)
        }}
        sponsorship={granted}
        sponsorName="The crosspay demo"
        // An account short of ETH that can sign the EIP-7702 upgrade (the no-gas development account) pays without gas,
        // through this server's proxy (proxyRoutes.gasless).
        gasless={gasless}
        onConnectWallet={() => document.getElementById(walletFocusId)?.focus()}
        onSuccess={refreshBalances}
        onError={refreshBalances}
        onExecutionProgress={(progress) =>
          setRequestIds((ids) =>
            progress.requestId && !ids.includes(progress.requestId)
              ? [progress.requestId, ...ids].slice(0, remembered)
              : ids,
          )
        }
      />
      {requestIds.length > 0 ? (
        <section className="demo-card" aria-labelledby="started-heading">
          <h2 id="started-heading">Requests started here</h2>
          <ul className="demo-links">
            {requestIds.map((id) => (
              <li key={id}>
                <a href={`#/status/${id}`}>{id}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
