import type { Quote } from '@crosspay/core'

/** One row of the fee breakdown: a quote fee component with its amount and USD value. */
export type FeeRow = {
  component: 'gas' | 'relayerGas' | 'relayerService' | 'app'
  /** Smallest units of `symbol`. */
  amount: string
  decimals: number
  symbol: string
  amountUsd: string | undefined
}

/** What the breakdown warns about. */
export type FeeWarnings = { highImpact: string | undefined; highFees: string | undefined }

const components = ['gas', 'relayerGas', 'relayerService', 'app'] as const

/** Price impact worse than this (percent, negative) is warned about. */
export const highImpactPercent = -3
/** Fees (what is taken on the way, origin gas excluded) above this share of the amount in are warned about. */
export const highFeesPercent = 5

/**
 * The quote's fee components that cost something (origin gas, destination gas, service, app), and the warnings: a
 * price impact of the swap worse than 3 %, or fees above 5 % of what is sent (USD figures of the quote; read as
 * numbers only for these thresholds, never for amounts shown).
 */
export function listFees(quote: Quote): { rows: FeeRow[]; warnings: FeeWarnings } {
  const fees = quote.fees ?? {}
  const rows: FeeRow[] = []
  for (const component of components) {
    const fee = fees[component]
    if (!fee || !/[1-9]/.test(fee.amount)) continue
    rows.push({
      component,
      amount: fee.amount,
      decimals: fee.currency.decimals,
      symbol: fee.currency.symbol,
      amountUsd: fee.amountUsd,
    })
  }
  const impact = quote.details?.swapImpact?.percent
  const highImpact = impact !== undefined && Number(impact) < highImpactPercent ? `${impact}%` : undefined
  const inUsd = Number(quote.details?.currencyIn?.amountUsd ?? 0)
  const taken = rows
    .filter((r) => r.component !== 'gas')
    .reduce((sum, r) => sum + Number(r.amountUsd ?? 0), 0)
  const share = inUsd > 0 ? (taken / inUsd) * 100 : 0
  const highFees = share > highFeesPercent ? `${share.toFixed(1)}%` : undefined
  return { rows, warnings: { highImpact, highFees } }
}
