import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { appBalanceSchema } from './appBalanceSchema'
import { quoteSchema } from './quoteSchema'
import { requestRouteSchema } from './requestRouteSchema'
import { stepsSchema } from './stepsSchema'
import { uintStringSchema } from './uintStringSchema'

const dirs = [
  join(__dirname, '../../test/fixtures/real-quotes'),
  join(__dirname, '../../../..', '..', 'shared', 'fixtures', 'real-quotes'),
]
const samples = dirs.flatMap((dir) => {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file: join(dir, file), body: JSON.parse(readFileSync(join(dir, file), 'utf8')) }))
  } catch {
    return [] // ../shared is absent in a bare checkout
  }
})
const maxUint256 = (1n << 256n) - 1n
const bad = ['1.5', '-1', '0x10', '1e18', ' 1', '', (maxUint256 + 1n).toString()]

describe('uintStringSchema', () => {
  test('default: unsigned integer strings within uint256 pass, as they are', () => {
    for (const ok of ['0', '1', '000', '1000000', maxUint256.toString()])
      expect(uintStringSchema.parse(ok)).toBe(ok)
  })

  test('behavior: anything else is refused: decimals, signs, hex, exponents, blanks, past uint256', () => {
    for (const value of bad) expect(uintStringSchema.safeParse(value).success).toBe(false)
  })

  test('behavior: one issue per refused amount, saying which rule it breaks (what ResponseShapeError shows)', () => {
    const messages = (value: unknown) => uintStringSchema.safeParse(value).error?.issues.map((i) => i.message)
    for (const value of ['1.5', '-1', '0x10', '1e18', ' 1', ''])
      expect([value, messages(value)]).toEqual([value, ['an unsigned integer string (smallest units)']])
    expect(messages((maxUint256 + 1n).toString())).toEqual(['at most 2^256 - 1'])
    expect(messages('9'.repeat(81))).toEqual(['at most 2^256 - 1'])
    expect(uintStringSchema.safeParse(5).error?.issues.map((i) => i.code)).toEqual(['invalid_type'])
  })

  test('behavior: every amount of a quote is one: a decimal amount, value or gas field is refused', () => {
    expect(samples.length).toBeGreaterThanOrEqual(5)
    const sample = structuredClone(samples[0]!.body) as {
      details: { currencyIn: { amount: string } }
      fees: { gas?: { amount: string } }
      steps: { items: { data: { value?: string; gas?: string } }[] }[]
    }
    const mutate = (change: (quote: typeof sample) => void) => {
      const copy = structuredClone(sample)
      change(copy)
      return quoteSchema.safeParse(copy).success
    }
    expect(mutate(() => undefined)).toBe(true)
    expect(mutate((q) => void (q.details.currencyIn.amount = '1.5'))).toBe(false)
    expect(mutate((q) => void (q.steps.at(-1)!.items[0]!.data.value = '-1'))).toBe(false)
    expect(mutate((q) => void (q.steps.at(-1)!.items[0]!.data.gas = '0x5208'))).toBe(false)
    expect(
      mutate((q) => {
        if (q.fees.gas) q.fees.gas.amount = (maxUint256 + 1n).toString()
        else q.details.currencyIn.amount = (maxUint256 + 1n).toString()
      }),
    ).toBe(false)
    // The other responses' amounts too: the same entry passes with '1' and fails with '1.0'.
    const currency = sample.details.currencyIn as unknown as { currency: unknown }
    const balance = (amount: string) =>
      appBalanceSchema.safeParse({ currency: currency.currency, amount }).success
    expect([balance('1'), balance('1.0')]).toEqual([true, false])
    const route = (amount: string) =>
      requestRouteSchema.safeParse({
        quoted: { origin: { inputCurrency: { currency: currency.currency, amount } } },
      }).success
    expect([route('1'), route('1.0')]).toEqual([true, false])
  })

  test('behavior: every real sample (the package copy and ../shared) still parses', () => {
    // postSignatureExtraSteps.json is the steps a signature post answers.
    for (const { file, body } of samples)
      expect((Array.isArray(body) ? stepsSchema : quoteSchema).safeParse(body).success, file).toBe(true)
  })
})
