import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { SupportedCurrency } from '../model/types'
import { toUsd6 } from '../quote/toUsd6'
import { createLedger } from './createLedger'

// Two currencies: a 6-decimal stablecoin (1 unit = 1 micro-USD) and an 18-decimal native coin at 3000.25 USD, whose
// values round. Every movement goes through the ledger's public API, then the books are checked to the unit.
const usdc: SupportedCurrency = {
  chainId: 8453,
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  priceUsd: 1,
  isNative: false,
  isStablecoin: true,
}
const eth: SupportedCurrency = {
  chainId: 8453,
  address: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  priceUsd: 3000.25,
  isNative: true,
  isStablecoin: false,
}
const wallet = '0x00000000000000000000000000000000000000aa'
const ids = ['0x01', '0x02', '0x03', '0x04']

const operation = fc.oneof(
  fc.record({ kind: fc.constant('creditUsdc' as const), amount: fc.bigInt({ min: 0n, max: 10n ** 12n }) }),
  fc.record({ kind: fc.constant('creditEth' as const), amount: fc.bigInt({ min: 0n, max: 10n ** 21n }) }),
  fc.record({ kind: fc.constant('debit' as const), usd6: fc.bigInt({ min: 0n, max: 10n ** 10n }) }),
  fc.record({
    kind: fc.constant('hold' as const),
    id: fc.constantFrom(...ids),
    usd6: fc.bigInt({ min: 0n, max: 10n ** 9n }),
  }),
  fc.record({ kind: fc.constant('release' as const), id: fc.constantFrom(...ids) }),
  fc.record({ kind: fc.constant('debitHold' as const), id: fc.constantFrom(...ids) }),
  fc.record({
    kind: fc.constant('claim' as const),
    currency: fc.constantFrom('usdc' as const, 'eth' as const),
    amount: fc.bigInt({ min: 0n, max: 10n ** 21n }),
  }),
)

