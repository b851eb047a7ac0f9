import type { ChainConfig, SupportedCurrency } from '../model/types'
import { formatRate } from './formatRate'
import { formatUsd6 } from './formatUsd6'
import { toFeeAmount } from './toFeeAmount'
import { toUsd6 } from './toUsd6'

/** Inputs of {@link buildDetails}. */
export interface BuildDetailsInput {
  origin: ChainConfig
  destination: ChainConfig
  operation: string
  sender: string
  recipient: string
  currencyIn: SupportedCurrency
  currencyOut: SupportedCurrency
  amountIn: bigint
  amountOut: bigint
  /** Swap fee, input-currency units. */
  swap: bigint
  /** Slippage tolerance, bps string. */
  slippageTolerance: string
  timeEstimate: number
}

const percent = (part: bigint, whole: bigint) =>
  whole === 0n ? '0.00' : (Number((part * 1_000_000n) / whole) / 10_000).toFixed(2)

/**
 * The quote's `details`, shaped like the real samples: operation, sender, recipient, timeEstimate,
 * currencyIn/currencyOut, totalImpact, swapImpact, rate and slippageTolerance (origin/destination),
 * plus `warnings` when a chain of the request has lagging block production.
 */
export function buildDetails(input: BuildDetailsInput): Record<string, unknown> {
  const { currencyIn, currencyOut, amountIn, amountOut } = input
  const inUsd = toUsd6(amountIn, currencyIn)
  const outUsd = toUsd6(amountOut, currencyOut)
  const swapUsd = toUsd6(input.swap, currencyIn)
  const bps = BigInt(input.slippageTolerance)
  const slipOut = (amountOut * bps) / 10_000n
  const warnings = [input.origin, input.destination]
    .filter((c, i, all) => c.blockProductionLagging && all.indexOf(c) === i)
    .map((c) => `Chain ${c.id} (${c.displayName}) has lagging block production: expect delays`)
  return {
    operation: input.operation,
    sender: input.sender,
    recipient: input.recipient,
    timeEstimate: input.timeEstimate,
    currencyIn: toFeeAmount(currencyIn, amountIn),
    currencyOut: toFeeAmount(currencyOut, amountOut),
    totalImpact: { usd: formatUsd6(outUsd - inUsd), percent: percent(outUsd - inUsd, inUsd) },
    swapImpact: { usd: formatUsd6(-swapUsd), percent: percent(-swapUsd, inUsd) },
    rate: formatRate(amountIn, currencyIn.decimals, amountOut, currencyOut.decimals),
    slippageTolerance: {
      origin: { usd: '0.000000', value: '0', percent: '0' },
      destination: {
        usd: formatUsd6(toUsd6(slipOut, currencyOut)),
        value: slipOut.toString(),
        percent: (Number(bps) / 100).toString(),
      },
    },
    ...(warnings.length ? { warnings } : {}),
  }
}
