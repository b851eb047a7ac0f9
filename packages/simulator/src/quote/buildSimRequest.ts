import { formatUnits, type Hex } from 'viem'
import type {
  ApiKeyConfig,
  QuoteBody,
  QuoteFees,
  RequestFeature,
  RequestType,
  SimRequest,
} from '../model/types'
import { formatUsd6 } from './formatUsd6'
import type { PricedQuote } from './priceQuote'
import type { QuoteTargets } from './resolveQuoteTargets'
import { toPublicCurrency } from './toPublicCurrency'
import { toUsd6 } from './toUsd6'

/** Inputs of {@link buildSimRequest}: everything the quote computed. */
export interface BuildSimRequestInput {
  id: Hex
  now: number
  deadline: number
  body: QuoteBody
  key: ApiKeyConfig | null
  targets: QuoteTargets
  priced: PricedQuote
  fees: QuoteFees
  operation: string
  slippageTolerance: string
  timeEstimate: number
  depositAddress: string | null
  quote: unknown
}

const usd = (usd6: bigint) => Number(formatUsd6(usd6))

/** Builds the full {@link SimRequest} of a fresh quote: status `waiting`, planned outcome success. */
export function buildSimRequest(input: BuildSimRequestInput): SimRequest {
  const { body, targets, priced } = input
  const { origin, destination, currencyIn, currencyOut } = targets
  const requestType: RequestType =
    input.operation === 'bridge'
      ? 'Bridge'
      : input.operation === 'send'
        ? 'Send'
        : origin.id === destination.id
          ? 'Same-chain Swap'
          : 'Crosschain Swap'
  const features: RequestFeature[] = []
  if (body.appFees?.length) features.push('app_fees')
  if (body.topupGas) features.push('gas_top_up')
  if (body.useDepositAddress) features.push('deposit_address')
  if (body.usePermit) features.push('gasless_execution')
  const sponsorship = body.subsidizeFees || body.subsidizeRent ? priced.sponsorship : null
  const c = priced.costsUsd6
  return {
    id: input.id,
    apiKey: input.key?.key ?? null,
    referrer: body.referrer ?? null,
    createdAt: input.now,
    updatedAt: input.now,
    status: 'waiting',
    statusHistory: [{ status: 'waiting', at: input.now }],
    user: body.user,
    sender: body.user,
    recipient: targets.recipient,
    refundTo: body.refundTo ?? null,
    requestType,
    features,
    originChainId: origin.id,
    destinationChainId: destination.id,
    currencyIn: toPublicCurrency(currencyIn),
    currencyOut: toPublicCurrency(currencyOut),
    amountIn: priced.amountIn.toString(),
    amountOut: priced.amountOut.toString(),
    amountInUsd: usd(toUsd6(priced.amountIn, currencyIn)),
    amountOutUsd: usd(toUsd6(priced.amountOut, currencyOut)),
    actualAmountOut: null,
    tradeType: body.tradeType,
    slippageTolerance: input.slippageTolerance,
    timeEstimate: input.timeEstimate,
    fees: input.fees,
    feeComponentsUsd: {
      swap: usd(c.swap),
      execution: usd(c.execution + c.rent),
      platform: usd(c.platform),
      app: usd(c.app),
      sponsored: usd(BigInt(priced.sponsorship.sponsoredTotal.amount)),
    },
    sponsorship,
    sponsorPayment: null,
    appFees: priced.appEntries.map((e) => ({
      recipient: e.recipient,
      bps: e.bps,
      amount: e.amount.toString(),
      amountFormatted: formatUnits(e.amount, currencyIn.decimals),
      amountUsd: formatUsd6(toUsd6(e.amount, currencyIn)),
    })),
    depositAddress: input.depositAddress
      ? {
          address: input.depositAddress,
          type: body.strict ? 'strict' : 'open',
          depositor: null,
          depositTxHash: null,
          recoveryAddress: body.refundTo ?? body.user,
        }
      : null,
    inTxs: [],
    outTxs: [],
    failReason: null,
    refundFailReason: null,
    failedTxHash: null,
    failedTxBlockNumber: null,
    failedCallData: null,
    outcome: { status: 'success' },
    fastFill: null,
    deadline: input.deadline,
    usesExternalLiquidity: false,
    partnerId: null,
    solverAddress: destination.solverAddresses[0] ?? '',
    apiKeyName: input.key?.name ?? null,
    supersededByRequestId: null,
    quoteBody: body,
    quote: input.quote,
  }
}
