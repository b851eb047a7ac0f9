'use client'
import type { Chain, ClaimableBalance } from '@crosspay/core'
import { useContext } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { formatUsd } from '../parts/format/formatUsd'
import { TokenChainIcon } from '../parts/TokenChainIcon/TokenChainIcon'
import { findTokenLogo, type TokenLists } from '../parts/TokenIcon/findTokenLogo'
import { WidgetContext } from '../root/WidgetContext'
import { chainLabel } from './chainLabel'

/** Props of {@link BalanceList}. */
export type BalanceListProps = {
  /** Each currency's balance line and what is claimable of it now (`useAppBalance().claimable`). */
  lines: ClaimableBalance[]
  /** Chain records (`useChains().data`), for the chains' names, logos and their tokens' logos. */
  chains?:
    | readonly ({ id: number; name: string; displayName: string } & TokenLists &
        Pick<Partial<Chain>, 'iconUrl'>)[]
    | undefined
}

/**
 * The app balance per currency: the token, its chain, the exact amount with its symbol, its USD value and what can
 * be claimed of it now (less than the balance while fast-fill holds stand). `data-state` on each line: `claimable`,
 * `partly-claimable` or `held`.
 */
export function BalanceList({ lines, chains }: BalanceListProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.appBalance
  return (
    <ul className="cp-app-balance__list" aria-label={m.balances}>
      {lines.map(({ balance, claimable }) => {
        const { currency } = balance
        const symbol = currency.symbol
        const decimals = currency.decimals
        const held = BigInt(/^[0-9]+$/.test(balance.amount) ? balance.amount : '0')
        const state = claimable === held ? 'claimable' : claimable > 0n ? 'partly-claimable' : 'held'
        return (
          <li
            key={`${currency.chainId}:${currency.address}`}
            className="cp-app-balance__line"
            data-state={state}
            data-currency={`${currency.chainId}:${currency.address}`}
          >
            {/* The balance's currency carries no logo: the chain record's token (and the chain's badge) supply it. */}
            <TokenChainIcon
              symbol={symbol}
              logoURI={
                (currency.metadata as { logoURI?: string } | undefined)?.logoURI ??
                findTokenLogo(
                  chains?.find((c) => c.id === currency.chainId),
                  currency.address,
                )
              }
              chain={chains?.find((c) => c.id === currency.chainId) as Chain | undefined}
              size={28}
            />
            <span className="cp-app-balance__token">
              <span className="cp-app-balance__symbol">{symbol}</span>
              <span className="cp-app-balance__chain">{m.onChain(chainLabel(chains, currency.chainId))}</span>
            </span>
            <span className="cp-app-balance__figures">
              <span className="cp-app-balance__amount">
                <Amount value={held} decimals={decimals} symbol={symbol} />
              </span>
              <span className="cp-app-balance__usd">
                {balance.amountUsd !== undefined ? formatUsd(balance.amountUsd, locale) : null}
              </span>
              <span className="cp-app-balance__claimable">
                {m.claimableColumn}: <Amount value={claimable} decimals={decimals} symbol={symbol} />
              </span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
