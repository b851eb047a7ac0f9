import { describe, expect, test } from 'vitest'
import { describeFailure } from './describeFailure'
import { failReasons } from './failReasons'
import { refundFailReasons } from './refundFailReasons'

/** `d`, checked known with a non-empty title, explanation and action (`reason` names it in a failure). */
const described = (d: ReturnType<typeof describeFailure>, reason: string) => {
  expect(d.known, reason).toBe(true)
  expect(d.title.trim(), reason).not.toBe('')
  expect(d.explanation.trim(), reason).not.toBe('')
  expect(d.action.trim(), reason).not.toBe('')
  return d
}

describe('describeFailure', () => {
  test('default', () => {
    const d = describeFailure('SLIPPAGE', null)
    expect(d).toMatchObject({
      known: true,
      failReason: 'SLIPPAGE',
      refundFailReason: null,
      fundsReturned: 'unknown',
    })
    expect(d.title).toBe('Price moved too much')
    expect(d.action).toMatch(/slippage/)
  })

  test('behavior: every failReason has a non-empty title, explanation and action', () => {
    expect(failReasons).toHaveLength(69)
    for (const reason of failReasons) {
      const d = described(describeFailure(reason, null), reason)
      expect([true, false, 'unknown'], reason).toContain(d.fundsReturned)
    }
    // Distinct titles: no copy-paste placeholder text.
    const titles = failReasons.filter((r) => r !== 'N/A').map((r) => describeFailure(r, null).title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  test('behavior: every refundFailReason has text and means the funds did not come back', () => {
    expect(refundFailReasons).toHaveLength(5)
    for (const reason of refundFailReasons) {
      const d = described(describeFailure(null, reason), reason)
      expect(d.fundsReturned, reason).toBe(false)
      expect(d.refundFail?.title).toBe(d.title)
    }
  })

  test('behavior: null, undefined, empty and N/A mean no failure', () => {
    for (const none of [null, undefined, '', 'N/A']) {
      const d = describeFailure(none, none)
      expect(d).toMatchObject({
        known: true,
        failReason: null,
        refundFailReason: null,
        fail: null,
        refundFail: null,
      })
      expect(d.title).toBe('No failure reported')
      expect(d.fundsReturned).toBe('unknown')
    }
  })

  test('behavior: unknown values get a safe default flagged known: false', () => {
    const d = describeFailure('SOMETHING_NEW', null)
    expect(d.known).toBe(false)
    expect(d.failReason).toBe('SOMETHING_NEW')
    expect(d.title).toBe('Request failed')
    expect(d.explanation).toContain('SOMETHING_NEW')
    expect(d.action).toMatch(/support/)
    expect(d.fundsReturned).toBe('unknown')

    const r = describeFailure('SLIPPAGE', 'NEW_REFUND_REASON')
    expect(r.known).toBe(false)
    expect(r.fundsReturned).toBe(false)
    expect(r.refundFail?.known).toBe(false)
    expect(r.fail?.known).toBe(true)

    // Prototype keys are not reasons.
    expect(describeFailure('toString', 'constructor').known).toBe(false)
  })

  test('behavior: a refund with a refundFailReason means the funds did not come back', () => {
    const d = describeFailure('SLIPPAGE', 'REFUND_RECIPIENT_IS_VASP', { status: 'failure' })
    expect(d.fundsReturned).toBe(false)
    expect(d.title).toBe('Price moved too much; refund failed')
    expect(d.explanation).toContain('slippage')
    expect(d.explanation).toContain('exchange or custodial')
    expect(d.action).toMatch(/address you control/)
    expect(d.fail?.title).toBe('Price moved too much')
    expect(d.refundFail?.title).toBe('Refund address is an exchange')
    // Even a refund status cannot override a refund failure reason.
    expect(describeFailure('SLIPPAGE', 'MANUAL_REFUND_REQUIRED', { status: 'refund' }).fundsReturned).toBe(
      false,
    )
  })

  test('parameters: status decides the funds when the reason alone does not', () => {
    expect(describeFailure('SOLVER_BALANCE_TOO_LOW', null).fundsReturned).toBe('unknown')
    const refunded = describeFailure('SOLVER_BALANCE_TOO_LOW', null, { status: 'refund' })
    expect(refunded.fundsReturned).toBe(true)
    expect(refunded.action).toMatch(/^Your funds were refunded/)
    expect(describeFailure('SOLVER_BALANCE_TOO_LOW', null, { status: 'failure' }).fundsReturned).toBe(false)
    // Funds that never left the wallet are safe whatever the status.
    expect(
      describeFailure('TRANSFER_AMOUNT_EXCEEDS_BALANCE', null, { status: 'failure' }).fundsReturned,
    ).toBe(true)
    expect(describeFailure(null, null, { status: 'refund' })).toMatchObject({
      title: 'Refunded',
      fundsReturned: true,
    })
  })

  test('behavior: reasons that imply the outcome set it without a status', () => {
    expect(describeFailure('AMOUNT_TOO_LOW_TO_REFUND', null).fundsReturned).toBe(false)
    expect(describeFailure('MANUAL_ADMIN_REFUND', null).fundsReturned).toBe(true)
    expect(describeFailure('ORPHANED_DEPOSIT_REFUND', null).fundsReturned).toBe(true)
    expect(describeFailure('SIGNATURE_EXPIRED', null).fundsReturned).toBe(true)
  })
  test('behavior: reasons of one kind share an explanation and action but keep their own titles', () => {
    const expired = describeFailure('SIGNATURE_EXPIRED', null)
    const invalid = describeFailure('INVALID_SIGNATURE', null)
    expect(invalid.explanation).toBe(expired.explanation)
    expect(invalid.action).toBe(expired.action)
    expect([expired.title, invalid.title]).toEqual(['Signature expired', 'Invalid signature'])
    expect(describeFailure('TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE', null)).toMatchObject({
      title: 'Approval too low',
      fundsReturned: true,
    })
    expect(describeFailure('DEPOSIT_CHAIN_MISMATCH', null).explanation).toMatch(/chain/)
  })
})
