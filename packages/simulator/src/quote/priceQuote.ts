import type { QuoteBody, SponsorshipComponent, SponsorshipResult, SupportedCurrency } from '../model/types'
import { applySponsorship, type SponsorshipInput } from './applySponsorship'
import { convertAmount } from './convertAmount'
import { fromUsd6 } from './fromUsd6'
import { QuoteError } from './QuoteError'
import { quoteConstants } from './quoteConstants'
import { toUsd6 } from './toUsd6'

/** Inputs of {@link priceQuote}: currencies, the body's amount and trade type, and destination costs. */
export interface PriceQuoteInput {
  currencyIn: SupportedCurrency
  currencyOut: SupportedCurrency
  /** Native currency of the destination chain (destination gas and rent are paid in it). */
  destinationNative: SupportedCurrency
  tradeType: QuoteBody['tradeType']
  /** The body's amount: the input (EXACT_INPUT) or the desired output (EXACT_OUTPUT, EXPECTED_OUTPUT). */
  amount: bigint
  /** Cost of the solver's destination fill, smallest units of the destination native currency. */
  destinationGas: bigint
  /** Gas top-up delivered on the destination, 6-decimal USD (0 without `topupGas`). */
  topupUsd6: bigint
  /** Rent of an associated token account, smallest units of the destination native currency (0 when not needed). */
  rent: bigint
  appFees: { recipient: string; fee: string }[]
  sponsorship: Omit<SponsorshipInput, 'costsUsd6'>
}

/** The priced quote: amounts and every fee component in input-currency units, plus the sponsorship result. */
export interface PricedQuote {
  amountIn: bigint
  amountOut: bigint
  /** Destination gas + top-up + rent (`relayerGas`, sponsorship `execution`). */
  relayerGas: bigint
  /** Service fee (`relayerService`, sponsorship `platform`). */
  relayerService: bigint
  /** Swap fee of a cross-currency request (sponsorship `swap`). */
  swap: bigint
  /** App fees, total and per entry. */
  app: bigint
  appEntries: { recipient: string; bps: string; amount: bigint }[]
  costsUsd6: SponsorshipInput['costsUsd6']
  sponsorship: SponsorshipResult
  /** Part of the fees the sponsor covers, input-currency units. */
  sponsoredIn: bigint
}

/**
 * The sponsored part of the fees in input-currency units, rounded in the user's favour: a component the
 * sponsor covers in full waives its whole input-currency fee (its USD value was rounded down to 6 decimals,
 * so converting that back would leave a remainder to the user; a selected component worth less than
 * 0.000001 USD is waived too when anything is sponsored); a partly covered one (cap hit) converts its USD
 * amount rounding up, never beyond the component's fee. App fees are never sponsored (rule 10).
 */
function toSponsoredIn(
  sponsorship: SponsorshipResult,
  feesIn: Record<Exclude<SponsorshipComponent, 'app'>, bigint>,
  currencyIn: SupportedCurrency,
): bigint {
  const anything = BigInt(sponsorship.sponsoredTotal.amount) > 0n
  let total = 0n
  for (const c of Object.keys(feesIn) as (keyof typeof feesIn)[]) {
    const { selected, sponsored, total: whole } = sponsorship.components[c]
    const usd6 = BigInt(sponsored.amount)
    const fee = feesIn[c]
    const full = usd6 >= BigInt(whole.amount) && (usd6 > 0n || (selected && anything))
    if (full) total += fee
    else if (usd6 > 0n) {
      // a bigint minimum (Math.min takes numbers only)
      const inUnits = fromUsd6(usd6, currencyIn, true)
      if (inUnits > fee) total += fee
      else total += inUnits
    }
  }
  return total
}

