import type { QuoteChainInfo } from '../quote/validateQuoteParameters'
import { microToUsd } from '../utils/microToUsd'
import { usdToMicro } from '../utils/usdToMicro'
import { addFeeParts } from './addFeeParts'
import { allocateSponsorship } from './allocateSponsorship'
import { decideSponsorshipRules } from './decideSponsorshipRules'
import { emptyFeePart } from './emptyFeePart'
import { explainComponent } from './explainComponent'
import { explainRent } from './explainRent'
import { isComponentSelected } from './isComponentSelected'
import { listNotCovered } from './listNotCovered'
import { toFeePart } from './toFeePart'
import { toShare } from './toShare'
import type {
  RecordFeeComponent,
  SponsorshipDescription,
  SponsorshipQuote,
  SponsorshipQuoteParameters,
  SponsorshipShare,
} from './types'

/** Options of {@link describeSponsorship}. */
export type DescribeSponsorshipOptions = {
  /** Known chains (`GET /chains`), to tell SVM chains apart. Without them, base58 addresses mean SVM. */
  chains?: readonly QuoteChainInfo[] | undefined
  /**
   * Whether the request needs an associated token account (rent) on the destination. Defaults to: the
   * destination is SVM and its currency is not the native one (the service knows whether the account exists).
   */
  requiresRent?: boolean | undefined
  /**
   * The rent of the associated token account in USD, when known. The quote folds rent into `relayerGas`
   * and does not report it apart, so it is needed only when rent is sponsored without `execution`
   * (`sponsoredFeeComponents: ['rent']`); without it that rent counts as 0.
   */
  rentUsd?: string | number | undefined
}

/**
 * Applies the interface's ten sponsorship rules to a quote body and its quote response, and says per fee
 * component who pays what. Rules: (1) with `subsidizeFees` and fees within `maxSubsidizationAmount` the sponsor
 * pays them all; (2) above the cap it pays the cap and the user the remainder; (3) no cap without one; (4) it
 * covers destination fees (execution incl. gas top-up, swap, the service fee `relay`/`platform`), never origin
 * gas; (5) the sponsored cost is drawn from the app balance; (6) a request needing an associated token account
 * without `subsidizeRent` falls back to user-paid fees; (7) `subsidizeRent` without `subsidizeFees` sponsors no
 * rent; (8) `depositFeePayer` pays the fees and rent of the deposit transaction on an SVM origin (not the
 * destination's token account rent), independently, never from the app balance; (9) deposit-address requests
 * ignore `sponsoredFeeComponents`, and above the cap nothing is sponsored; (10) never covered: origin gas, app
 * fees, the first approval of a permit flow (reported when the quote's steps include an `approve` transaction).
 *
 * Under a cap, the sponsored amount covers the selected components in order: execution, platform, swap.
 * `sponsoredTotal` is what `fees.subsidized` should say; `matchesQuote` compares it with the quote's own figure.
 * Without chain info, a base58 address or currency marks a chain as SVM. Pure: no I/O.
 *
 * @example
 * const { fees, capHit, notCovered } = describeSponsorship(parameters, quote)
 * fees.relayerGas.payer // 'sponsor'
 */
export function describeSponsorship(
  parameters: SponsorshipQuoteParameters,
  quote: SponsorshipQuote,
  options: DescribeSponsorshipOptions = {},
): SponsorshipDescription {
  const rules = decideSponsorshipRules(parameters, options)
  const allocation = allocateSponsorship(parameters, quote, rules, options.rentUsd)
  const { split, totals, sponsored, capMicro, capHit, sponsoredMicro } = allocation
  const why = (c: RecordFeeComponent) => explainComponent(c, rules, allocation)
  const components = Object.fromEntries(
    (['execution', 'swap', 'platform', 'app'] as const).map((c) => [
      c,
      toShare(totals[c], sponsored[c], isComponentSelected(rules, c), why(c)),
    ]),
  ) as Record<RecordFeeComponent, SponsorshipShare>

  const feePayer =
    parameters.depositFeePayer !== undefined && rules.originSvm ? parameters.depositFeePayer : undefined
  const gasReason = feePayer
    ? 'Origin gas is paid by the depositFeePayer (SVM origin), not by the app balance (rule 8).'
    : 'Origin-chain gas is never sponsored: the user pays it (rules 4, 10).'
  const { fees } = quote
  const fee = {
    gas: toShare(
      toFeePart(fees.gas),
      emptyFeePart(),
      false,
      gasReason,
      feePayer ? 'depositFeePayer' : 'user',
    ),
    relayer: toShare(
      split ? addFeeParts(totals.execution, totals.platform) : totals.execution,
      split ? addFeeParts(sponsored.execution, sponsored.platform) : sponsored.execution,
      components.execution.selected || components.platform.selected || rules.rentSponsored,
      why('execution') === why('platform')
        ? why('execution')
        : `relayerGas: ${why('execution')} relayerService: ${why('platform')}`,
    ),
    relayerGas: components.execution,
    relayerService: split
      ? components.platform
      : toShare(emptyFeePart(), emptyFeePart(), components.platform.selected, why('platform')),
    app: components.app,
  }
  const rentReason = explainRent(parameters, rules)
  const notCovered = listNotCovered(parameters, quote, rules, allocation, {
    everything: why('execution'),
    originGas: gasReason,
    appFees: why('app'),
    rent: rentReason,
  })
  const quoted = fees.subsidized
    ? { amount: fees.subsidized.amount, amountUsd: fees.subsidized.amountUsd }
    : null
  const diff = quoted ? usdToMicro(quoted.amountUsd) - sponsoredMicro : 0n
  const usd = (micro: bigint) => ({ amount: micro.toString(), amountUsd: microToUsd(micro) })
  return {
    requested: rules.requested,
    active: sponsoredMicro > 0n,
    selectedComponents: rules.selectedComponents,
    cap: capMicro === null ? null : usd(capMicro),
    capHit,
    sponsoredTotal: usd(sponsoredMicro),
    userPaysTotal: usd(allocation.userPaysMicro),
    fees: fee,
    components,
    notCovered,
    rent: { required: rules.requiresRent, sponsored: rules.rentSponsored, reason: rentReason },
    depositFeePayer: feePayer ? { address: feePayer, paysOriginGas: true, drawsOnAppBalance: false } : null,
    depositAddress: rules.depositAddress,
    quoted,
    matchesQuote: quoted ? diff >= -1n && diff <= 1n : sponsoredMicro > 0n ? false : null,
  }
}
