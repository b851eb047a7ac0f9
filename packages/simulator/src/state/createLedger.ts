import { formatUnits, parseUnits } from 'viem'
import type { SupportedCurrency } from '../model/types'

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

/** A movement of an app balance, kept for inspection and tests. */
export interface LedgerEntry {
  kind: 'deposit' | 'sponsorship' | 'hold' | 'release' | 'debit'
  wallet: string
  usd: number
  requestId?: string
  txHash?: string
  at: number
}

/** App balances per sponsor wallet: funded by deposits, spent by sponsorship, reserved by fast-fill holds. */
export interface AppBalanceLedger {
  /** Credits `amount` (smallest units of `currency`) to `wallet`. */
  credit(
    wallet: string,
    currency: SupportedCurrency,
    amount: bigint,
    meta?: { txHash?: string; at?: number },
  ): void
  /**
   * Debits a USD value (stablecoin lines first, then the others at their price), never below zero:
   * at most the total is drawn. Holds are ignored (interface). Returns the first line drawn on.
   */
  debitUsd(
    wallet: string,
    usd: number,
    meta?: { requestId?: string; at?: number },
  ): { amount: string; currency: SupportedCurrency }
  /** Places a fast-fill hold. */
  placeHold(wallet: string, requestId: string, usd: number, at?: number): void
  /** Releases a hold (the origin deposit was indexed). No-op when none is held. */
  releaseHold(requestId: string, at?: number): void
  /** Turns a hold into a permanent debit (the deposit never landed). No-op when none is held. */
  debitHold(requestId: string, at?: number): void
  /** Whether a hold is outstanding for this request. */
  hasHold(requestId: string): boolean
  totalUsd(wallet: string): number
  holdsUsd(wallet: string): number
  availableUsd(wallet: string): number
  summary(wallet: string): AppBalanceSummary
  entries(wallet?: string): LedgerEntry[]
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6
const key = (w: string) => w.toLowerCase()

/** Creates an empty ledger. `currencies` gives prices and the order debits draw from. */
export function createLedger(currencies: () => SupportedCurrency[]): AppBalanceLedger {
  // wallet -> "chainId:address" -> amount in smallest units
  const lines = new Map<string, Map<string, bigint>>()
  const holds = new Map<string, { wallet: string; usd: number }>()
  const log: LedgerEntry[] = []

  const find = (id: string) => {
    const [chainId, address] = id.split(':')
    return currencies().find((c) => c.chainId === Number(chainId) && c.address.toLowerCase() === address)
  }
  const usdOf = (c: SupportedCurrency, amount: bigint) => Number(formatUnits(amount, c.decimals)) * c.priceUsd
  const walletLines = (wallet: string) => {
    let m = lines.get(key(wallet))
    if (!m) lines.set(key(wallet), (m = new Map()))
    return m
  }
  const totalUsd = (wallet: string) => {
    let sum = 0
    for (const [id, amount] of walletLines(wallet)) {
      const c = find(id)
      if (c) sum += usdOf(c, amount)
    }
    return round6(sum)
  }
  const holdsUsd = (wallet: string) => {
    let sum = 0
    for (const h of holds.values()) if (h.wallet === key(wallet)) sum += h.usd
    return round6(sum)
  }

  return {
    credit(wallet, currency, amount, meta = {}) {
      if (amount <= 0n) return
      const m = walletLines(wallet)
      const id = `${currency.chainId}:${currency.address.toLowerCase()}`
      m.set(id, (m.get(id) ?? 0n) + amount)
      log.push({
        kind: 'deposit',
        wallet: key(wallet),
        usd: round6(usdOf(currency, amount)),
        at: meta.at ?? Date.now(),
        ...(meta.txHash ? { txHash: meta.txHash } : {}),
      })
    },
    debitUsd(wallet, usd, meta = {}) {
      const m = walletLines(wallet)
      const ordered = [...m.keys()]
        .map((id) => ({ id, c: find(id) }))
        .filter((x): x is { id: string; c: SupportedCurrency } => Boolean(x.c))
        .sort((a, b) => Number(b.c.isStablecoin) - Number(a.c.isStablecoin))
      let remaining = usd
      let first: { amount: bigint; currency: SupportedCurrency } | undefined
      for (const { id, c } of ordered) {
        if (remaining <= 0) break
        const have = m.get(id) ?? 0n
        const wanted = parseUnits((remaining / c.priceUsd).toFixed(c.decimals), c.decimals)
        const take = wanted < have ? wanted : have
        if (take <= 0n) continue
        m.set(id, have - take)
        remaining = round6(remaining - usdOf(c, take))
        first ??= { amount: take, currency: c }
      }
      // Never below zero: a shortfall (the lifecycle checks the total before filling) is not drawn.
      log.push({
        kind: 'sponsorship',
        wallet: key(wallet),
        usd: round6(usd - Math.max(0, remaining)),
        at: meta.at ?? Date.now(),
        ...(meta.requestId ? { requestId: meta.requestId } : {}),
      })
      const fallback = currencies().find((c) => c.isStablecoin)!
      return { amount: (first?.amount ?? 0n).toString(), currency: first?.currency ?? fallback }
    },
    placeHold(wallet, requestId, usd, at = Date.now()) {
      holds.set(requestId.toLowerCase(), { wallet: key(wallet), usd: round6(usd) })
      log.push({ kind: 'hold', wallet: key(wallet), usd: round6(usd), requestId, at })
    },
    releaseHold(requestId, at = Date.now()) {
      const h = holds.get(requestId.toLowerCase())
      if (!h) return
      holds.delete(requestId.toLowerCase())
      log.push({ kind: 'release', wallet: h.wallet, usd: h.usd, requestId, at })
    },
    debitHold(requestId, at = Date.now()) {
      const h = holds.get(requestId.toLowerCase())
      if (!h) return
      holds.delete(requestId.toLowerCase())
      this.debitUsd(h.wallet, h.usd, { requestId, at })
      log[log.length - 1]!.kind = 'debit'
    },
    hasHold: (requestId) => holds.has(requestId.toLowerCase()),
    totalUsd,
    holdsUsd,
    availableUsd: (wallet) => round6(totalUsd(wallet) - holdsUsd(wallet)),
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
          amountUsd: usdOf(c, amount).toFixed(6),
          minimumAmount: c.isStablecoin ? '1000000' : '0',
        })
      }
      const total = totalUsd(wallet)
      const outstanding = holdsUsd(wallet)
      return {
        balances,
        totalBalanceUsd: total,
        outstandingFastFillBalanceUsd: outstanding,
        availableBalanceUsd: round6(total - outstanding),
      }
    },
    entries: (wallet) => (wallet ? log.filter((e) => e.wallet === key(wallet)) : [...log]),
  }
}
