import type { SimContext } from '../model/SimContext'
import { toUsd6 } from '../quote/toUsd6'

/**
 * Charges the relayer's gas for a sponsored gasless batch (`subsidizeFees`) to the API key's app balance: the gas the
 * transaction used plus `originGasOverhead`, at its effective gas price, in the chain's native currency, valued in USD
 * (6 decimals) and drawn with `ledger.debitUsd6`. Returns the USD value drawn (0 without a linked wallet).
 */
export function chargeGaslessGas(
  ctx: SimContext,
  parameters: {
    requestId: string
    apiKey: string
    chainId: number
    gasUsed: bigint
    gasPrice: bigint
    overhead: number
  },
): bigint {
  const wallet = ctx.apiKey(parameters.apiKey)?.sponsorWallet
  const native = ctx.chain(parameters.chainId)?.currencies.find((c) => c.isNative)
  if (!wallet || !native) return 0n
  const wei = (parameters.gasUsed + BigInt(parameters.overhead)) * parameters.gasPrice
  // At least one micro-dollar: a sponsored relay is never free to the app.
  const usd6 = toUsd6(wei, native) || 1n
  const drawn = ctx.ledger.debitUsd6(wallet, usd6, { requestId: parameters.requestId, at: ctx.clock.now() })
  ctx.events.emit('balance.updated', { wallet })
  return drawn.usd6
}
