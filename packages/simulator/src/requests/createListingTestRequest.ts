import type { Hex } from 'viem'
import { addresses } from '../config/addresses'
import type { Currency, SimRequest, SimTx } from '../model/types'

const usdc = (chainId: number): Currency => ({
  chainId,
  address: chainId === 792703809 ? addresses.svmUsdc : addresses.stablecoin,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
})

/** A deterministic 32-byte hex id from a number. */
const hexOf = (n: number, prefix = 'a') => `0x${prefix}${n.toString(16).padStart(63, '0')}` as Hex

/** A transaction for tests. */
const testTx = (hash: string, chainId: number, block: number, timestamp: number): SimTx => ({
  txHash: hash,
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
 * Builds a complete, already-settled `SimRequest` for the request-history tests (a 10 USDC bridge
 * 8453 → 10 by `demo-key`, status success, created at `createdAt`, numbered `n` for distinct ids and
 * hashes), with `overrides` applied; insert it into a store to list it. Its transactions carry no `kind`
 * (see isRefundTx). Test-only helper; not part of the service. Not to be confused with lifecycle's
 * `createTestRequest`, which quotes a fresh `waiting` request inside a running simulator.
 */
export function createListingTestRequest(
  n: number,
  createdAt: number,
  overrides: Partial<SimRequest> = {},
): SimRequest {
  const user = `0x${'1'.repeat(38)}${(n % 256).toString(16).padStart(2, '0')}`
  const zero = { currency: usdc(8453), amount: '0', amountFormatted: '0', amountUsd: '0' }
  return {
    id: hexOf(n),
    apiKey: 'demo-key',
    referrer: 'ref-demo',
    createdAt,
    updatedAt: createdAt + 1000,
    status: 'success',
    statusHistory: [{ status: 'success', at: createdAt }],
    user,
    sender: user,
    recipient: user,
    refundTo: null,
    requestType: 'Bridge',
    features: [],
    originChainId: 8453,
    destinationChainId: 10,
    currencyIn: usdc(8453),
    currencyOut: usdc(10),
    amountIn: '10000000',
    amountOut: '9900000',
    amountInUsd: 10,
    amountOutUsd: 9.9,
    actualAmountOut: '9900000',
    tradeType: 'EXACT_INPUT',
    slippageTolerance: '50',
    timeEstimate: 10,
    fees: { gas: zero, relayer: zero, relayerGas: zero, relayerService: zero, app: zero },
    feeComponentsUsd: { swap: 0, execution: 0.05, platform: 0.05, app: 0, sponsored: 0 },
    sponsorship: null,
    sponsorPayment: null,
    appFees: [],
    depositAddress: null,
    inTxs: [testTx(hexOf(n, 'b'), 8453, 1000 + n, Math.floor(createdAt / 1000) + 5)],
    outTxs: [testTx(hexOf(n, 'c'), 10, 2000 + n, Math.floor(createdAt / 1000) + 20)],
    failReason: null,
    refundFailReason: null,
    failedTxHash: null,
    failedTxBlockNumber: null,
    failedCallData: null,
    outcome: { status: 'success' },
    fastFill: null,
    deadline: createdAt + 600_000,
    usesExternalLiquidity: false,
    partnerId: null,
    solverAddress: addresses.solver,
    apiKeyName: 'Demo integrator',
    supersededByRequestId: null,
    quoteBody: {
      user,
      originChainId: 8453,
      destinationChainId: 10,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '10000000',
      tradeType: 'EXACT_INPUT',
    },
    quote: null,
    ...overrides,
  }
}
