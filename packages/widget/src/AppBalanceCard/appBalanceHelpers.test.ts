import { describe, expect, test } from 'vitest'
import { defaultMessages } from '../messages/defaultMessages'
import { formatUsd } from '../parts/format/formatUsd'
import { checkClaimInput } from './checkClaimInput'
import { describeClaimError } from './describeClaimError'
import { explorerTxUrl } from './explorerTxUrl'
import { fastFillReadiness } from './fastFillReadiness'

const hash = `0x${'ab'.repeat(32)}`
const wallet = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

describe('checkClaimInput', () => {
  const base = { recipient: wallet, held: 1_000n, claimable: 800n, holdsOutstanding: true }
  test('default: a positive amount within what is claimable, to an address', () => {
    expect(checkClaimInput({ ...base, amount: 800n })).toEqual({
      kind: 'ok',
      amount: 800n,
      recipient: wallet,
    })
    expect(checkClaimInput({ ...base, amount: 1n, recipient: ` ${wallet.toLowerCase()} ` })).toMatchObject({
      kind: 'ok',
      recipient: wallet.toLowerCase(),
    })
  })
  test('behavior: refusals in order: amount, balance, holds (or plain claimable), recipient', () => {
    expect(checkClaimInput({ ...base, amount: undefined }).kind).toBe('badAmount')
    expect(checkClaimInput({ ...base, amount: 0n }).kind).toBe('badAmount')
    expect(checkClaimInput({ ...base, amount: 1_001n }).kind).toBe('aboveBalance')
    expect(checkClaimInput({ ...base, amount: 801n }).kind).toBe('aboveAvailable')
    expect(checkClaimInput({ ...base, amount: 801n, holdsOutstanding: false }).kind).toBe('aboveClaimable')
    for (const recipient of ['', '0x12', `${wallet}0`, 'vitalik.eth', wallet.replace('d', 'D')])
      expect(checkClaimInput({ ...base, amount: 5n, recipient }).kind, recipient).toBe('badRecipient')
  })
})

describe('fastFillReadiness', () => {
  test('default: no wallet, unknown, no balance, holds outstanding, ready', () => {
    expect(fastFillReadiness(undefined, undefined)).toBe('no-wallet')
    expect(fastFillReadiness(wallet, undefined)).toBeUndefined()
    expect(fastFillReadiness(wallet, { availableBalanceUsd: 0, outstandingFastFillBalanceUsd: 25 })).toBe(
      'no-balance',
    )
    expect(fastFillReadiness(wallet, { availableBalanceUsd: 1, outstandingFastFillBalanceUsd: 25 })).toBe(
      'holds-outstanding',
    )
    expect(fastFillReadiness(wallet, { availableBalanceUsd: 1, outstandingFastFillBalanceUsd: 0 })).toBe(
      'ready',
    )
  })
})

describe('explorerTxUrl', () => {
  test('default: the tx page under the explorer, one slash', () => {
    expect(explorerTxUrl({ explorerUrl: 'https://basescan.org/' }, hash)).toBe(
      `https://basescan.org/tx/${hash}`,
    )
  })
  test('behavior: nothing without an http(s) explorer or a hex hash', () => {
    expect(explorerTxUrl(undefined, hash)).toBeUndefined()
    expect(explorerTxUrl({ explorerUrl: 'javascript:alert(1)//' }, hash)).toBeUndefined()
    expect(explorerTxUrl({ explorerUrl: 'not a url' }, hash)).toBeUndefined()
    expect(explorerTxUrl({ explorerUrl: 'https://x.test' }, '"><img>')).toBeUndefined()
  })
})

describe('formatUsd', () => {
  test('default: exact to the micro-USD, at least cents, in the locale', () => {
    expect(formatUsd(1008.94355, 'en-US', 6)).toBe('$1,008.94355')
    expect(formatUsd('1000.000000', 'en-US', 6)).toBe('$1,000.00')
    expect(formatUsd(0.000001, 'en-US', 6)).toBe('$0.000001')
    expect(formatUsd(975, 'de-DE', 6)).toMatch(/^975,00\s\$$/u)
    expect(formatUsd('NaN', 'en-US', 6)).toBe('$0.00')
  })
})

describe('describeClaimError', () => {
  const m = defaultMessages.appBalance.claim
  test('default: the service and the wallet in words', () => {
    expect(describeClaimError({ errorCode: 'INSUFFICIENT_AVAILABLE_BALANCE' }, m)).toBe(m.aboveAvailable)
    expect(describeClaimError({ errorCode: 'EXPIRED' }, m)).toBe(m.expired)
    expect(describeClaimError({ name: 'ExecutionError', reason: 'user-rejected' }, m)).toBe(m.rejected)
    expect(describeClaimError({ cause: { cause: { code: 4001 } } }, m)).toBe(m.rejected)
    expect(describeClaimError({ shortMessage: 'Rate limited.' }, m)).toBe('The claim failed: Rate limited.')
  })
})
