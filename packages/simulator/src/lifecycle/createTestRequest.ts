import { encodeFunctionData, type Hex, keccak256, toHex } from 'viem'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimContext } from '../model/SimContext'
import type { QuoteBody, SimRequest, SimTx, SupportedCurrency } from '../model/types'
import { applySponsorship } from '../quote/applySponsorship'
import { buildSimRequest } from '../quote/buildSimRequest'
import { convertAmount } from '../quote/convertAmount'
import { toFeeAmount } from '../quote/toFeeAmount'
import { toSponsorshipOptions } from '../quote/toSponsorshipOptions'
import { toUsd6 } from '../quote/toUsd6'

let counter = 0

/** A deterministic 32-byte hex from a number, after a one-digit prefix. */
const hexOf = (n: number, prefix: string) => `0x${prefix}${n.toString(16).padStart(63, '0')}` as Hex

/** A settled transaction without `kind` (see isRefundTx). */
const settledTx = (txHash: string, chainId: number, block: number, timestamp: number): SimTx => ({
  txHash,
  chainId,
  block,
  timestamp,
  fee: '1000',
  type: 'onchain',
  status: 'success',
  data: { from: '0x1', to: '0x2', value: '0' },
  stateChanges: [],
})

/**
 * Test factory of a {@link SimRequest}, built by the quote module's own {@link buildSimRequest}: a bridge
 * 8453 → 10 whose fees are 1% of the input (half execution, half platform; nothing sponsored, fee amounts 0).
 *
 * - Default: a fresh `waiting` request for 0.01 ETH (30 USD) by `0x1111…1111`, created now, whose quote
 *   holds the `deposit` step the quote module issues. It is inserted into `ctx.store` and `request.created`
 *   is emitted. For tests of the lifecycle, balances and events.
 * - With `settled` (`n` numbers it, `createdAt` dates it): a past request as the request-history tests list
 *   it, 10 USDC by `demo-key` (referrer `ref-demo`), status `success`, with one origin and one destination
 *   transaction (no `kind`) and no quote; its id, user and transaction hashes derive from `n`. It is not
 *   inserted: hand it to a store.
 *
 * Chains, currencies, `amountIn`, `user` and `apiKey` of `overrides` shape the derived fields (amounts,
 * deposit step, quote body); every override is applied last. Test-only; not part of the service.
 */
export function createTestRequest(
  ctx: SimContext,
  overrides: Partial<SimRequest> = {},
  settled?: { n: number; createdAt: number },
): SimRequest {
  const now = settled?.createdAt ?? ctx.clock.now()
  const id = overrides.id ?? (settled ? hexOf(settled.n, 'a') : keccak256(toHex(`test-request:${counter++}`)))
  const user =
    overrides.user ??
    (settled
      ? `0x${'1'.repeat(38)}${(settled.n % 256).toString(16).padStart(2, '0')}`
      : `0x${'1'.repeat(40)}`)
  const origin = ctx.chain(overrides.originChainId ?? 8453) ?? ctx.chain(8453)!
  const destination = ctx.chain(overrides.destinationChainId ?? 10) ?? ctx.chain(10)!
  // ETH for a fresh request, USDC for a settled one. An override naming no supported currency (a test's
  // made-up one) is priced as that default; the override still replaces the field.
  const currency = (chainId: number, address: string | undefined): SupportedCurrency =>
    (address && ctx.currency(chainId, address)) ||
    ctx.chain(chainId)!.currencies.find((c) => (settled ? c.isStablecoin : c.isNative))!
  const currencyIn = currency(origin.id, overrides.currencyIn?.address)
  const currencyOut = currency(destination.id, overrides.currencyOut?.address)
  const amountIn = BigInt(overrides.amountIn ?? (settled ? '10000000' : '10000000000000000'))
  const execution = amountIn / 200n
  const platform = amountIn / 100n - execution
  const costsUsd6 = {
    execution: toUsd6(execution, currencyIn),
    rent: 0n,
    platform: toUsd6(platform, currencyIn),
    swap: 0n,
    app: 0n,
  }
  const keyName = overrides.apiKey === undefined ? (settled ? 'demo-key' : null) : overrides.apiKey
  const zero = toFeeAmount(currencyIn, 0n)
  const body: QuoteBody = {
    user,
    originChainId: origin.id,
    destinationChainId: destination.id,
    originCurrency: currencyIn.address,
    destinationCurrency: currencyOut.address,
    amount: amountIn.toString(),
    tradeType: 'EXACT_INPUT',
    ...(settled ? { referrer: 'ref-demo' } : {}),
  }
  const built = buildSimRequest({
    id,
    now,
    deadline: now + ctx.options.timing.deadlineMs,
    body,
    key: (keyName && ctx.apiKey(keyName)) || null,
    targets: { origin, destination, currencyIn, currencyOut, recipient: user },
    priced: {
      amountIn,
      amountOut: convertAmount(amountIn - execution - platform, currencyIn, currencyOut),
      relayerGas: execution,
      relayerService: platform,
      swap: 0n,
      app: 0n,
      appEntries: [],
      costsUsd6,
      sponsorship: applySponsorship({ ...toSponsorshipOptions(body), costsUsd6 }),
      sponsoredIn: 0n,
    },
    fees: { gas: zero, relayer: zero, relayerGas: zero, relayerService: zero, app: zero },
    operation: 'bridge',
    slippageTolerance: '50',
    timeEstimate: 5,
    depositAddress: null,
    quote: null,
  })
  if (settled) {
    const { n, createdAt } = settled
    const seconds = Math.floor(createdAt / 1000)
    return {
      ...built,
      updatedAt: createdAt + 1000,
      status: 'success',
      statusHistory: [{ status: 'success', at: createdAt }],
      actualAmountOut: built.amountOut,
      inTxs: [settledTx(hexOf(n, 'b'), origin.id, 1000 + n, seconds + 5)],
      outTxs: [settledTx(hexOf(n, 'c'), destination.id, 2000 + n, seconds + 20)],
      ...overrides,
    }
  }
  const request: SimRequest = { ...built, quote: undefined, ...overrides }
  const token = request.currencyIn.address
  const native = token === addresses.native
  request.quote ??= {
    steps: [
      {
        id: 'deposit',
        kind: 'transaction',
        requestId: id,
        items: [
          {
            status: 'incomplete',
            data: {
              from: user,
              to: origin.depository,
              chainId: origin.id,
              value: native ? amountIn.toString() : '0',
              data: native
                ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] })
                : encodeFunctionData({
                    abi: depositoryAbi,
                    functionName: 'depositErc20',
                    args: [token as Hex, amountIn, id],
                  }),
            },
          },
        ],
      },
    ],
  }
  ctx.store.insert(request)
  ctx.events.emit('request.created', request)
  return request
}
