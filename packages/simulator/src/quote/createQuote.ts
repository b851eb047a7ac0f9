import { readFeeData } from '../chains/readFeeData'
import { evmTokenAt } from '../config/evmTokens'
import type { SimContext } from '../model/SimContext'
import type { ApiKeyConfig, QuoteBody, QuoteFees, SimRequest } from '../model/types'
import { buildDetails } from './buildDetails'
import { buildSimRequest } from './buildSimRequest'
import { buildSteps } from './buildSteps'
import { createRequestId } from './createRequestId'
import { deriveDepositAddress } from './deriveDepositAddress'
import { formatUsd6 } from './formatUsd6'
import { priceQuote } from './priceQuote'
import { QuoteError } from './QuoteError'
import { quoteConstants } from './quoteConstants'
import { readAllowance } from './readAllowance'
import { resolveQuoteTargets } from './resolveQuoteTargets'
import { sponsorCurrency } from './sponsorCurrency'
import { toFeeAmount } from './toFeeAmount'
import { toPublicCurrency } from './toPublicCurrency'
import { toSponsorshipOptions } from './toSponsorshipOptions'
import { toUsd6 } from './toUsd6'

/**
 * Prices a validated body, builds its steps and stores the new request (`waiting`), emitting
 * `request.created`. Returns the 200 response `{steps, fees, details, breakdown}` and the request.
 *
 * Sponsorship (`subsidizeFees: true`) needs a key (the route enforces it) with a linked sponsorship
 * wallet: a key without one (e.g. `nolink-key`) is refused with 400 `SPONSOR_BALANCE_TOO_LOW`
 * ("no sponsorship wallet is linked"), as is a sponsored total above the wallet's total app balance
 * (holds ignored, per the interface). Other refusals: see {@link resolveQuoteTargets} and {@link priceQuote}.
 */
