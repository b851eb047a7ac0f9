import { formatUnits } from 'viem'
import type { SupportedCurrency } from '../model/types'
import { formatUsd6 } from '../quote/formatUsd6'
import { fromUsd6 } from '../quote/fromUsd6'
import { toUsd6 } from '../quote/toUsd6'
import { usd6ToNumber } from '../quote/usd6ToNumber'
import { normalizeIdentifier } from '../requests/normalizeIdentifier'

/** One app balance line, as `GET /app-fees/{wallet}/balances` returns it. */
export interface AppBalanceLine {
  currency: { chainId: number; address: string; symbol: string; name: string; decimals: number }
  amount: string
  amountFormatted: string
  amountUsd: string
  minimumAmount: string
}

/** The response of `GET /app-fees/{wallet}/balances` (decisions.md). */
export interface AppBalanceSummary {
  balances: AppBalanceLine[]
  totalBalanceUsd: number
  outstandingFastFillBalanceUsd: number
  availableBalanceUsd: number
}

/** A movement of an app balance, kept for inspection and tests. USD in 6-decimal units. */
export interface LedgerEntry {
  kind: 'deposit' | 'earning' | 'sponsorship' | 'hold' | 'release' | 'debit' | 'claim'
  wallet: string
  usd6: bigint
  requestId?: string
  txHash?: string
  at: number
}

/**
 * App balances per sponsor wallet: funded by deposits, spent by sponsorship, reserved by fast-fill holds.
 * Money is never a float here: balances are smallest units per currency (bigint), USD values and holds are
 * 6-decimal USD units (bigint). A line's USD value is its amount at the price table, rounded down to the
 * micro-USD; the total is the sum of the lines. Numbers appear only in `summary`, the response.
 */
export interface AppBalanceLedger {
  /** Credits `amount` (smallest units of `currency`) to `wallet`. */
  credit(
    wallet: string,
    currency: SupportedCurrency,
    amount: bigint,
    meta?: { txHash?: string; at?: number; requestId?: string; kind?: 'deposit' | 'earning' },
  ): void
  /**
   * Debits exactly `amount` smallest units of `currency` from `wallet` (an app-fee claim), or nothing when the line
   * holds less: returns whether it did. Logged as `claim` with its USD value.
   */
  debitUnits(
    wallet: string,
    currency: SupportedCurrency,
    amount: bigint,
    meta?: { at?: number; nonce?: string },
  ): boolean
  /**
   * Debits a USD value (6-decimal units; stablecoin lines first, then the others at their price, each line's
   * units rounded up so the value drawn covers what is owed), never below zero: at most the total is drawn.
   * Holds are ignored (interface). Returns the first line drawn on and the USD value drawn.
   */
  debitUsd6(
    wallet: string,
    usd6: bigint,
    meta?: { requestId?: string; at?: number },
  ): { amount: string; currency: SupportedCurrency; usd6: bigint }
  /** Places a fast-fill hold of `usd6` (6-decimal USD units). */
  placeHold(wallet: string, requestId: string, usd6: bigint, at?: number): void
  /** Releases a hold (the origin deposit was indexed). No-op when none is held. */
  releaseHold(requestId: string, at?: number): void
  /** Turns a hold into a permanent debit (the deposit never landed). No-op when none is held. */
  debitHold(requestId: string, at?: number): void
  /** Whether a hold is outstanding for this request. */
  hasHold(requestId: string): boolean
  /** Total app balance of `wallet`, 6-decimal USD units. */
  totalUsd6(wallet: string): bigint
  /** Sum of `wallet`'s outstanding fast-fill holds, 6-decimal USD units. */
  holdsUsd6(wallet: string): bigint
  /** Total minus holds (what new fast fills and claims may use), 6-decimal USD units. */
  availableUsd6(wallet: string): bigint
  /** Smallest units of `currency` that `wallet` holds. */
  unitsOf(wallet: string, currency: Pick<SupportedCurrency, 'chainId' | 'address'>): bigint
  /** The response of `GET /app-fees/{wallet}/balances`: the one place amounts become JSON numbers. */
  summary(wallet: string): AppBalanceSummary
  entries(wallet?: string): LedgerEntry[]
}

// EVM wallets and currencies compare case-insensitively; SVM (base58) ones exactly.
const key = (w: string) => normalizeIdentifier(w)
const lineId = (c: Pick<SupportedCurrency, 'chainId' | 'address'>) =>
  `${c.chainId}:${normalizeIdentifier(c.address)}`

