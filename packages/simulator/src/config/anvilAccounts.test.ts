import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { anvilAccount } from '../node/anvilAccount'
import { addresses } from './addresses'
import { anvilAccounts } from './anvilAccounts'

describe('anvilAccounts', () => {
  test('default: each key belongs to its address, the same ten accounts the mnemonic derives', () => {
    expect(anvilAccounts).toHaveLength(10)
    for (const [i, { address, privateKey }] of anvilAccounts.entries()) {
      expect(privateKeyToAccount(privateKey).address).toBe(address)
      expect(anvilAccount(i).address).toBe(address)
    }
    expect(anvilAccounts[8]!.address).toBe(addresses.solver)
    expect(anvilAccounts[9]!.privateKey).toBe(addresses.deployerKey)
  })
})
