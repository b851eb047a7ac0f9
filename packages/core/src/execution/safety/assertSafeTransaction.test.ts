import { depositoryArtifact } from '@crosspay/simulator/node'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { safetyCheckOf } from '../../../test/fixtures/safetyCheckOf'
import type { Chain } from '../../schemas/chainSchema'
import { assertSafeTransaction } from './assertSafeTransaction'

const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const solver = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const own = '0x00000000000000000000000000000000000c0ffe' // the integrator's own contract
const chain = {
  id: 8453,
  name: 'base',
  displayName: 'Base',
  depositEnabled: true,
  disabled: false,
  contracts: { approvalProxy: depository, v3: { erc20Router: depository } },
  protocol: { v2: { depository } },
  solverAddresses: [solver],
} as Chain
const requestId = `0x${'ab'.repeat(32)}` as const
const ctx = {
  step: 'deposit',
  item: 0,
  chains: [chain],
  origin: { chainId: 8453, currency: token, amount: 1_000_000n, native: false, exact: true },
  account: user,
  user,
  requestId,
}
/** The simulator's ERC-20 deposit of the whole input for this request. */
const deposit = encodeFunctionData({
  abi: depositoryArtifact.abi,
  functionName: 'depositErc20',
  args: [token, 1_000_000n, requestId],
})
const item = (to: string, data = deposit, value = '0') => ({
  data: { chainId: 8453, from: user, to, data, value },
})
const approve = (spender: string) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, 1_000_000n] })
const check = safetyCheckOf

describe('assertSafeTransaction', () => {
  test('default: a deposit to the depository or the solver and an approval of a service contract pass', () => {
    expect(check(() => assertSafeTransaction(item(depository), ctx))).toBe('ok')
    expect(check(() => assertSafeTransaction(item(solver), ctx))).toBe('ok')
    expect(check(() => assertSafeTransaction(item(token, approve(depository)), ctx))).toBe('ok')
    // Permit2's one-time approval (the real service asks for it in permit flows): safe by itself.
    expect(
      check(() =>
        assertSafeTransaction(item(token, approve('0x000000000022d473030f116ddee9f6b43ac78ba3')), ctx),
      ),
    ).toBe('ok')
  })

  test('parameters: allowAddresses extends the allow-list, for targets and spenders, on its chain only', () => {
    expect(check(() => assertSafeTransaction(item(own), ctx))).toBe('transaction-target')
    // The integrator's own contract is its to vouch for: its calldata is not the service's, and not decoded.
    const allowAddresses = (chainId: number) => (chainId === 8453 ? [own] : [])
    expect(check(() => assertSafeTransaction(item(own, '0x12345678'), { ...ctx, allowAddresses }))).toBe('ok')
    expect(check(() => assertSafeTransaction(item(token, approve(own)), { ...ctx, allowAddresses }))).toBe(
      'ok',
    )
    expect(check(() => assertSafeTransaction(item(token, approve(own)), ctx))).toBe('approval-spender')
  })

  test('behavior: a disabled chain, a native value on an ERC-20 quote, a missing account are refused', () => {
    const disabled = { ...ctx, chains: [{ ...chain, disabled: true }] }
    expect(check(() => assertSafeTransaction(item(depository), disabled))).toBe('chain-enabled')
    expect(check(() => assertSafeTransaction(item(depository, '0x', '1'), ctx))).toBe('value')
    expect(check(() => assertSafeTransaction(item(depository), { ...ctx, account: undefined }))).toBe(
      'account',
    )
  })
})
