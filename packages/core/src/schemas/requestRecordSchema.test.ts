import { describe, expect, test } from 'vitest'
import { collectUnknownValues } from '../utils/collectUnknownValues'
import { requestRecordSchema } from './requestRecordSchema'

const currency = {
  chainId: 1,
  address: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}

const record = {
  id: '0xabc',
  status: 'success',
  user: '0x1111111111111111111111111111111111111111',
  sender: '0x1111111111111111111111111111111111111111',
  recipient: '0x2222222222222222222222222222222222222222',
  refundTo: null,
  depositAddress: {
    address: '0x3',
    type: 'strict',
    depositor: null,
    depositTxHash: null,
    recoveryAddress: null,
  },
  requestType: 'Bridge',
  features: ['fast_fill'],
  supersededByRequestId: null,
  data: {
    slippageTolerance: '50',
    failReason: null,
    refundFailReason: null,
    failedTxHash: null,
    failedTxBlockNumber: null,
    failedCallData: null,
    usesExternalLiquidity: false,
    timeEstimate: 12,
    triggeredByFastFill: null,
    inTxs: [
      {
        txHash: '0xin',
        fee: '1',
        block: 1,
        type: 'onchain',
        chainId: 1,
        timestamp: 1,
        status: 'success',
        data: {},
        stateChanges: [],
      },
    ],
    outTxs: [],
    appFees: {
      quoted: [{ recipient: '0x4', bps: '50', amount: '5', amountFormatted: '0.000005' }],
      actual: [],
      currency,
    },
    fees: {
      quoted: { swap: { usd: '0', amount: '0', amountFormatted: '0' } },
      actual: { swap: { usd: '0' } },
      currency,
    },
    feeSponsorship: {
      quoted: {
        selectedComponents: ['execution'],
        maxSubsidizationAmount: null,
        capHit: false,
        components: {
          execution: {
            selected: true,
            total: { amount: '1', amountUsd: '1' },
            sponsored: { amount: '1', amountUsd: '1' },
            userPays: { amount: '0', amountUsd: '0' },
          },
        },
        sponsoredTotal: { amount: '1', amountUsd: '1' },
        userPaysTotal: { amount: '0', amountUsd: '0' },
      },
      actual: { sponsorPayment: { amount: '1', address: '0x5', chainId: 8453 } },
      currency,
    },
    route: {
      includedSwapSources: [],
      quoted: {
        origin: {
          inputCurrency: { currency, amount: '10' },
          outputCurrency: { currency, amount: '9' },
          router: null,
        },
      },
      actual: {
        origin: { inputCurrency: { currency, amount: '10' } },
        destination: { outputCurrency: { currency, amount: '9' } },
        rate: '0.9',
      },
    },
    quoteOraclePrice: null,
    externalMetadata: { partnerId: null },
  },
  protocol: {
    orderId: '0xabc',
    hubType: 'v2',
    isWithdrawable: false,
    solver: { address: '0x6', protocolChainId: 1, chainId: 8453 },
    deposit: {
      origin: {
        amount: '10',
        chainId: 1,
        currency: '0x0',
        depositor: '0x1',
        depository: '0x7',
        onchainId: '0x8',
        transactionId: '0xin',
      },
    },
    settlement: { destination: { fills: [{ chainId: 8453, transactionId: '0xout' }], refunds: [] } },
  },
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:10.000Z',
}

describe('requestRecordSchema', () => {
  test('default: every nested object of the interface parses', () => {
    const { result, unknownValues } = collectUnknownValues(() => requestRecordSchema.safeParse(record))
    expect(result.error?.issues).toBeUndefined()
    expect(unknownValues).toEqual([])
    expect(result.data?.data.route?.actual?.destination?.outputCurrency?.amount).toBe('9')
    expect(result.data?.data.feeSponsorship?.actual?.sponsorPayment?.chainId).toBe(8453)
    expect(result.data?.protocol?.settlement?.destination?.fills?.[0]?.transactionId).toBe('0xout')
  })

  test('behavior: unknown status, requestType, feature and failReason are kept and flagged', () => {
    const { result, unknownValues } = collectUnknownValues(() =>
      requestRecordSchema.safeParse({
        ...record,
        status: 'delayed',
        requestType: 'Teleport',
        features: ['fast_fill', 'warp'],
        data: { ...record.data, failReason: 'NEW_REASON' },
      }),
    )
    expect(result.success).toBe(true)
    expect(result.data?.features).toEqual(['fast_fill', 'warp'])
    expect(unknownValues.map((u) => `${u.field}=${u.value}`).sort()).toEqual([
      'failReason=NEW_REASON',
      'features=warp',
      'requestType=Teleport',
      'status=delayed',
    ])
  })

  test('behavior: a minimal record parses (optional parts omitted)', () => {
    const parsed = requestRecordSchema.parse({ id: '0x1', status: 'pending', data: {} })
    expect(parsed.data.inTxs).toEqual([])
    expect(parsed.features).toEqual([])
  })

  test('behavior: a transaction without txHash fails with its path', () => {
    const result = requestRecordSchema.safeParse({
      ...record,
      data: { ...record.data, inTxs: [{ chainId: 1 }] },
    })
    expect(result.error?.issues[0]?.path).toEqual(['data', 'inTxs', 0, 'txHash'])
  })
})
