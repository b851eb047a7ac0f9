// Signatures by allow-list: the service's permits pass (the real Permit2 sample, the simulator's deposit
// authorization, ERC-2612), everything else is refused before the wallet is asked: EIP-191 texts (a login for
// another site, an app-fee claim), a Seaport order, a permit for a stranger, another chain, token, amount or owner.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { safetyCheckOf } from '../../../test/fixtures/safetyCheckOf'
import type { Chain } from '../../schemas/chainSchema'
import { quoteSchema } from '../../schemas/quoteSchema'
import type { SignatureStepItem } from '../../schemas/signatureStepItemSchema'
import { assertSafeSignature, type SignatureSafetyContext } from './assertSafeSignature'

const router = '0x00000000bb6dd3b0032d930f72cac8e56166d93c' // the real sample's spender, a service contract
const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const user = '0x03508bB71268BBA25ECaCC8F620e01866650532c'
const stranger = '0x000000000000000000000000000000000000dEaD'
const chain = {
  id: 1,
  contracts: { erc20Router: router },
  protocol: { v2: { depository } },
} as unknown as Chain
const ctx: SignatureSafetyContext = {
  step: 'authorize',
  item: 0,
  chains: [chain],
  origin: { chainId: 1, currency: usdc, amount: 3455003001n },
  user,
  requestId: '0x01',
}
const real = () => {
  const file = join(__dirname, '../../../test/fixtures/real-quotes/executeBridgeAuthorize.json')
  const quote = quoteSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  return structuredClone(quote.steps.find((s) => s.kind === 'signature')!.items[0] as SignatureStepItem)
}
type Sign = { domain: Record<string, unknown>; value: Record<string, unknown>; [k: string]: unknown }
const signOf = (item: SignatureStepItem) => item.data.sign as unknown as Sign
const check = (item: unknown, context: SignatureSafetyContext = ctx) =>
  safetyCheckOf(() => assertSafeSignature(item as SignatureStepItem, context))
const typed = (primaryType: string, fields: string[], domain: Record<string, unknown>, value: object) => ({
  data: {
    sign: {
      signatureKind: 'eip712',
      domain,
      types: { [primaryType]: fields.map((name) => ({ name, type: 'address' })) },
      primaryType,
      value,
    },
  },
})

describe('assertSafeSignature', () => {
  test('default: the real Permit2 sample passes', () => {
    expect(check(real())).toBe('ok')
  })

  test('default: the deposit authorization (simulator) and an ERC-2612 permit pass', () => {
    const auth = typed(
      'DepositAuthorization',
      ['requestId', 'token', 'amount', 'depositor', 'deadline'],
      { name: 'CrosspayDepository', version: '1', chainId: 1, verifyingContract: depository },
      { requestId: '0x01', token: usdc, amount: '1000', depositor: user, deadline: 1 },
    )
    expect(check(auth)).toBe('ok')
    expect(
      check({
        ...auth,
        data: { sign: { ...auth.data.sign, value: { ...auth.data.sign.value, requestId: '0x02' } } },
      }),
    ).toBe('signature-owner')
    const permit = typed(
      'Permit',
      ['owner', 'spender', 'value', 'nonce', 'deadline'],
      { name: 'USD Coin', chainId: 1, verifyingContract: usdc },
      { owner: user, spender: router, value: '1000', nonce: '0', deadline: '1' },
    )
    expect(check(permit)).toBe('ok')
  })

  test.each<[string, string, (s: Sign) => void]>([
    ['permit-spender', 'a stranger as spender', (s) => void (s.value.spender = stranger)],
    ['signature-chain', 'another chain', (s) => void (s.domain.chainId = 10)],
    ['signature-chain', 'no chain', (s) => void delete s.domain.chainId],
    ['signature-domain', 'another verifying contract', (s) => void (s.domain.verifyingContract = stranger)],
    [
      'signature-amount',
      'another token',
      (s) => void ((s.value.permitted as { token: string }[])[0]!.token = stranger),
    ],
    [
      'signature-amount',
      'more than the input',
      (s) => void ((s.value.permitted as { amount: string }[])[0]!.amount = '3455003002'),
    ],
    [
      'signature',
      'an extra field in the type',
      (s) =>
        void (s.types as Record<string, unknown[]>).PermitBatchWitnessTransferFrom!.push({
          name: 'extra',
          type: 'address',
        }),
    ],
    [
      'signature',
      'a Seaport order',
      (s) => {
        s.primaryType = 'OrderComponents'
        s.types = { OrderComponents: [{ name: 'offerer', type: 'address' }] }
      },
    ],
  ])('security: %s refuses the real sample with %s', (expected, _what, tamper) => {
    const item = real()
    tamper(signOf(item))
    expect(check(item)).toBe(expected)
  })

  test('security: EIP-191 texts are refused: a login for another site, an app-fee claim', () => {
    const text = (message: string) => ({ data: { sign: { signatureKind: 'eip191', message } } })
    expect(check(text('Sign in to evil.example\nNonce: 1'))).toBe('signature')
    const claim = `Claim app fees\nWallet: ${user}\nChain: 1\nCurrency: ${usdc}\nAmount: 5000000\nRecipient: ${stranger}\nNonce: 1`
    expect(check(text(claim))).toBe('signature')
    expect(check({ data: { sign: { signatureKind: 'eip9999' } } })).toBe('signature-kind')
  })

  test('behavior: an integrator contract allowed by allowAddresses may be the spender', () => {
    const item = real()
    signOf(item).value.spender = stranger
    expect(check(item, { ...ctx, allowAddresses: () => [stranger] })).toBe('ok')
  })
})
