import { usdToMicro } from '../utils/usdToMicro'
import { emptyFeePart } from './emptyFeePart'
import { isComponentSelected } from './isComponentSelected'
import { swapFeePart } from './swapFeePart'
import { toFeePart } from './toFeePart'
import type {
  FeePart,
  RecordFeeComponent,
  SponsorshipAllocation,
  SponsorshipQuote,
  SponsorshipQuoteParameters,
  SponsorshipRules,
} from './types'

/** The components a sponsor may cover, in the order a cap covers them: destination gas, service fee, swap. */
const coverable = ['execution', 'platform', 'swap'] as const

/**
 * The fee totals and who pays what (rules 1–4, 9): with sponsorship, the sponsor pays the selected destination
 * fees (never origin gas or app fees); within `maxSubsidizationAmount` all of them (rule 1), above it up to the
 * cap, covering execution, then platform, then swap (rule 2), or nothing on a deposit-address request (rule 9);
 * without a cap, all (rule 3). Sponsored rent without `execution` covers just the rent inside relayerGas.
 */
export function allocateSponsorship(
  parameters: SponsorshipQuoteParameters,
  quote: SponsorshipQuote,
  rules: SponsorshipRules,
  rentUsd: string | number | undefined,
): SponsorshipAllocation {
  const { fees } = quote
  const split = fees.relayerGas != null || fees.relayerService != null
  const totals: Record<RecordFeeComponent, FeePart> = {
    execution: toFeePart(split ? fees.relayerGas : fees.relayer),
    swap: swapFeePart(quote.details),
    platform: toFeePart(split ? fees.relayerService : undefined),
    app: toFeePart(fees.app),
  }
  // Rent is part of relayerGas (execution): sponsored rent without `execution` covers just the rent.
  const rentMicro = rules.rentSponsored ? usdToMicro(rentUsd) : 0n
  const wanted = (c: RecordFeeComponent): bigint => {
    const total = totals[c].micro
    if (!rules.eligible || total <= 0n) return 0n
    if (isComponentSelected(rules, c)) return total
    return c === 'execution' && rentMicro > 0n ? (rentMicro < total ? rentMicro : total) : 0n
  }
  const coverableMicro = coverable.reduce((sum, c) => sum + wanted(c), 0n)
  const capMicro =
    parameters.maxSubsidizationAmount !== undefined && /^[0-9]+$/.test(parameters.maxSubsidizationAmount)
      ? BigInt(parameters.maxSubsidizationAmount)
      : null
  const capHit = rules.eligible && capMicro !== null && coverableMicro > capMicro
  const sponsoredMicro = !rules.eligible
    ? 0n
    : !capHit
      ? coverableMicro
      : rules.depositAddress
        ? 0n
        : capMicro!

  const sponsored: Record<RecordFeeComponent, FeePart> = {
    execution: emptyFeePart(),
    swap: emptyFeePart(),
    platform: emptyFeePart(),
    app: emptyFeePart(),
  }
  let left = sponsoredMicro
  for (const c of coverable) {
    const t = totals[c]
    const want = wanted(c)
    if (want <= 0n) continue
    const micro = left < want ? left : want
    left -= micro
    sponsored[c] = { micro, amount: micro === t.micro ? t.amount : (t.amount * micro) / t.micro }
  }
  const userPaysMicro = coverable.reduce((sum, c) => sum + totals[c].micro, 0n) - sponsoredMicro
  return { split, totals, sponsored, capMicro, capHit, sponsoredMicro, userPaysMicro, rentMicro }
}