export async function createQuote(
  ctx: SimContext,
  body: QuoteBody,
  key: ApiKeyConfig | null,
): Promise<{ response: Record<string, unknown>; request: SimRequest }> {
  const t = resolveQuoteTargets(ctx, body)
  const { origin, destination, currencyIn, currencyOut } = t
  const sponsorWallet = key?.sponsorWallet ?? null
  if (body.subsidizeFees && !sponsorWallet)
    throw new QuoteError(
      400,
      'SPONSOR_BALANCE_TOO_LOW',
      'Invalid subsidizeFees: no sponsorship wallet is linked to this API key, so there is no app balance to sponsor from',
    )

  const destinationNative = destination.currencies.find((c) => c.isNative)!
  const originNative = origin.currencies.find((c) => c.isNative)!
  let destinationGas: bigint
  if (destination.vmType === 'svm') destinationGas = quoteConstants.svmFillFeeLamports
  else {
    const fees = await readFeeData(ctx, destination)
    destinationGas =
      (currencyOut.isNative ? quoteConstants.fillGasNative : quoteConstants.fillGasErc20) * fees.maxFeePerGas
  }
  // An SVM token payment to a recipient without its token account creates one: its rent is a fee of the request.
  const rent = (await ctx.backend.needsTokenAccount(destination.id, t.recipient, currencyOut.address))
    ? quoteConstants.svmRentLamports
    : 0n
  const topupUsd6 = body.topupGas ? BigInt(body.topupGasAmount ?? quoteConstants.defaultTopupUsd6) : 0n
  // A permit flow reads the standing approval (rule 10); an ERC-20 deposit always approves its own amount, and a
  // token with USDT's rule also needs to know whether a non-zero allowance must be reset first.
  const allowance =
    body.usePermit || evmTokenAt(currencyIn.address)?.zeroReset
      ? await readAllowance(ctx, origin, currencyIn, body.user)
      : 0n

  const price = (usePermit: boolean) =>
    priceQuote({
      currencyIn,
      currencyOut,
      destinationNative,
      tradeType: body.tradeType,
      amount: BigInt(body.amount),
      destinationGas,
      topupUsd6,
      rent,
      appFees: body.appFees ?? [],
      sponsorship: { ...toSponsorshipOptions(body), usePermit },
    })
  // Rule 10: only the first approval of a permit flow is user-paid. Once an approval covering the input
  // stands, the quote has no approve step and nothing is noted. `usePermit` changes only that note, never
  // an amount, so the input of the first pricing decides it.
  const firstPricing = price(body.usePermit === true)
  const permitApproved = body.usePermit === true && allowance >= firstPricing.amountIn
  const priced = permitApproved ? price(false) : firstPricing
  // The solver cannot fill more than its capacity: an absurd amount gets the capacity error, not a quote.
  const outUsd6 = toUsd6(priced.amountOut, currencyOut)
  if (outUsd6 > quoteConstants.solverCapacityUsd6)
    throw new QuoteError(
      400,
      'SOLVER_CAPACITY_EXCEEDED',
      `Invalid amount: the solver can fill at most ${(quoteConstants.solverCapacityUsd6 / 1_000_000n).toLocaleString('en-US')} USD per request; this one is worth ${(outUsd6 / 1_000_000n).toLocaleString('en-US')} USD`,
    )
  const sponsoredUsd6 = BigInt(priced.sponsorship.sponsoredTotal.amount)
  if (sponsoredUsd6 > 0n && sponsorWallet) {
    const balanceUsd6 = ctx.ledger.totalUsd6(sponsorWallet)
    if (sponsoredUsd6 > balanceUsd6)
      throw new QuoteError(
        400,
        'SPONSOR_BALANCE_TOO_LOW',
        `Invalid subsidizeFees: the sponsored amount ${formatUsd6(sponsoredUsd6)} USD exceeds the app balance of ${sponsorWallet}`,
      )
  }

  const id = createRequestId(ctx)
  const now = ctx.clock.now()
  const deadline = now + ctx.options.timing.deadlineMs
  const depositAddress = body.useDepositAddress ? deriveDepositAddress(id, origin.vmType) : null
  const built = await buildSteps(ctx, {
    chain: origin,
    requestId: id,
    user: body.user,
    currency: currencyIn,
    amount: priced.amountIn,
    usePermit: body.usePermit === true,
    standingAllowance: allowance,
    depositAddress,
    depositFeePayer: body.depositFeePayer ?? null,
    deadline: Math.floor(deadline / 1000),
    permitApproved,
  })

  const fees: QuoteFees = {
    gas: toFeeAmount(originNative, built.originGas),
    relayer: toFeeAmount(currencyIn, priced.relayerGas + priced.relayerService),
    relayerGas: toFeeAmount(currencyIn, priced.relayerGas),
    relayerService: toFeeAmount(currencyIn, priced.relayerService),
    app: toFeeAmount(currencyIn, priced.app),
  }
  const subsidyCurrency = sponsorCurrency(ctx)
  if (sponsoredUsd6 > 0n)
    fees.subsidized = {
      amount: sponsoredUsd6.toString(),
      amountUsd: formatUsd6(sponsoredUsd6),
      amountFormatted: formatUsd6(sponsoredUsd6),
      ...(subsidyCurrency ? { currency: toPublicCurrency(subsidyCurrency) } : {}),
    }

  const sameChain = origin.id === destination.id
  const sameCurrency = currencyIn.symbol === currencyOut.symbol
  const operation = sameCurrency ? (sameChain ? 'send' : 'bridge') : 'swap'
  const lag = origin.blockProductionLagging || destination.blockProductionLagging ? 30 : 0
  const { indexMs, submitMs, confirmMs } = ctx.options.timing
  const timeEstimate = Math.ceil((indexMs + submitMs + confirmMs) / 1000) + lag
  const slippageTolerance =
    body.slippageTolerance ??
    (sameCurrency ? quoteConstants.defaultSlippageBridge : quoteConstants.defaultSlippageSwap)
  const details = buildDetails({
    origin,
    destination,
    operation,
    sender: body.user,
    recipient: t.recipient,
    currencyIn,
    currencyOut,
    amountIn: priced.amountIn,
    amountOut: priced.amountOut,
    swap: priced.swap,
    slippageTolerance,
    timeEstimate,
  })
  const response = {
    steps: built.steps,
    fees,
    breakdown: [{ value: priced.amountOut.toString(), timeEstimate }],
    details,
  }
  const request = buildSimRequest({
    id,
    now,
    deadline,
    body,
    key,
    targets: t,
    priced,
    fees,
    operation,
    slippageTolerance,
    timeEstimate,
    depositAddress,
    quote: response,
  })
  ctx.store.insert(request)
  ctx.events.emit('request.created', request)
  return { response, request }
}
