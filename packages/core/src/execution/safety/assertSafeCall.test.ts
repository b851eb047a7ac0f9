// The calldata checks on the real service's samples (test/fixtures/real-quotes) and on each tampering. How the
// samples fare, decided and documented in docs/security.md: their approvals pass (Permit2's unlimited one-time
// approval, and approvals of at most the input); their deposit and swap calls are cut short in the samples (4 bytes,
// request id redacted to "0xabc") or go through a router whose inner calls can send the input anywhere, so they are
// refused (`calldata-selector`). A real native deposit carries the 32-byte request id as its calldata, and passes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { depositoryArtifact } from '@crosspay/simulator/node'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { safetyCheckOf } from '../../../test/fixtures/safetyCheckOf'
import { type Quote, quoteSchema } from '../../schemas/quoteSchema'
import { assertSafeCall, type CallSafetyContext } from './assertSafeCall'
import { readServiceCall } from './readServiceCall'
import { serviceAbi } from './serviceAbi'

const dir = join(__dirname, '../../../test/fixtures/real-quotes')
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const sample = (file: string): Quote => quoteSchema.parse(read(file))

/** Each transaction of a sample, checked against its own details (what the request takes, in what, for whom). */
function checkSample(quote: Quote, steps = quote.steps) {
  const input = quote.details!.currencyIn!
  const origin = {
    currency: input.currency.address,
    amount: BigInt(input.amount),
    native: input.currency.metadata?.isNative === true,
  }
  return steps
    .filter((s) => s.kind === 'transaction')
    .flatMap((s) =>
      s.items.map((item) => {
        const call = readServiceCall(item.data as { to: string }, origin)
        const ctx = { step: s.id, item: 0, requestId: s.requestId!, origin, user: quote.details!.sender }
        return `${s.id}: ${check(() => assertSafeCall(call, ctx))}`
      }),
    )
}
const check = safetyCheckOf

describe('assertSafeCall on the real samples', () => {
  test('behavior: approvals pass; the cut-short deposit and the router calls are refused', () => {
    expect(checkSample(sample('executeBridge.json'))).toEqual(['deposit: calldata-selector'])
    expect(checkSample(sample('executeBridgeAuthorize.json'))).toEqual(['approve: ok'])
    expect(checkSample(sample('swapWithApproval.json'))).toEqual(['approve: ok', 'swap: calldata-selector'])
    expect(checkSample(sample('swapWithZeroResetApproval.json'))).toEqual([
      'approve: ok',
      'approve: ok',
      'swap: calldata-selector',
    ])
    // The steps the permit post answers: Permit2's one-time approval, for the authorize sample's request.
    const authorize = sample('executeBridgeAuthorize.json')
    expect(checkSample(authorize, read('postSignatureExtraSteps.json'))).toEqual(['approve: ok'])
  })

  test('behavior: the native bridge with its calldata whole (the 32-byte request id) passes, another id does not', () => {
    const quote = sample('executeBridge.json')
    const id = `0x${'ab'.repeat(32)}`
    const deposit = quote.steps[0]!
    deposit.requestId = id
    ;(deposit.items[0]!.data as { data: string }).data = id
    expect(checkSample(quote)).toEqual(['deposit: ok'])
    ;(deposit.items[0]!.data as { data: string }).data = `0x${'cd'.repeat(32)}`
    expect(checkSample(quote)).toEqual(['deposit: calldata-request'])
  })
})

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const usdc = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const depository = '0xa15bb66138824a1c7167f5e85b957d04dd34e468'
const requestId = `0x${'12'.repeat(32)}` as const
const other = `0x${'34'.repeat(32)}` as const
const ctx: CallSafetyContext = {
  step: 'deposit',
  item: 0,
  requestId,
  origin: { currency: usdc, amount: 1_000_000n, native: false, exact: true },
  user,
}
const onToken = (data: string) => ({ to: usdc, data, value: '0' })
const onDepository = (data: string, value = '0') => ({ to: depository, data, value })
const simulatorDeposit = (amount: bigint, id: `0x${string}` = requestId, token = usdc) =>
  encodeFunctionData({
    abi: depositoryArtifact.abi,
    functionName: 'depositErc20',
    args: [token as `0x${string}`, amount, id],
  })
