import { testQuoteBody } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { isSameQuoteParameters } from './isSameQuoteParameters'

const body = {
  ...testQuoteBody({ user: '0x000000000000000000000000000000000000dEaD' }),
  appFees: [{ recipient: '0x000000000000000000000000000000000000beef', fee: '50' }],
}

describe('isSameQuoteParameters', () => {
  test('default: same fields, whatever their order; undefined counts as absent', () => {
    const { user, ...rest } = body
    expect(isSameQuoteParameters(body, { ...rest, user })).toBe(true)
    expect(isSameQuoteParameters(body, { ...body, recipient: undefined })).toBe(true)
    expect(
      isSameQuoteParameters(body, {
        ...body,
        appFees: [{ fee: '50', recipient: body.appFees[0]!.recipient }],
      }),
    ).toBe(true)
  })

  test('behavior: any differing field, nested ones too, is another quote', () => {
    expect(isSameQuoteParameters(body, { ...body, amount: '20000000000000000' })).toBe(false)
    expect(isSameQuoteParameters(body, { ...body, tradeType: 'EXACT_OUTPUT' })).toBe(false)
    expect(isSameQuoteParameters(body, { ...body, recipient: body.user })).toBe(false)
    expect(isSameQuoteParameters(body, { ...body, slippageTolerance: '50' })).toBe(false)
    expect(isSameQuoteParameters(body, { ...body, subsidizeFees: true })).toBe(false)
    expect(isSameQuoteParameters(body, { ...body, appFees: [{ ...body.appFees[0]!, fee: '51' }] })).toBe(
      false,
    )
    expect(isSameQuoteParameters(body, { ...body, appFees: [] })).toBe(false)
    expect(isSameQuoteParameters(body, undefined)).toBe(false)
    expect(isSameQuoteParameters(undefined, undefined)).toBe(false)
  })
})
