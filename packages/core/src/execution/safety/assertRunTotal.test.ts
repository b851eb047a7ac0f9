// One total over every step of a run (issue 34, item 5): each of these steps passes its own checks alone.
import { depositoryArtifact } from '@crosspay/simulator/node'
import { encodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { safetyCheckOf } from '../../../test/fixtures/safetyCheckOf'
import type { Quote } from '../../schemas/quoteSchema'
import { assertRunTotal } from './assertRunTotal'

const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const requestId = `0x${'12'.repeat(32)}` as const
const token = { origin: { currency: usdc, amount: 1_000_000n, native: false } }
const eth = {
  origin: { currency: '0x0000000000000000000000000000000000000000', amount: 1_000_000n, native: true },
}

const step = (kind: string, data: Record<string, unknown>, status = 'incomplete') =>
  ({ id: kind, kind, requestId, items: [{ status, data }] }) as unknown as Quote['steps'][number]
const deposit = (amount: bigint, status?: string) =>
  step(
    'transaction',
    {
      to: depository,
      chainId: 8453,
      value: '0',
      data: encodeFunctionData({
        abi: depositoryArtifact.abi,
        functionName: 'depositErc20',
        args: [usdc, amount, requestId],
      }),
    },
    status,
  )
const native = (value: bigint) =>
  step('transaction', {
    to: depository,
    chainId: 8453,
    value: String(value),
    data: encodeFunctionData({
      abi: depositoryArtifact.abi,
      functionName: 'depositNative',
      args: [requestId],
    }),
  })
const authorization = (amount: bigint) =>
  step('signature', {
    sign: {
      signatureKind: 'eip712',
      primaryType: 'DepositAuthorization',
      value: { token: usdc, amount: String(amount) },
    },
  })
const check = safetyCheckOf

describe('assertRunTotal', () => {
  test('default: one deposit of the input, or one signed authorization of it, passes', () => {
    expect(check(() => assertRunTotal([deposit(1_000_000n)], token))).toBe('ok')
    expect(check(() => assertRunTotal([authorization(1_000_000n)], token))).toBe('ok')
    expect(check(() => assertRunTotal([native(1_000_000n)], eth))).toBe('ok')
  })

  test('security: two deposits of the input, or an authorization and a deposit, are refused together', () => {
    expect(check(() => assertRunTotal([deposit(1_000_000n), deposit(1_000_000n)], token))).toBe('run-total')
    expect(check(() => assertRunTotal([authorization(1_000_000n), deposit(1n)], token))).toBe('run-total')
    expect(check(() => assertRunTotal([native(600_000n), native(600_000n)], eth))).toBe('run-total')
  })

  test('behavior: a step already done still counts: the run executed it', () => {
    expect(check(() => assertRunTotal([deposit(1_000_000n, 'complete'), deposit(1_000_000n)], token))).toBe(
      'run-total',
    )
  })
})