describe('createLedger (property)', () => {
  test('behavior: credits, holds, releases and debits always sum exactly, in units and micro-USD', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const ledger = createLedger(() => [usdc, eth])
        // The model: units per currency and holds per request, kept apart from the ledger.
        const units = { usdc: 0n, eth: 0n }
        const holds = new Map<string, bigint>()
        const modelUsd6 = () => toUsd6(units.usdc, usdc) + toUsd6(units.eth, eth)
        const debit = (usd6: bigint) => {
          const before = modelUsd6()
          const drawn = ledger.debitUsd6(wallet, usd6).usd6
          units.usdc = ledger.unitsOf(wallet, usdc)
          units.eth = ledger.unitsOf(wallet, eth)
          if (usd6 <= before) {
            // Drawn in full; the value left is what was there minus that, up to one micro-USD of rounding (the
            // ETH units drawn are rounded up, so the sponsor never pays less than owed).
            expect(drawn).toBe(usd6)
            expect(before - drawn - modelUsd6()).toBeGreaterThanOrEqual(0n)
            expect(before - drawn - modelUsd6()).toBeLessThanOrEqual(1n)
          } else {
            // A shortfall: everything there was is drawn, and never below zero.
            expect(drawn).toBe(before)
            expect(units).toEqual({ usdc: 0n, eth: 0n })
          }
        }
        for (const op of operations) {
          if (op.kind === 'creditUsdc') {
            ledger.credit(wallet, usdc, op.amount)
            units.usdc += op.amount
          } else if (op.kind === 'creditEth') {
            ledger.credit(wallet, eth, op.amount)
            units.eth += op.amount
          } else if (op.kind === 'debit') debit(op.usd6)
          else if (op.kind === 'claim') {
            // An app-fee claim takes exactly the units asked for, or nothing when the line holds less.
            const currency = op.currency === 'usdc' ? usdc : eth
            const ok = ledger.debitUnits(wallet, currency, op.amount)
            expect(ok).toBe(op.amount > 0n && op.amount <= units[op.currency])
            if (ok) units[op.currency] -= op.amount
          } else if (op.kind === 'hold') {
            ledger.placeHold(wallet, op.id, op.usd6)
            holds.set(op.id, op.usd6)
          } else if (op.kind === 'release') {
            ledger.releaseHold(op.id)
            holds.delete(op.id)
          } else {
            const held = holds.get(op.id)
            holds.delete(op.id)
            if (held === undefined) ledger.debitHold(op.id)
            else {
              const before = modelUsd6()
              ledger.debitHold(op.id)
              units.usdc = ledger.unitsOf(wallet, usdc)
              units.eth = ledger.unitsOf(wallet, eth)
              expect(modelUsd6()).toBeLessThanOrEqual(before)
            }
          }
          // Units never go negative and match the model exactly.
          expect(ledger.unitsOf(wallet, usdc)).toBe(units.usdc)
          expect(ledger.unitsOf(wallet, eth)).toBe(units.eth)
          expect(units.usdc >= 0n && units.eth >= 0n).toBe(true)
          // Totals are the lines' values; holds are the sum of what is held; available is the difference.
          const holdsUsd6 = [...holds.values()].reduce((a, b) => a + b, 0n)
          expect(ledger.totalUsd6(wallet)).toBe(modelUsd6())
          expect(ledger.holdsUsd6(wallet)).toBe(holdsUsd6)
          expect(ledger.availableUsd6(wallet)).toBe(modelUsd6() - holdsUsd6)
          // The response is the same figures, as numbers with at most six decimals (no float artefacts).
          const summary = ledger.summary(wallet)
          expect(BigInt(Math.round(summary.totalBalanceUsd * 1e6))).toBe(modelUsd6())
          expect(BigInt(Math.round(summary.outstandingFastFillBalanceUsd * 1e6))).toBe(holdsUsd6)
          expect(BigInt(Math.round(summary.availableBalanceUsd * 1e6))).toBe(modelUsd6() - holdsUsd6)
          for (const n of [summary.totalBalanceUsd, summary.availableBalanceUsd])
            expect(String(n)).toMatch(/^-?[0-9]+(\.[0-9]{1,6})?$/)
        }
        // The log accounts for every movement: deposits minus drawn sponsorship and debits, per micro-USD.
        const log = ledger.entries(wallet)
        const held = log.filter((e) => e.kind === 'hold').length
        expect(held).toBe(operations.filter((o) => o.kind === 'hold').length)
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: credits, holds, releases, debits and claims as the routes make them: total = credits − debits − claims, available = total − holds, never negative', () => {
    const op = fc.oneof(
      fc.bigInt({ min: 1n, max: 10n ** 12n }).map((amount) => ({ kind: 'credit' as const, amount })),
      fc.bigInt({ min: 1n, max: 10n ** 12n }).map((usd6) => ({ kind: 'debit' as const, usd6 })),
      fc.bigInt({ min: 1n, max: 10n ** 12n }).map((amount) => ({ kind: 'claim' as const, amount })),
      fc
        .tuple(fc.constantFrom(...ids), fc.bigInt({ min: 1n, max: 10n ** 11n }))
        .map(([id, usd6]) => ({ kind: 'hold' as const, id, usd6 })),
      fc.constantFrom(...ids).map((id) => ({ kind: 'release' as const, id })),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (operations) => {
        const ledger = createLedger(() => [usdc, eth])
        let credited = 0n
        let debited = 0n
        let claimed = 0n
        const holds = new Map<string, bigint>()
        for (const o of operations) {
          if (o.kind === 'credit') {
            ledger.credit(wallet, usdc, o.amount, { kind: 'earning' })
            credited += o.amount
          } else if (o.kind === 'debit') debited += ledger.debitUsd6(wallet, o.usd6).usd6
          else if (o.kind === 'claim') {
            // As POST /app-fees/{wallet}/claim/confirm does: only within what is available (holds count).
            if (toUsd6(o.amount, usdc) <= ledger.availableUsd6(wallet)) {
              expect(ledger.debitUnits(wallet, usdc, o.amount)).toBe(true)
              claimed += o.amount
            }
          } else if (o.kind === 'hold') {
            // As a fast fill does: a hold is placed only while the available balance covers it.
            if (!holds.has(o.id) && o.usd6 <= ledger.availableUsd6(wallet)) {
              ledger.placeHold(wallet, o.id, o.usd6)
              holds.set(o.id, o.usd6)
            }
          } else {
            ledger.releaseHold(o.id)
            holds.delete(o.id)
          }
          const held = [...holds.values()].reduce((a, b) => a + b, 0n)
          expect(ledger.totalUsd6(wallet)).toBe(credited - debited - claimed)
          expect(ledger.holdsUsd6(wallet)).toBe(held)
          expect(ledger.availableUsd6(wallet)).toBe(credited - debited - claimed - held)
          expect(ledger.totalUsd6(wallet)).toBeGreaterThanOrEqual(0n)
          // Sponsorship debits ignore holds (the interface), so only they may take available below zero.
          if (debited === 0n) expect(ledger.availableUsd6(wallet)).toBeGreaterThanOrEqual(0n)
        }
        const logged = ledger
          .entries(wallet)
          .filter((e) => e.kind !== 'hold' && e.kind !== 'release')
          .reduce((sum, e) => sum + (e.kind === 'earning' ? e.usd6 : -e.usd6), 0n)
        expect(logged).toBe(credited - debited - claimed)
      }),
      { numRuns: 300 },
    )
  })

  test('behavior: a stablecoin-only ledger sums exactly: total = credits − drawn', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.bigInt({ min: 1n, max: 10n ** 12n }).map((amount) => ({ credit: amount })),
            fc.bigInt({ min: 1n, max: 10n ** 12n }).map((usd6) => ({ debit: usd6 })),
          ),
          { maxLength: 80 },
        ),
        (operations) => {
          const ledger = createLedger(() => [usdc, eth])
          let credited = 0n
          let drawn = 0n
          for (const op of operations) {
            if ('credit' in op) {
              ledger.credit(wallet, usdc, op.credit)
              credited += op.credit
            } else drawn += ledger.debitUsd6(wallet, op.debit).usd6
            expect(ledger.totalUsd6(wallet)).toBe(credited - drawn)
            expect(ledger.totalUsd6(wallet)).toBeGreaterThanOrEqual(0n)
          }
          const logged = ledger
            .entries(wallet)
            .reduce((sum, e) => sum + (e.kind === 'deposit' ? e.usd6 : -e.usd6), 0n)
          expect(logged).toBe(credited - drawn)
        },
      ),
      { numRuns: 300 },
    )
  })
})
