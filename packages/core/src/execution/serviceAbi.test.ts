// The ABI table against its sources of truth: the simulator's Depository.sol as compiled (the committed artifact,
// which the simulator's compileContracts.test.ts keeps equal to a fresh solc compilation), viem's ERC-20 ABI, and
// the signatures themselves; and the strict decoder over it.
import { depositoryArtifact } from '@crosspay/simulator/node'
import { type AbiFunction, encodeFunctionData, erc20Abi, toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeServiceCall } from './decodeServiceCall'
import { serviceAbi } from './serviceAbi'

const compiled = (depositoryArtifact.abi as readonly { type: string }[]).filter(
  (item): item is AbiFunction => item.type === 'function',
)
const shape = (f: { inputs: readonly { name?: string; type: string }[] }) =>
  f.inputs.map((i) => `${i.type} ${i.name}`)
const requestId = `0x${'12'.repeat(32)}` as const
const token = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'

describe('serviceAbi', () => {
  test('default: every selector is the one its signature hashes to', () => {
    for (const entry of serviceAbi)
      expect(toFunctionSelector(entry as AbiFunction), entry.name).toBe(entry.selector)
    expect(new Set(serviceAbi.map((e) => e.selector)).size).toBe(serviceAbi.length)
  })

  test("behavior: the Depository's functions a user may call, as compiled, are in the table with their inputs; the solver's are not", () => {
    const callable = compiled.filter((f) => f.stateMutability !== 'view' && f.stateMutability !== 'pure')
    // `depositFor` and `refund` are `onlySolver` in Depository.sol: a quote asking the user to call them is refused.
    const solverOnly = ['depositFor', 'refund']
    expect(callable.map((f) => f.name).sort()).toEqual(
      ['depositErc20', 'depositNative', ...solverOnly].sort(),
    )
    for (const f of callable) {
      const entry = serviceAbi.find((e) => e.selector === toFunctionSelector(f))
      if (solverOnly.includes(f.name)) expect(entry, f.name).toBeUndefined()
      else {
        expect(entry, f.name).toMatchObject({
          name: f.name,
          contract: 'depository',
          stateMutability: f.stateMutability,
        })
        expect(shape(entry!)).toEqual(shape(f))
      }
    }
  })

  test("behavior: the token entries are ERC-20's approve and transfer, as viem's erc20Abi has them", () => {
    for (const name of ['approve', 'transfer'] as const) {
      const standard = erc20Abi.find((f) => f.type === 'function' && f.name === name) as AbiFunction
      const entry = serviceAbi.find((e) => e.name === name)!
      expect(entry).toMatchObject({ contract: 'token', selector: toFunctionSelector(standard) })
      expect(entry.inputs.map((i) => i.type)).toEqual(standard.inputs.map((i) => i.type))
    }
  })

  test('behavior: only static parameters, named by role (the decoder reads one word each)', () => {
    const roles = ['requestId', 'token', 'amount', 'depositor', 'spender', 'to']
    for (const entry of serviceAbi)
      for (const input of entry.inputs) {
        expect(['address', 'uint256', 'bytes32']).toContain(input.type)
        expect(roles).toContain(input.name)
      }
  })
})

describe('decodeServiceCall', () => {
  const deposit = encodeFunctionData({
    abi: depositoryArtifact.abi,
    functionName: 'depositErc20',
    args: [token, 5n, requestId],
  })

  test('default: a call viem encodes decodes to the same arguments', () => {
    expect(decodeServiceCall(deposit)).toMatchObject({
      entry: { name: 'depositErc20', contract: 'depository' },
      args: { token, amount: 5n, requestId },
      trailing: undefined,
    })
  })

  test('behavior: one 32-byte word after the arguments is kept as `trailing` (a request id appended to a call)', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [token, 7n] })
    expect(decodeServiceCall(`${transfer}${requestId.slice(2)}`)).toMatchObject({
      entry: { name: 'transfer' },
      args: { to: token, amount: 7n },
      trailing: requestId,
    })
  })

  test.each([
    ['an unknown selector', `0xdeadbeef${deposit.slice(10)}`],
    ['a call cut short', deposit.slice(0, -2)],
    ['a call one word too long beyond a trailing word', `${deposit}${'00'.repeat(64)}`],
    ['half a word more', `${deposit}${'00'.repeat(16)}`],
    [
      'an address word with dirty high bytes',
      deposit.replace(
        `000000000000000000000000${token.slice(2)}`,
        `ff0000000000000000000000${token.slice(2)}`,
      ),
    ],
    ['odd hex', `${deposit}0`],
    ['not hex', `${deposit.slice(0, -2)}zz`],
    ['nothing', '0x'],
  ])('security: %s is not decoded', (_what, data) => {
    expect(decodeServiceCall(data)).toBeUndefined()
  })
})