function priceExactInput(input: PriceQuoteInput, amountIn: bigint): PricedQuote {
  const { currencyIn, currencyOut, destinationNative } = input
  const crossCurrency = currencyIn.symbol !== currencyOut.symbol
  const executionUsd6 = toUsd6(input.destinationGas, destinationNative) + input.topupUsd6
  const rentUsd6 = toUsd6(input.rent, destinationNative)
  const relayerGas = fromUsd6(executionUsd6 + rentUsd6, currencyIn, true)
  const relayerService = (amountIn * quoteConstants.serviceFeeBps) / 10_000n
  const swap = crossCurrency ? (amountIn * quoteConstants.swapFeeBps) / 10_000n : 0n
  const appEntries = input.appFees.map((f) => ({
    recipient: f.recipient,
    bps: f.fee,
    amount: (amountIn * BigInt(f.fee)) / 10_000n,
  }))
  const app = appEntries.reduce((s, e) => s + e.amount, 0n)
  const costsUsd6 = {
    execution: executionUsd6,
    rent: rentUsd6,
    platform: toUsd6(relayerService, currencyIn),
    swap: toUsd6(swap, currencyIn),
    app: toUsd6(app, currencyIn),
  }
  const sponsorship = applySponsorship({ ...input.sponsorship, costsUsd6 })
  const sponsoredIn = toSponsoredIn(
    sponsorship,
    { execution: relayerGas, platform: relayerService, swap },
    currencyIn,
  )
  const feesIn = relayerGas + relayerService + swap + app
  const userPaysIn = feesIn - (sponsoredIn < feesIn ? sponsoredIn : feesIn)
  const net = amountIn - userPaysIn
  const amountOut = net > 0n ? convertAmount(net, currencyIn, currencyOut) : 0n
  return {
    amountIn,
    amountOut,
    relayerGas,
    relayerService,
    swap,
    app,
    appEntries,
    costsUsd6,
    sponsorship,
    sponsoredIn,
  }
}

/**
 * Prices a quote from the price table, in bigint arithmetic. Fees are taken from the input
 * (except origin gas, which the sender pays on the origin chain and the caller adds). EXACT_INPUT: the
 * output is the input minus the fees the user pays, converted. EXACT_OUTPUT / EXPECTED_OUTPUT: the body's
 * amount is the output; the input is solved for so that the output is at least that amount.
 * Throws {@link QuoteError} `AMOUNT_TOO_LOW` when nothing is left after fees, and `INVALID_INPUT`
 * naming `amount` when the priced input or output does not fit in a uint256 (an EXACT_OUTPUT amount near
 * 2^256 solves to a larger input; a cheap input converts to a huge output): such a quote could not be sent.
 */
export function priceQuote(input: PriceQuoteInput): PricedQuote {
  return fitsUint256(solve(input))
}

const maxUint256 = 2n ** 256n - 1n

/** The priced quote, or INVALID_INPUT naming `amount` when an amount of it is above uint256. */
function fitsUint256(priced: PricedQuote): PricedQuote {
  for (const [side, value] of [
    ['input', priced.amountIn],
    ['output', priced.amountOut],
  ] as const)
    if (value > maxUint256)
      throw new QuoteError(
        400,
        'INVALID_INPUT',
        `Invalid amount: the quoted ${side} amount ${value} does not fit in a uint256 (at most 2^256 - 1); use a smaller amount`,
      )
  return priced
}

function solve(input: PriceQuoteInput): PricedQuote {
  const tooLow = () =>
    new QuoteError(400, 'AMOUNT_TOO_LOW', 'Invalid amount: the amount is too low to cover the fees')
  if (input.tradeType === 'EXACT_INPUT') {
    const priced = priceExactInput(input, input.amount)
    if (priced.amountOut <= 0n) throw tooLow()
    return priced
  }
  const desired = input.amount
  let amountIn = convertAmount(desired, input.currencyOut, input.currencyIn, true)
  if (amountIn <= 0n) throw tooLow()
  let priced = priceExactInput(input, amountIn)
  for (let i = 0; i < 40 && priced.amountOut !== desired; i++) {
    const gap = desired - priced.amountOut
    const step = convertAmount(gap < 0n ? -gap : gap, input.currencyOut, input.currencyIn, gap > 0n)
    if (step === 0n) break
    const next = gap > 0n ? amountIn + step : amountIn - step
    if (next <= 0n) break
    const candidate = priceExactInput(input, next)
    if (gap < 0n && candidate.amountOut < desired) break // overshoot by rounding only: keep the covering input
    amountIn = next
    priced = candidate
  }
  for (let i = 0; priced.amountOut < desired; i++) {
    if (i > 200) throw tooLow()
    amountIn += 1n + amountIn / 10_000n
    priced = priceExactInput(input, amountIn)
  }
  return { ...priced, amountOut: desired }
}
