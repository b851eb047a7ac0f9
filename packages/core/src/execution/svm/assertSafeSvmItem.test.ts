import { describe, expect, test } from 'vitest'
import { assertSafeSvmItem, type SvmSafetyContext } from './assertSafeSvmItem'
import type { SvmInstruction, SvmItemData } from './SvmItemData'
import { svmPrograms } from './svmPrograms'

// The shapes of the simulator's deposits (docs/simulator.md): a USDC TransferChecked and a SOL transfer, each with
// the request id in a memo.
const user = 'AfYjLi8LWQ7ZvJknYciddPYduSsPsYyES9GYAFPbWn6j'
const userUsdc = 'Bg6JpbH9YFjszk3Ajo5p6jyhdWRhJ1uJkbwHy1U1BoN3'
const payer = 'BEe8VUuydSxmo9cjgUQQDxPBM2k1Qk3M5HXp42LJiKC4'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const depository = '7CtYz1RKYiwi4Wmx6iFLN6mRSS6zvteMYTguKtqboEag'
const depositoryUsdc = 'DAJDHGD5MfMWVXCbSwSNDYsKdKV7HBMEVvjYCW3BodiS'
const foreign = 'AsCG9PnTHKx46bS4Pz5jrEJwZQHAMifTze8CXtVfojZ6'
const requestId = `0x${'ab'.repeat(32)}`
const u64 = (n: bigint) => Buffer.from(new BigUint64Array([n]).buffer).toString('hex')
const key = (pubkey: string, isSigner = false, isWritable = false) => ({ pubkey, isSigner, isWritable })
const memo: SvmInstruction = {
  programId: svmPrograms.memo,
  keys: [key(user, true)],
  data: Buffer.from(requestId).toString('hex'),
}
const usdc = (amount: bigint, feePayer = user): SvmItemData => ({
  chainId: 792703809,
  instructions: [
    {
      programId: svmPrograms.associatedToken,
      keys: [
        key(feePayer, true, true),
        key(depositoryUsdc, false, true),
        key(depository),
        key(mint),
        key(svmPrograms.system),
        key(svmPrograms.token),
      ],
      data: '01',
    },
    {
      programId: svmPrograms.token,
      keys: [key(userUsdc, false, true), key(mint), key(depositoryUsdc, false, true), key(user, true)],
      data: `0c${u64(amount)}06`,
    },
    memo,
  ],
})
const sol = (lamports: bigint): SvmItemData => ({
  chainId: 792703809,
  instructions: [
    {
      programId: svmPrograms.system,
      keys: [key(user, true, true), key(depository, false, true)],
      data: `02000000${u64(lamports)}`,
    },
    memo,
  ],
})
const ctx: SvmSafetyContext = {
  step: 'deposit',
  item: 0,
  user,
  feePayer: user,
  requestId,
  deposit: true,
  origin: { currency: mint, native: false },
  userTokenAccounts: [userUsdc],
  allowPrograms: [],
}
const refused = (data: SvmItemData, context: SvmSafetyContext = ctx) => {
  try {
    assertSafeSvmItem(data, context)
  } catch (error) {
    return (error as { check?: string }).check
  }
  return 'passed'
}

describe('assertSafeSvmItem', () => {
  test('default: the simulator-shaped USDC and SOL deposits pass and report what they move', () => {
    expect(assertSafeSvmItem(usdc(5_000_000n), ctx)).toEqual({ native: 0n, token: 5_000_000n })
    expect(
      assertSafeSvmItem(sol(7n), {
        ...ctx,
        origin: { currency: svmPrograms.system, native: true },
        userTokenAccounts: [],
      }),
    ).toEqual({ native: 7n, token: 0n })
    expect(refused(usdc(1n, payer), { ...ctx, feePayer: payer })).toBe('passed')
  })

  test('behavior: another program is refused (svm-program); one the integrator allows passes', () => {
    const data = usdc(1n)
    const extra = { programId: foreign, keys: [key(depository)], data: '' }
    expect(refused({ ...data, instructions: [...data.instructions, extra] })).toBe('svm-program')
    expect(
      refused({ ...data, instructions: [...data.instructions, extra] }, { ...ctx, allowPrograms: [foreign] }),
    ).toBe('passed')
  })

  test("behavior: the user's account (or token account) writable or signing for an allowed foreign program is refused (svm-writable)", () => {
    const data = usdc(1n)
    for (const k of [key(user, false, true), key(userUsdc, false, true), key(user, true, false)])
      expect(
        refused(
          { ...data, instructions: [...data.instructions, { programId: foreign, keys: [k], data: '' }] },
          { ...ctx, allowPrograms: [foreign] },
        ),
      ).toBe('svm-writable')
  })

  test('behavior: a signer other than the user and the fee payer is refused (svm-signer)', () => {
    const data = usdc(1n, payer)
    expect(refused(data)).toBe('svm-signer') // a fee payer the user did not ask for
  })

  test("behavior: System and Token instructions other than the user's own transfer are refused (svm-instruction)", () => {
    const transfer = usdc(1n).instructions[1]!
    const variants: SvmInstruction[] = [
      { ...transfer, data: `04${u64(1n)}` }, // Approve: a delegation
      {
        ...transfer,
        keys: [key(depositoryUsdc, false, true), key(mint), key(userUsdc, false, true), key(user, true)],
      }, // not the user's account
      { ...transfer, keys: [transfer.keys[0]!, key(foreign), ...transfer.keys.slice(2)] }, // another mint
      {
        programId: svmPrograms.system,
        keys: [key(user, true, true), key(foreign, false, true)],
        data: `00000000${u64(1n)}`,
      }, // CreateAccount
    ]
    for (const v of variants)
      expect(refused({ ...usdc(1n), instructions: [v, memo] })).toBe('svm-instruction')
  })

  test('behavior: a deposit without the request id in a memo is refused (svm-request-id)', () => {
    const data = usdc(1n)
    expect(refused({ ...data, instructions: data.instructions.slice(0, 2) })).toBe('svm-request-id')
    const other = { ...memo, data: Buffer.from(`0x${'cd'.repeat(32)}`).toString('hex') }
    expect(refused({ ...data, instructions: [...data.instructions.slice(0, 2), other] })).toBe(
      'svm-request-id',
    )
  })

  test('behavior: instructions that are not well formed are refused (svm-shape)', () => {
    expect(refused({ chainId: 1, instructions: [] })).toBe('svm-shape')
    expect(refused({ chainId: 1, instructions: [{ ...memo, data: 'xyz' }] })).toBe('svm-shape')
    expect(refused({ chainId: 1, instructions: [{ ...memo, keys: [{ pubkey: user }] as never }] })).toBe(
      'svm-shape',
    )
  })
})
