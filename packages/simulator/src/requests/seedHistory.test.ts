import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { isListed } from './isListed'

type Usd6Amount = { amount: string; amountUsd: string; amountFormatted?: string }
type FeeSponsorshipSide = {
  sponsoredTotal: Usd6Amount
  userPaysTotal: Usd6Amount
  components: Record<string, { total: Usd6Amount; sponsored: Usd6Amount; userPays: Usd6Amount }>
}
type FeeSponsorship = {
  currency: { symbol: string; decimals: number }
  quoted: FeeSponsorshipSide
  actual: FeeSponsorshipSide
}

const now = '2026-11-21T00:00:00Z'

describe('seedHistory', () => {
  test('default', async () => {
    const sim = createSimulator({ now, history: 500 })
    const all = [...sim.ctx.store.values()]
    expect(all.filter(isListed)).toHaveLength(500)
    const nowMs = Date.parse(now)
    expect(
      all.every(
        (r) => r.apiKey === 'demo-key' && r.createdAt < nowMs && r.createdAt > nowMs - 31 * 86_400_000,
      ),
    ).toBe(true)
    const set = <T>(f: (r: (typeof all)[number]) => T | T[]) => new Set(all.flatMap(f))
    expect(set((r) => r.status)).toEqual(
      new Set(['waiting', 'depositing', 'pending', 'submitted', 'success', 'failure', 'refund']),
    )
    expect(set((r) => r.requestType).size).toBe(7)
    expect(set((r) => r.features)).toEqual(
      new Set(['gasless_execution', 'fast_fill', 'gas_top_up', 'app_fees', 'deposit_address']),
    )
    expect(set((r) => [r.originChainId, r.destinationChainId])).toEqual(
      new Set([8453, 10, 42161, 7777777, 792703809]),
    )
    // the native currency and USDC of every chain (seeding uses those two), and the wrapped tokens of Wrap / Unwrap records
    expect(set((r) => r.currencyIn.symbol)).toEqual(new Set(['ETH', 'USDC', 'SOL', 'WETH', 'WSOL']))
    expect(
      set((r) => [
        `${r.currencyIn.chainId}:${r.currencyIn.address}`,
        `${r.currencyOut.chainId}:${r.currencyOut.address}`,
      ]),
    ).toEqual(
      new Set(
        sim.ctx
          .currencies()
          .filter((c) => c.isNative || c.isStablecoin)
          .map((c) => `${c.chainId}:${c.address}`)
          .concat(
            sim.ctx.chains.map(
              (c) =>
                `${c.id}:${c.vmType === 'svm' ? 'So11111111111111111111111111111111111111112' : '0x4200000000000000000000000000000000000006'}`,
            ),
          ),
      ),
    )
    const terminal = all.filter((r) => r.status === 'success' || r.status === 'refund')
    expect(terminal.every((r) => r.inTxs.length > 0 && r.outTxs.length > 0)).toBe(true)
    expect(
      all.filter((r) => r.status === 'failure').every((r) => r.failReason && r.failReason !== 'N/A'),
    ).toBe(true)
    expect(
      all.some((r) => r.depositAddress) &&
        all.some((r) => r.appFees.length) &&
        all.some((r) => r.sponsorship),
    ).toBe(true)
    // the only scheduled tasks: the deadline checks of the fast fills still ahead of their deposit
    expect(sim.ctx.clock.pending()).toBe(all.filter((r) => r.fastFill?.state === 'held').length)
    // Served by the listing: 500 requests, and on top the `waiting` ones, quotes whose deposit was never seen
    // (decisions.md), whose ids still answer `waiting` on the status endpoint.
    const res = await sim.fetch('http://sim/requests/v3?includeTotal=true', {
      headers: { 'x-api-key': 'demo-key' },
    })
    const waiting = all.filter((r) => r.status === 'waiting')
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.every((r) => r.inTxs.length === 0)).toBe(true)
    expect(((await res.json()) as { total: number }).total).toBe(500)
    const unlisted = await sim.fetch(`http://sim/requests/v3?id=${waiting[0]!.id}`, {
      headers: { 'x-api-key': 'demo-key' },
    })
    expect(((await unlisted.json()) as { requests: unknown[] }).requests).toEqual([])
    const status = await sim.fetch(`http://sim/intents/status/v3?requestId=${waiting[0]!.id}`)
    expect(((await status.json()) as { status: string }).status).toBe('waiting')
  })

  test('behavior: seeded outgoing transactions carry their kind (fill on success, refund on refund)', () => {
    const sim = createSimulator({ now, history: 300 })
    const all = [...sim.ctx.store.values()]
    const kinds = (status: string) =>
      new Set(all.filter((r) => r.status === status).flatMap((r) => r.outTxs.map((t) => t.kind)))
    expect(kinds('success')).toEqual(new Set(['fill']))
    expect(kinds('refund')).toEqual(new Set(['refund']))
  })

  test('behavior: same seed → same requests; another seed → different ones', () => {
    const a = [...createSimulator({ now, history: 50, seed: 7 }).ctx.store.values()]
    const b = [...createSimulator({ now, history: 50, seed: 7 }).ctx.store.values()]
    const c = [...createSimulator({ now, history: 50, seed: 8 }).ctx.store.values()]
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a.map((r) => r.id)).not.toEqual(c.map((r) => r.id))
  })

  test('behavior: seeded records are consistent with the live lifecycle (2,000 requests)', async () => {
    const sim = createSimulator({ now, history: 2000, seed: 3 })
    const all = [...sim.ctx.store.values()]
    const chain = (id: number) => sim.ctx.chain(id)!
    const check = (ok: boolean, r: (typeof all)[number], rule: string) =>
      expect(ok, `${rule}: ${r.id} (${r.status}, ${r.requestType})`).toBe(true)
    for (const r of all) {
      // submitted and success carry the destination fill, sent by the destination chain's solver
      const fills = r.outTxs.filter((t) => t.kind === 'fill')
      if (r.status === 'submitted' || r.status === 'success') check(fills.length === 1, r, 'one fill')
      else check(fills.length === 0, r, 'no fill')
      for (const t of fills)
        check(
          t.chainId === r.destinationChainId &&
            t.data.from === chain(r.destinationChainId).solverAddresses[0],
          r,
          'fill from the destination solver',
        )
      for (const t of r.outTxs.filter((x) => x.kind === 'refund'))
        check(
          t.chainId === r.originChainId && t.data.from === chain(r.originChainId).solverAddresses[0],
          r,
          'refund',
        )
      // depositing: gasless / permit flows only; a fast fill never leaves a request waiting or depositing
      if (r.status === 'depositing')
        check(r.features.includes('gasless_execution'), r, 'depositing is gasless')
      if (r.fastFill) {
        check(r.status !== 'waiting' && r.status !== 'depositing', r, 'fast fill moved on')
        if (r.inTxs.length === 0)
          check(
            r.fastFill.state === 'held' &&
              ['pending', 'submitted', 'success'].includes(r.status) &&
              r.fastFill.deadline > sim.ctx.clock.now(),
            r,
            'held fast fill ahead of its deposit',
          )
        else check(r.fastFill.state === 'released', r, 'deposit indexed: hold released')
      }
      check(r.updatedAt <= sim.ctx.clock.now() && r.updatedAt >= r.createdAt, r, 'timeline')
      // requestType agrees with the currencies
      const sameChain = r.originChainId === r.destinationChainId
      const sameSymbol = r.currencyIn.symbol === r.currencyOut.symbol
      const native = (c: (typeof all)[number]['currencyIn']) =>
        c.address === chain(c.chainId).currencies[0]!.address
      switch (r.requestType) {
        case 'Bridge':
          check(!sameChain && sameSymbol, r, 'a bridge keeps the asset across chains')
          break
        case 'Send':
          check(sameChain && r.currencyIn.address === r.currencyOut.address, r, 'a send keeps the currency')
          break
        case 'Same-chain Swap':
          check(sameChain && !sameSymbol, r, 'a same-chain swap changes the asset')
          break
        case 'Crosschain Swap':
          check(!sameChain && !sameSymbol, r, 'a cross-chain swap changes the asset')
          break
        case 'Wrap':
          check(
            sameChain && native(r.currencyIn) && r.currencyOut.symbol === `W${r.currencyIn.symbol}`,
            r,
            'wrap',
          )
          break
        case 'Unwrap':
          check(
            sameChain && native(r.currencyOut) && r.currencyIn.symbol === `W${r.currencyOut.symbol}`,
            r,
            'unwrap',
          )
          break
        case 'Call':
          check(!sameChain, r, 'a call goes to another chain')
          break
      }
    }
    // feeSponsorship amounts are 6-decimal USD units of the sponsor's stablecoin, as in a live record
    const sponsored = all.filter((r) => r.sponsorship && isListed(r))
    for (const r of sponsored) {
      const res = await sim.fetch(`http://sim/requests/v3?id=${r.id}`, {
        headers: { 'x-api-key': 'demo-key' },
      })
      const fs = ((await res.json()) as { requests: { data: { feeSponsorship: FeeSponsorship } }[] })
        .requests[0]!.data.feeSponsorship
      check(fs.currency.symbol === 'USDC' && fs.currency.decimals === 6, r, 'feeSponsorship currency')
      for (const side of [fs.quoted, fs.actual]) {
        const amounts = [
          side.sponsoredTotal,
          side.userPaysTotal,
          ...Object.values(side.components).flatMap((c) => [c.total, c.sponsored, c.userPays]),
        ]
        for (const a of amounts)
          check(
            a.amount === String(Math.round(Number(a.amountUsd) * 1e6)) &&
              (a.amountFormatted === undefined || a.amountFormatted === a.amountUsd),
            r,
            `feeSponsorship amount in 6-decimal USD (${JSON.stringify(a)})`,
          )
      }
    }
    // the status endpoint shows a seeded submitted request's fill, like a live one
    const submitted = all.find((r) => r.status === 'submitted')!
    const status = await (await sim.fetch(`http://sim/intents/status/v3?requestId=${submitted.id}`)).json()
    expect(status.txHashes).toEqual([submitted.outTxs[0]!.txHash])
    // each rule was exercised
    expect(all.filter((r) => r.fastFill && r.inTxs.length === 0).length).toBeGreaterThan(0)
    expect(all.filter((r) => r.status === 'depositing').length).toBeGreaterThan(0)
    expect(sponsored.some((r) => r.currencyOut.symbol !== 'USDC')).toBe(true)
    expect(new Set(all.map((r) => r.requestType)).size).toBe(7)
  })

  test('behavior: seeded fast fills ahead of their deposit hold their value on the sponsor balance until the deadline', async () => {
    const sim = createSimulator({ now, history: 2000, seed: 3 })
    const all = [...sim.ctx.store.values()]
    const wallet = sim.ctx.apiKey('demo-key')!.sponsorWallet!
    const balances = async () =>
      (await (await sim.fetch(`http://sim/app-fees/${wallet}/balances`)).json()) as {
        totalBalanceUsd: number
        outstandingFastFillBalanceUsd: number
        availableBalanceUsd: number
      }
    const held = all.filter((r) => r.fastFill?.state === 'held')
    expect(held.length).toBeGreaterThan(0)
    const heldUsd = Number(held.reduce((sum, r) => sum + BigInt(r.fastFill!.holdUsd6), 0n)) / 1e6
    const before = await balances()
    expect(before.outstandingFastFillBalanceUsd).toBe(heldUsd)
    expect(before.availableBalanceUsd).toBeGreaterThanOrEqual(0)
    expect(before.availableBalanceUsd).toBe(Math.round((before.totalBalanceUsd - heldUsd) * 1e6) / 1e6)
    expect(held.every((r) => sim.ctx.ledger.hasHold(r.id) && r.fastFill!.sponsorWallet === wallet)).toBe(true)
    // no deposit arrives: at the deadline each hold becomes a permanent debit, as for a live fast fill
    await sim.ctx.clock.advance(Math.max(...held.map((r) => r.fastFill!.deadline)) - sim.ctx.clock.now())
    expect(held.every((r) => sim.ctx.store.get(r.id)!.fastFill!.state === 'debited')).toBe(true)
    const after = await balances()
    expect(after.outstandingFastFillBalanceUsd).toBe(0)
    expect(after.totalBalanceUsd).toBeCloseTo(before.totalBalanceUsd - heldUsd, 5)
    await sim.close()
  })
})
