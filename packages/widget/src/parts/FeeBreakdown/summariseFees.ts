import { formatDecimalAmount, parseTokenAmount } from '@crosspay/core'
import { cutDecimal } from '../format/cutDecimal'
import type { FeeRow } from './listFees'

/** What the summary line says of a quote's fees: the user's part and the sponsor's, as USD decimal strings. */
export type FeeSummary = {
  /** What the user pays in fees (origin gas included), or undefined when a fee the user pays has no USD value. */
  userPaysUsd: string | undefined
  /** What a sponsor pays, or undefined when nothing is sponsored. */
  sponsoredUsd: string | undefined
}

/** USD decimal strings are added exactly, as integers of this many fraction digits (never through floats). */
const usdDigits = 18

const toUnits = (usd: string | undefined): bigint | undefined => {
  const cut = usd === undefined ? undefined : cutDecimal(usd, usdDigits)
  return cut === undefined || cut.startsWith('-') ? undefined : parseTokenAmount(cut, usdDigits)
}

/**
 * The fee rows of {@link listFees} in two sums: what the user pays (every row the user pays all or part of; the SVM
 * deposit fee payer's origin gas is not the user's) and what the sponsor pays (the sponsored rows' whole fee less
 * the user's part). Exact decimal arithmetic; a user-paid fee without a USD value makes the user's sum unknown
 * rather than too low.
 */
export function summariseFees(rows: readonly FeeRow[]): FeeSummary {
  let user: bigint | undefined = 0n
  let sponsored = 0n
  for (const row of rows) {
    if (row.payer === 'depositFeePayer') continue
    if (row.payer === 'sponsor' || row.payer === 'split') {
      const whole = toUnits(row.amountUsd) ?? 0n
      const part = toUnits(row.userPays.amountUsd) ?? 0n
      sponsored += whole > part ? whole - part : 0n
    }
    if (row.payer === 'sponsor') continue
    const part = toUnits(row.userPays.amountUsd)
    user = user === undefined || part === undefined ? undefined : user + part
  }
  return {
    userPaysUsd: user === undefined ? undefined : formatDecimalAmount(user, usdDigits),
    sponsoredUsd: sponsored > 0n ? formatDecimalAmount(sponsored, usdDigits) : undefined,
  }
}
