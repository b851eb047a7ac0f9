import { describe, expect, test } from 'vitest'
import { createChainConfigs } from '../config/createChainConfigs'
import { toChainRecord } from './toChainRecord'

// Every field the interface lists for a chain record ("Chain record" in service-interface.md).
const fields = [
  'id',
  'name',
  'displayName',
  'httpRpcUrl',
  'wsRpcUrl',
  'explorerUrl',
  'explorerName',
  'depositEnabled',
  'tokenSupport',
  'disabled',
  'partialDisableLimit',
  'blockProductionLagging',
  'currency',
  'withdrawalFee',
  'depositFee',
  'surgeEnabled',
  'featuredTokens',
  'erc20Currencies',
  'solverCurrencies',
  'iconUrl',
  'contracts',
  'vmType',
  'baseChainId',
  'solverAddresses',
  'tags',
  'protocol',
]

describe('toChainRecord', () => {
  test('default: every chain record carries every field of the interface', () => {
    for (const chain of createChainConfigs()) {
      const record = toChainRecord(chain)
      for (const f of fields) expect(record, `${chain.id}.${f}`).toHaveProperty(f)
      expect(record.contracts).toMatchObject({
        multicall3: expect.any(String),
        multicaller: expect.any(String),
        onlyOwnerMulticaller: expect.any(String),
        relayReceiver: expect.any(String),
        erc20Router: expect.any(String),
        approvalProxy: expect.any(String),
        v3: { erc20Router: expect.any(String), approvalProxy: expect.any(String) },
      })
      expect(record.currency).toMatchObject({
        id: expect.any(String),
        supportsBridging: true,
        decimals: expect.any(Number),
      })
      expect(record.protocol.v2).toEqual({ chainId: chain.id, depository: chain.depository })
      expect(record.solverAddresses.length).toBeGreaterThan(0)
    }
  })

  test('parameters: live chains point httpRpcUrl at the local anvil', () => {
    const [base] = createChainConfigs({ rpcUrls: { 8453: 'http://127.0.0.1:8545' } })
    expect(toChainRecord(base!)).toMatchObject({
      httpRpcUrl: 'http://127.0.0.1:8545',
      wsRpcUrl: 'ws://127.0.0.1:8545',
      gasless: true,
    })
  })

  test('behavior: gasless execution (POST /execute) is flagged on every EVM chain not disabled, live or virtual', () => {
    const flagged = (records: ReturnType<typeof toChainRecord>[]) =>
      records.filter((r) => r.gasless).map((r) => r.id)
    expect(
      flagged(createChainConfigs({ rpcUrls: { 10: 'http://127.0.0.1:8546' } }).map(toChainRecord)),
    ).toEqual([8453, 10, 7777777])
    expect(flagged(createChainConfigs().map(toChainRecord))).toEqual([8453, 10, 7777777])
  })

  test('behavior: one disabled, one lagging and one SVM chain are listed', () => {
    const records = createChainConfigs().map(toChainRecord)
    expect(records.filter((r) => r.disabled).map((r) => r.id)).toEqual([42161])
    expect(records.filter((r) => r.blockProductionLagging).map((r) => r.id)).toEqual([7777777])
    expect(records.filter((r) => r.vmType === 'svm').map((r) => r.id)).toEqual([792703809])
  })
})
