import type { SimRequest } from '../model/types'
import { type CurrencyLookup, describeFunds } from './describeFunds'
import { scaleUsd } from './scaleUsd'
import { toAmount } from './toAmount'
import { toRequestRate } from './toRequestRate'

/** USD value of `amount` of the request's output currency, at the quoted output price. */
const outUsd = (r: SimRequest, amount: string) => scaleUsd(r.amountOutUsd, r.amountOut, amount)

/**
 * `data.route` of a v3 request record: quoted and actual sides. The origin side deposits `currencyIn`;
 * the destination side's input is the quoted output and its output the received amount. Same-chain
 * requests have only an origin side (input → output). `actual` falls back to the quoted amounts when
 * nothing was executed yet, and carries `rate` (output per input, whole units). The actual origin input is
 * what was deposited once the deposit is indexed (`deposited`, its currency resolved with `currencyOf`).
 */
export function toRouteV3(r: SimRequest, currencyOf?: CurrencyLookup) {
  const sameChain = r.originChainId === r.destinationChainId
  const router = r.inTxs[0]?.data.to ?? r.solverAddress
  const quotedInput = toAmount(r.currencyIn, r.amountIn, r.amountInUsd)
  const deposited = r.deposited ? describeFunds(r, r.deposited, currencyOf) : null
  const actualInput = deposited
    ? toAmount(deposited.currency, deposited.amount, deposited.amountUsd)
    : quotedInput
  const side = (received: string, input: ReturnType<typeof toAmount>) => {
    if (sameChain)
      return {
        origin: {
          inputCurrency: input,
          outputCurrency: toAmount(r.currencyOut, received, outUsd(r, received)),
          router,
        },
      }
    return {
      origin: { inputCurrency: input, outputCurrency: input, router },
      destination: {
        inputCurrency: toAmount(r.currencyOut, r.amountOut, r.amountOutUsd),
        outputCurrency: toAmount(r.currencyOut, received, outUsd(r, received)),
        router: r.solverAddress,
      },
    }
  }
  const received = r.actualAmountOut ?? r.amountOut
  const rate = toRequestRate(r, received)
  const swaps = r.requestType.includes('Swap') ? ['uniswap-v3', 'curve'] : []
  return {
    includedSwapSources: swaps,
    includedOriginSwapSources: swaps,
    includedDestinationSwapSources: sameChain ? [] : swaps,
    quoted: side(r.amountOut, quotedInput),
    actual: { ...side(received, actualInput), rate },
  }
}