/** Creates an empty ledger. `currencies` gives prices and the order debits draw from. */
export function createLedger(currencies: () => SupportedCurrency[]): AppBalanceLedger {
  // wallet -> "chainId:address" -> amount in smallest units
  const lines = new Map<string, Map<string, bigint>>()
  const holds = new Map<string, { wallet: string; usd6: bigint }>()
  const log: LedgerEntry[] = []

  const find = (id: string) => currencies().find((c) => lineId(c) === id)
  const walletLines = (wallet: string) => {
    let m = lines.get(key(wallet))
    if (!m) lines.set(key(wallet), (m = new Map()))
    return m
  }
  const totalUsd6 = (wallet: string) => {
    let sum = 0n
    for (const [id, amount] of walletLines(wallet)) {
      const c = find(id)
      if (c) sum += toUsd6(amount, c)
    }
    return sum
  }
  const holdsUsd6 = (wallet: string) => {
    let sum = 0n
    for (const h of holds.values()) if (h.wallet === key(wallet)) sum += h.usd6
    return sum
  }

  const ledger: AppBalanceLedger = {
    credit(wallet, currency, amount, meta = {}) {
      if (amount <= 0n) return
      const m = walletLines(wallet)
      const id = lineId(currency)
      m.set(id, (m.get(id) ?? 0n) + amount)
      log.push({
        kind: meta.kind ?? 'deposit',
        wallet: key(wallet),
        usd6: toUsd6(amount, currency),
        at: meta.at ?? Date.now(),
        ...(meta.txHash ? { txHash: meta.txHash } : {}),
        ...(meta.requestId ? { requestId: meta.requestId } : {}),
      })
    },
    debitUnits(wallet, currency, amount, meta = {}) {
      const m = walletLines(wallet)
      const id = lineId(currency)
      const have = m.get(id) ?? 0n
      if (amount <= 0n || have < amount) return false
      m.set(id, have - amount)
      log.push({
        kind: 'claim',
        wallet: key(wallet),
        usd6: toUsd6(amount, currency),
        at: meta.at ?? Date.now(),
        ...(meta.nonce ? { requestId: meta.nonce } : {}),
      })
      return true
    },
    debitUsd6(wallet, usd6, meta = {}) {
      const m = walletLines(wallet)
      const ordered = [...m.keys()]
        .map((id) => ({ id, c: find(id) }))
        .filter((x): x is { id: string; c: SupportedCurrency } => Boolean(x.c))
        .sort((a, b) => Number(b.c.isStablecoin) - Number(a.c.isStablecoin))
      let remaining = usd6 > 0n ? usd6 : 0n
      let drawn = 0n
      let first: { amount: bigint; currency: SupportedCurrency } | undefined
      for (const { id, c } of ordered) {
        if (remaining <= 0n) break
        const have = m.get(id) ?? 0n
        const wanted = fromUsd6(remaining, c, true)
        const take = wanted < have ? wanted : have
        if (take <= 0n) continue
        m.set(id, have - take)
        // A whole line, or the units that cover what is left (rounded up, so at least `remaining`).
        const value = take === wanted ? remaining : toUsd6(take, c)
        remaining -= value
        drawn += value
        first ??= { amount: take, currency: c }
      }
      // Never below zero: a shortfall (the lifecycle checks the total before filling) is not drawn.
      log.push({
        kind: 'sponsorship',
        wallet: key(wallet),
        usd6: drawn,
        at: meta.at ?? Date.now(),
        ...(meta.requestId ? { requestId: meta.requestId } : {}),
      })
      const fallback = currencies().find((c) => c.isStablecoin)!
      return {
        amount: (first?.amount ?? 0n).toString(),
        currency: first?.currency ?? fallback,
        usd6: drawn,
      }
    },
    placeHold(wallet, requestId, usd6, at = Date.now()) {
      holds.set(requestId.toLowerCase(), { wallet: key(wallet), usd6 })
      log.push({ kind: 'hold', wallet: key(wallet), usd6, requestId, at })
    },
    releaseHold(requestId, at = Date.now()) {
      const h = holds.get(requestId.toLowerCase())
      if (!h) return
      holds.delete(requestId.toLowerCase())
      log.push({ kind: 'release', wallet: h.wallet, usd6: h.usd6, requestId, at })
    },
    debitHold(requestId, at = Date.now()) {
      const h = holds.get(requestId.toLowerCase())
      if (!h) return
      holds.delete(requestId.toLowerCase())
      ledger.debitUsd6(h.wallet, h.usd6, { requestId, at })
      log[log.length - 1]!.kind = 'debit'
    },
    hasHold: (requestId) => holds.has(requestId.toLowerCase()),
    totalUsd6,
    holdsUsd6,
    availableUsd6: (wallet) => totalUsd6(wallet) - holdsUsd6(wallet),
    unitsOf: (wallet, currency) => walletLines(wallet).get(lineId(currency)) ?? 0n,
    summary(wallet) {
      const balances: AppBalanceLine[] = []
      for (const [id, amount] of walletLines(wallet)) {
        const c = find(id)
        if (!c) continue
        balances.push({
          currency: {
            chainId: c.chainId,
            address: c.address,
            symbol: c.symbol,
            name: c.name,
            decimals: c.decimals,
          },
          amount: amount.toString(),
          amountFormatted: formatUnits(amount, c.decimals),
          amountUsd: formatUsd6(toUsd6(amount, c)),
          minimumAmount: c.isStablecoin ? '1000000' : '0',
        })
      }
      const total = totalUsd6(wallet)
      const outstanding = holdsUsd6(wallet)
      return {
        balances,
        totalBalanceUsd: usd6ToNumber(total),
        outstandingFastFillBalanceUsd: usd6ToNumber(outstanding),
        availableBalanceUsd: usd6ToNumber(total - outstanding),
      }
    },
    entries: (wallet) => (wallet ? log.filter((e) => e.wallet === key(wallet)) : [...log]),
  }
  return ledger
}
