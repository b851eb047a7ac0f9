import type { Quote } from '@crosspay/core'
import type { SponsorshipDescription, SponsorshipPayer } from '@crosspay/core/sponsorship'

/** One row of the fee breakdown: a quote fee component with its amount, USD value and who pays it. */
export type FeeRow = {
  component: 'gas' | 'relayerGas' | 'relayerService' | 'app'
  /** Smallest units of `symbol`: the whole fee. */
  amount: string
  decimals: number
  symbol: string
  amountUsd: string | undefined
  /** Who pays it, as `describeSponsorship` says (`user` without sponsorship). */
  payer: SponsorshipPayer
  /** What the user pays of it (smallest units and USD): the whole fee unless sponsored. */
  userPays: { amount: string; amountUsd: string | undefined }
}

/** What the breakdown warns about: percentages as decimal strings (`'-4.20'`, `'7.3'`), formatted by the view. */
export type FeeWarnings = { highImpact: string | undefined; highFees: string | undefined }

const components = ['gas', 'relayerGas', 'relayerService', 'app'] as const

/** Price impact worse than this (percent, negative) is warned about. */
export const highImpactPercent = -3
/** Fees (what is taken on the way, origin gas excluded) above this share of the amount in are warned about. */
export const highFeesPercent = 5

/**
 * The quote's fee components that cost something (origin gas, destination gas, service, app), each with who pays
 * it and what the user pays of it under `sponsorship` (the `describeSponsorship` of this quote, given only when the
 * quote confirms it), and the warnings: a price impact of the swap worse than 3 %, or fees the user pays above 5 %
 * of what is sent (USD figures of the quote; read as numbers only for these thresholds, never for amounts shown).
 */
export function listFees(
  quote: Quote,
  sponsorship?: SponsorshipDescription | undefined,
): { rows: FeeRow[]; warnings: FeeWarnings } {
  const fees = quote.fees ?? {}
  const rows: FeeRow[] = []
  for (const component of components) {
    const fee = fees[component]
    if (!fee || !/[1-9]/.test(fee.amount)) continue
    const share = sponsorship?.fees[component]
    const payer = share?.payer ?? 'user'
    const sponsored = payer === 'sponsor' || payer === 'split'
    rows.push({
      component,
      amount: fee.amount,
      decimals: fee.currency.decimals,
      symbol: fee.currency.symbol,
      amountUsd: fee.amountUsd,
      payer,
      userPays:
        sponsored && share
          ? { amount: share.userPays.amount, amountUsd: share.userPays.amountUsd }
          : { amount: fee.amount, amountUsd: fee.amountUsd },
    })
  }
  const impact = quote.details?.swapImpact?.percent
  const highImpact = impact !== undefined && Number(impact) < highImpactPercent ? impact : undefined
  const inUsd = Number(quote.details?.currencyIn?.amountUsd ?? 0)
  const taken = rows
    .filter((r) => r.component !== 'gas')
    .reduce((sum, r) => sum + Number(r.userPays.amountUsd ?? 0), 0)
  const share = inUsd > 0 ? (taken / inUsd) * 100 : 0
  const highFees = share > highFeesPercent ? share.toFixed(1) : undefined
  return { rows, warnings: { highImpact, highFees } }
}