const relayDeposit = (depositor: string, amount = 1_000_000n) =>
  encodeFunctionData({
    abi: [serviceAbi[3]],
    functionName: 'depositErc20',
    args: [depositor as `0x${string}`, usdc, amount, requestId],
  })
const approve = (amount: bigint, spender = depository) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] })
const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [depository, amount] })
const verdict = (tx: { to: string; data: string; value: string }, c: CallSafetyContext = ctx) =>
  check(() => assertSafeCall(readServiceCall(tx, c.origin), c))

describe('assertSafeCall', () => {
  test("default: the simulator's and the real depository's deposits of the input, for this request and user, pass", () => {
    expect(verdict(onDepository(simulatorDeposit(1_000_000n)))).toBe('ok')
    expect(verdict(onDepository(relayDeposit(user)))).toBe('ok')
    expect(verdict(onDepository(relayDeposit('0x0000000000000000000000000000000000000000')))).toBe('ok')
    expect(verdict(onToken(`${transfer(1_000_000n)}${requestId.slice(2)}`))).toBe('ok')
    expect(verdict(onToken(approve(1_000_000n)))).toBe('ok')
    expect(verdict(onToken(approve(0n)))).toBe('ok')
  })

  test.each<[string, string, { to: string; data: string; value: string }]>([
    ['calldata-request', 'a deposit for another request', onDepository(simulatorDeposit(1_000_000n, other))],
    ['calldata-request', 'a token transfer that names no request', onToken(transfer(1_000_000n))],
    ['calldata-request', 'a plain transfer to the depository', onDepository('0x')],
    ['calldata-amount', 'a deposit of 10× the input', onDepository(simulatorDeposit(10_000_000n))],
    ['calldata-amount', 'a deposit of less than the input (EXACT_INPUT)', onDepository(simulatorDeposit(1n))],
    ['calldata-amount', 'an approval above the input', onToken(approve(1_000_001n))],
    ['calldata-amount', 'an unlimited approval of the depository', onToken(approve(maxUint256))],
    [
      'calldata-token',
      'a deposit of another token',
      onDepository(simulatorDeposit(1_000_000n, requestId, depository)),
    ],
    ['calldata-token', 'a native deposit on an ERC-20 quote', onDepository(requestId, '1000000')],
    [
      'calldata-depositor',
      'a deposit crediting a stranger',
      onDepository(relayDeposit(`0x${'be'.repeat(20)}`)),
    ],
    [
      'calldata-selector',
      "the depository's solver-only depositFor",
      onDepository(
        encodeFunctionData({
          abi: depositoryArtifact.abi,
          functionName: 'depositFor',
          args: [usdc, user, 1_000_000n, requestId],
        }),
      ),
    ],
    ['calldata-selector', 'a token function on the depository', onDepository(approve(1n))],
    ['calldata-selector', 'a deposit function on the token', onToken(simulatorDeposit(1_000_000n))],
    [
      'calldata-selector',
      'transferFrom on the token',
      onToken(
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [user, depository, 1n],
        }),
      ),
    ],
    [
      'calldata-selector',
      'a request id appended after one already named',
      onDepository(`${simulatorDeposit(1_000_000n)}${requestId.slice(2)}`),
    ],
  ])('security: %s: %s is refused', (expected, _what, tx) => {
    expect(verdict(tx)).toBe(expected)
  })

  test('parameters: EXACT_OUTPUT bounds a deposit by the quoted input; Permit2 and a permit flow may approve more', () => {
    const atMost = { ...ctx, origin: { ...ctx.origin, exact: false } }
    expect(verdict(onDepository(simulatorDeposit(999_999n)), atMost)).toBe('ok')
    expect(verdict(onDepository(simulatorDeposit(1_000_001n)), atMost)).toBe('calldata-amount')
    const permit2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'
    expect(verdict(onToken(approve(maxUint256, permit2)))).toBe('ok')
    expect(verdict(onToken(approve(maxUint256)), { ...ctx, permitFlow: true })).toBe('ok')
  })
})
