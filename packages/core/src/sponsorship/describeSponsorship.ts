import { isAddressFor } from '../quote/isAddressFor'
import type { SponsoredFeeComponent } from '../quote/QuoteParameters'
import type { QuoteChainInfo } from '../quote/validateQuoteParameters'
import { microToUsd } from '../utils/microToUsd'
import { usdToMicro } from '../utils/usdToMicro'
import type {
  RecordFeeComponent,
  SponsorshipAmount,
  SponsorshipDescription,
  SponsorshipExclusion,
  SponsorshipFee,
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

const svmNative = '11111111111111111111111111111111'
const coverable = ['execution', 'platform', 'swap'] as const
const selector: Record<RecordFeeComponent, SponsoredFeeComponent> = {
  execution: 'execution',
  swap: 'swap',
  platform: 'relay',
  app: 'app',
}
type Part = { amount: bigint; micro: bigint }
const part = (fee: SponsorshipFee | null | undefined): Part => ({
  amount: /^[0-9]+$/.test(fee?.amount ?? '') ? BigInt(fee!.amount) : 0n,
  micro: usdToMicro(fee?.amountUsd),
})
const amountOf = (p: Part): SponsorshipAmount => ({
  amount: p.amount.toString(),
  amountUsd: microToUsd(p.micro),
})

function share(
  total: Part,
  sponsored: Part,
  selected: boolean,
  reason: string,
  payer?: SponsorshipShare['payer'],
) {
  const user = { amount: total.amount - sponsored.amount, micro: total.micro - sponsored.micro }
  return {
    selected,
    total: amountOf(total),
    sponsored: amountOf(sponsored),
    userPays: amountOf(user),
    payer:
      payer ??
      (sponsored.micro === 0n && sponsored.amount === 0n ? 'user' : user.micro > 0n ? 'split' : 'sponsor'),
    reason,
  } satisfies SponsorshipShare
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
  const vm = (id: number, ...addresses: (string | undefined)[]) =>
    options.chains?.find((c) => c.id === id)?.vmType ??
    (addresses.some((a) => a !== undefined && isAddressFor(a, 'svm')) ? 'svm' : undefined)
  const originSvm = vm(parameters.originChainId, parameters.user, parameters.originCurrency) === 'svm'
  const destinationSvm = vm(parameters.destinationChainId, parameters.destinationCurrency) === 'svm'
  const requested = parameters.subsidizeFees === true
  const depositAddress = parameters.useDepositAddress === true
  const explicit = !depositAddress && parameters.sponsoredFeeComponents !== undefined
  const selectedComponents: SponsoredFeeComponent[] = explicit
    ? [...parameters.sponsoredFeeComponents!]
    : ['execution', 'swap', 'relay', ...(parameters.subsidizeRent === true ? (['rent'] as const) : [])]

  const requiresRent =
    options.requiresRent ??
    (destinationSvm &&
      parameters.destinationCurrency !== undefined &&
      parameters.destinationCurrency !== svmNative)
  const rentSponsored =
    requiresRent && requested && parameters.subsidizeRent === true && selectedComponents.includes('rent')
  const rentFallback = requested && requiresRent && !rentSponsored
  const eligible = requested && !rentFallback

  const { fees } = quote
  const split = fees.relayerGas != null || fees.relayerService != null
  const totals: Record<RecordFeeComponent, Part> = {
    execution: part(split ? fees.relayerGas : fees.relayer),
    swap: swapPart(quote.details),
    platform: part(split ? fees.relayerService : undefined),
    app: part(fees.app),
  }
  const isSelected = (c: RecordFeeComponent) => selectedComponents.includes(selector[c])
  // Rent is part of relayerGas (execution): sponsored rent without `execution` covers just the rent.
  const rentMicro = rentSponsored ? usdToMicro(options.rentUsd) : 0n
  const wanted = (c: RecordFeeComponent): bigint => {
    const total = totals[c].micro
    if (!eligible || total <= 0n) return 0n
    if (isSelected(c)) return total
    return c === 'execution' && rentMicro > 0n ? (rentMicro < total ? rentMicro : total) : 0n
  }
  const coverableMicro = coverable.reduce((sum, c) => sum + wanted(c), 0n)
  const capMicro =
    parameters.maxSubsidizationAmount !== undefined && /^[0-9]+$/.test(parameters.maxSubsidizationAmount)
      ? BigInt(parameters.maxSubsidizationAmount)
      : null
  const capHit = eligible && capMicro !== null && coverableMicro > capMicro
  const sponsoredMicro = !eligible ? 0n : !capHit ? coverableMicro : depositAddress ? 0n : capMicro!

  // The cap covers the wanted amounts in order: execution (destination gas) first, then the service fee, then swap.
  const sponsored: Record<RecordFeeComponent, Part> = {
    execution: p0(),
    swap: p0(),
    platform: p0(),
    app: p0(),
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

  const why = (c: RecordFeeComponent): string => {
    if (c === 'app') return 'App fees are never deducted from the sponsor balance (rule 10).'
    if (!requested) return 'subsidizeFees is not true: the user pays.'
    if (rentFallback)
      return 'The request needs an associated token account and its rent is not sponsored: the user pays all fees (rule 6).'
    if (c === 'execution' && !isSelected(c) && rentSponsored)
      return 'Only the associated token account rent in relayerGas is sponsored (sponsoredFeeComponents has rent, not execution).'
    if (!isSelected(c))
      return `Not among sponsoredFeeComponents (${selectedComponents.join(', ') || 'none'}).`
    if (capHit && depositAddress)
      return 'Fees exceed maxSubsidizationAmount on a deposit-address request: nothing is sponsored (rule 9).'
    if (capHit)
      return 'Fees exceed maxSubsidizationAmount: the sponsor pays up to the cap, the user the rest (rule 2).'
    return capMicro === null
      ? 'Sponsored in full: no cap applies (rules 1, 3).'
      : 'Sponsored in full: within maxSubsidizationAmount (rule 1).'
  }
  const components = Object.fromEntries(
    (['execution', 'swap', 'platform', 'app'] as const).map((c) => [
      c,
      share(totals[c], sponsored[c], isSelected(c), why(c)),
    ]),
  ) as Record<RecordFeeComponent, SponsorshipShare>

  const feePayer =
    parameters.depositFeePayer !== undefined && originSvm ? parameters.depositFeePayer : undefined
  const relayerTotal = split ? add(totals.execution, totals.platform) : totals.execution
  const relayerSponsored = split ? add(sponsored.execution, sponsored.platform) : sponsored.execution
  const gasReason = feePayer
    ? 'Origin gas is paid by the depositFeePayer (SVM origin), not by the app balance (rule 8).'
    : 'Origin-chain gas is never sponsored: the user pays it (rules 4, 10).'
  const feeShares = {
    gas: share(part(fees.gas), p0(), false, gasReason, feePayer ? 'depositFeePayer' : 'user'),
    relayer: share(
      relayerTotal,
      relayerSponsored,
      components.execution.selected || components.platform.selected || rentSponsored,
      why('execution') === why('platform')
        ? why('execution')
        : `relayerGas: ${why('execution')} relayerService: ${why('platform')}`,
    ),
    relayerGas: components.execution,
    relayerService: split
      ? components.platform
      : share(p0(), p0(), components.platform.selected, why('platform')),
    app: components.app,
  }

  const notCovered: SponsorshipExclusion[] = []
  if (!requested)
    notCovered.push({ item: 'everything', reason: 'subsidizeFees is not true: the user pays every fee.' })
  if (requested && rentFallback) notCovered.push({ item: 'everything', reason: why('execution') })
  if (capHit && depositAddress) notCovered.push({ item: 'everything', reason: why('execution') })
  notCovered.push({ item: 'originGas', reason: gasReason })
  if (totals.app.micro > 0n || totals.app.amount > 0n)
    notCovered.push({ item: 'appFees', reason: why('app') })
  // Rule 10 excludes only the first approval: a permit quote without an approve transaction has none.
  if (
    requested &&
    parameters.usePermit === true &&
    quote.steps?.some((step) => step.id === 'approve' && step.kind === 'transaction')
  )
    notCovered.push({
      item: 'permitApproval',
      reason:
        'The first approval transaction of a permit-based flow is not sponsored; later requests are (rule 10).',
    })
  const rentReason = !requiresRent
    ? 'No associated token account is needed.'
    : rentSponsored
      ? 'Rent for the associated token account is sponsored (subsidizeRent with subsidizeFees).'
      : parameters.subsidizeRent === true && !requested
        ? 'subsidizeRent without subsidizeFees: the rent is not sponsored (rule 7).'
        : parameters.subsidizeRent === true
          ? 'rent is not among sponsoredFeeComponents: the rent is not sponsored.'
          : 'subsidizeRent is not true: the rent is not sponsored (rule 6).'
  // A depositFeePayer pays the origin deposit transaction (rule 8), never the destination token account rent.
  if (requiresRent && !rentSponsored) notCovered.push({ item: 'rent', reason: rentReason })

  const userPaysMicro = coverable.reduce((sum, c) => sum + totals[c].micro, 0n) - sponsoredMicro
  const sponsoredTotal = { amount: sponsoredMicro.toString(), amountUsd: microToUsd(sponsoredMicro) }
  const quoted = fees.subsidized
    ? { amount: fees.subsidized.amount, amountUsd: fees.subsidized.amountUsd }
    : null
  const diff = quoted ? usdToMicro(quoted.amountUsd) - sponsoredMicro : 0n
  return {
    requested,
    active: sponsoredMicro > 0n,
    selectedComponents,
    cap: capMicro === null ? null : { amount: capMicro.toString(), amountUsd: microToUsd(capMicro) },
    capHit,
    sponsoredTotal,
    userPaysTotal: { amount: userPaysMicro.toString(), amountUsd: microToUsd(userPaysMicro) },
    fees: feeShares,
    components,
    notCovered,
    rent: { required: requiresRent, sponsored: rentSponsored, reason: rentReason },
    depositFeePayer: feePayer ? { address: feePayer, paysOriginGas: true, drawsOnAppBalance: false } : null,
    depositAddress,
    quoted,
    matchesQuote: quoted ? diff >= -1n && diff <= 1n : sponsoredMicro > 0n ? false : null,
  }
}

/**
 * The swap cost the service reports as `details.swapImpact.usd`, in 6-decimal USD units: a negative impact is
 * a cost; a positive one is a gain for the user, not a fee, so it counts as 0.
 */
function swapPart(details: unknown): Part {
  const impact = (details as { swapImpact?: { usd?: unknown } } | null | undefined)?.swapImpact?.usd
  const micro = typeof impact === 'string' || typeof impact === 'number' ? usdToMicro(impact) : 0n
  const cost = micro < 0n ? -micro : 0n
  return { amount: cost, micro: cost }
}

function p0(): Part {
  return { amount: 0n, micro: 0n }
}
function add(a: Part, b: Part): Part {
  return { amount: a.amount + b.amount, micro: a.micro + b.micro }
}
