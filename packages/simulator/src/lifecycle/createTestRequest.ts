import { encodeFunctionData, keccak256, toHex } from 'viem'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'

const zeroFee = (ctx: SimContext) => {
  const c = ctx.currency(8453, addresses.native)!
  return { currency: c, amount: '0', amountFormatted: '0', amountUsd: '0' }
}

let counter = 0

/**
 * Test factory: inserts a `waiting` request (0.01 ETH from 8453 to 10 by default) into the store,
 * with a quote holding a `deposit` step as the quote module issues it, and emits `request.created`.
 * For tests of the lifecycle, balances and events; the quote module builds real ones.
 */
export function createTestRequest(ctx: SimContext, overrides: Partial<SimRequest> = {}): SimRequest {
  const id = overrides.id ?? keccak256(toHex(`test-request:${counter++}`))
  const originChainId = overrides.originChainId ?? 8453
  const currencyIn = overrides.currencyIn ?? ctx.currency(originChainId, addresses.native)!
  const currencyOut =
    overrides.currencyOut ?? ctx.currency(overrides.destinationChainId ?? 10, addresses.native)!
  const amountIn = overrides.amountIn ?? '10000000000000000'
  const user = overrides.user ?? '0x1111111111111111111111111111111111111111'
  const native = currencyIn.address === addresses.native
  const depository = ctx.chain(originChainId)!.depository
  const now = ctx.clock.now()
  const request: SimRequest = {
    id,
    apiKey: null,
    referrer: null,
    createdAt: now,
    updatedAt: now,
    status: 'waiting',
    statusHistory: [{ status: 'waiting', at: now }],
    user,
    sender: user,
    recipient: user,
    refundTo: null,
    requestType: 'Bridge',
    features: [],
    originChainId,
    destinationChainId: 10,
    currencyIn,
    currencyOut,
    amountIn,
    amountOut: '9900000000000000',
    amountInUsd: 30,
    amountOutUsd: 29.7,
    actualAmountOut: null,
    tradeType: 'EXACT_INPUT',
    slippageTolerance: '50',
    timeEstimate: 5,
    fees: {
      gas: zeroFee(ctx),
      relayer: zeroFee(ctx),
      relayerGas: zeroFee(ctx),
      relayerService: zeroFee(ctx),
      app: zeroFee(ctx),
    },
    feeComponentsUsd: { swap: 0, execution: 0.3, platform: 0, app: 0, sponsored: 0 },
    sponsorship: null,
    sponsorPayment: null,
    appFees: [],
    depositAddress: null,
    inTxs: [],
    outTxs: [],
    failReason: null,
    refundFailReason: null,
    failedTxHash: null,
    failedTxBlockNumber: null,
    failedCallData: null,
    outcome: { status: 'success' },
    fastFill: null,
    deadline: now + ctx.options.timing.deadlineMs,
    usesExternalLiquidity: false,
    partnerId: null,
    solverAddress: addresses.solver,
    apiKeyName: null,
    supersededByRequestId: null,
    quoteBody: {
      user,
      originChainId,
      destinationChainId: 10,
      originCurrency: currencyIn.address,
      destinationCurrency: currencyOut.address,
      amount: amountIn,
      tradeType: 'EXACT_INPUT',
    },
    quote: undefined,
    ...overrides,
  }
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
              to: depository,
              chainId: originChainId,
              value: native ? amountIn : '0',
              data: native
                ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] })
                : encodeFunctionData({
                    abi: depositoryAbi,
                    functionName: 'depositErc20',
                    args: [currencyIn.address as `0x${string}`, BigInt(amountIn), id],
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
