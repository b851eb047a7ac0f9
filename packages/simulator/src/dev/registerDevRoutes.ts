import type { Context, Hono } from 'hono'
import { isAddress, maxUint256 } from 'viem'
import { errorResponse } from '../http/errorResponse'
import { failReasons } from '../lifecycle/failReasons'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import { lifecycleSteps } from '../lifecycle/lifecycleSteps'
import { refundFailReasons } from '../lifecycle/refundFailReasons'
import { resumeRequest } from '../lifecycle/resumeRequest'
import { virtualTransaction } from '../lifecycle/virtualTransaction'
import type { SimContext } from '../model/SimContext'
import type { PlannedOutcome } from '../model/types'
import { synthesizeDeposit } from './synthesizeDeposit'

const body = async (c: Context) => {
  const value = (await c.req.json().catch(() => undefined)) as unknown
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}
const bad = (c: Context, message: string) => errorResponse(c, 400, message, 'INVALID_INPUT')
/** Largest `advanceMs` of `POST /__sim/clock`: one year. */
const maxAdvanceMs = 365 * 24 * 60 * 60 * 1000
const isInt = (v: unknown): v is string => typeof v === 'string' && /^[0-9]+$/.test(v)

/**
 * Development controls (mounted when `ctx.options.devRoutes`):
 * - `GET /__sim/health` → `{ok: true, mode, now, apiKeys: [{key, sponsorWallet}]}`
 * - `POST /__sim/clock {advanceMs}` (0 ≤ advanceMs ≤ one year, else 400) → runs everything that
 *   falls due, answers `{now}`
 * - `POST /__sim/deposit {requestId, amount?, chainId?, currency?}` (simulated chains: every chain in
 *   virtual mode, the SVM chain in anvil mode): sends the quote's deposit as a virtual origin
 *   transaction; answers `{txHash, result}` (400 for a currency that is not an address on an EVM
 *   chain, an amount over 256 bits, or a live anvil chain, which takes real deposits only)
 * - `POST /__sim/outcome {requestId, status, failReason?, refundFailReason?}`: plans how the request
 *   ends (400 bad values, 404 unknown, 409 already ended, 409 `failure`/`refund` once the fill was
 *   sent: `submitted`, or its fill transaction in flight). A seeded request in `depositing`,
 *   `pending` or `submitted` that nothing drives yet resumes from here (`resumeRequest`)
 * - `POST /__sim/transaction {chainId, from, to, value, data?, token?: {address, amount}}` (simulated
 *   chains, as above): any origin transaction (for app-balance deposits on 8453: virtual mode only, since
 *   8453 is live in anvil mode); answers `{txHash, result}`
 */
export function registerDevRoutes(app: Hono, ctx: SimContext) {
  let transactions = 0

  app.get('/__sim/health', (c) =>
    c.json({
      ok: true,
      mode: ctx.options.mode,
      now: ctx.clock.now(),
      apiKeys: ctx.apiKeys.map((k) => ({ key: k.key, sponsorWallet: k.sponsorWallet })),
    }),
  )

  app.post('/__sim/clock', async (c) => {
    const b = await body(c)
    const advanceMs = b?.advanceMs ?? 0
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
      return bad(c, 'advanceMs must be a non-negative number')
    if (advanceMs > maxAdvanceMs) return bad(c, `advanceMs must be at most ${maxAdvanceMs} (one year)`)
    await ctx.clock.advance(advanceMs)
    return c.json({ now: ctx.clock.now() })
  })

  app.post('/__sim/deposit', async (c) => {
    const b = await body(c)
    if (typeof b?.requestId !== 'string') return bad(c, 'requestId is required')
    if (b.amount !== undefined && !isInt(b.amount)) return bad(c, 'amount must be an integer string')
    if (b.chainId !== undefined && typeof b.chainId !== 'number') return bad(c, 'chainId must be a number')
    if (b.currency !== undefined && typeof b.currency !== 'string')
      return bad(c, 'currency must be an address')
    if (b.amount !== undefined && BigInt(b.amount as string) > maxUint256)
      return bad(c, 'amount must fit in 256 bits')
    const request = ctx.store.get(b.requestId)
    if (!request) return errorResponse(c, 404, 'Request not found')
    const chain = ctx.chain(typeof b.chainId === 'number' ? b.chainId : request.originChainId)
    // A live chain (anvil, the LiteSVM Solana chain) takes real deposits only; the simulated ones (42161, 7777777, every chain in
    // virtual mode) take them from here.
    if (chain?.live)
      return bad(
        c,
        `/__sim/deposit works on simulated chains only: send the deposit on the local chain ${chain.id}`,
      )
    // EVM deposits encode the currency as an address (unknown chains are sent as EVM ones, then ignored).
    if (
      typeof b.currency === 'string' &&
      (!chain || chain.vmType === 'evm') &&
      !isAddress(b.currency, { strict: false })
    )
      return bad(c, `currency must be a 20-byte hex address, got ${JSON.stringify(b.currency)}`)
    const tx = synthesizeDeposit(ctx, request, {
      ...(b.amount !== undefined ? { amount: b.amount as string } : {}),
      ...(b.chainId !== undefined ? { chainId: b.chainId as number } : {}),
      ...(b.currency !== undefined ? { currency: b.currency as string } : {}),
    })
    const result = await ingestOriginTransaction(ctx, tx)
    return c.json({ txHash: tx.hash, result })
  })

  app.post('/__sim/outcome', async (c) => {
    const b = await body(c)
    if (typeof b?.requestId !== 'string') return bad(c, 'requestId is required')
    const { status, failReason, refundFailReason } = b
    if (status !== 'success' && status !== 'failure' && status !== 'refund')
      return bad(c, 'status must be success, failure or refund')
    if (failReason !== undefined && !(failReasons as readonly unknown[]).includes(failReason))
      return bad(c, `Unknown failReason: ${String(failReason)}`)
    if (
      refundFailReason !== undefined &&
      !(refundFailReasons as readonly unknown[]).includes(refundFailReason)
    )
      return bad(c, `Unknown refundFailReason: ${String(refundFailReason)}`)
    if (status === 'success' && (failReason !== undefined || refundFailReason !== undefined))
      return bad(c, 'failReason and refundFailReason apply to failure and refund only')
    if (status === 'refund' && refundFailReason !== undefined)
      return bad(c, 'refundFailReason applies to failure only (a refund succeeded)')
    const request = ctx.store.get(b.requestId)
    if (!request) return errorResponse(c, 404, 'Request not found')
    if (request.status === 'success' || request.status === 'refund' || request.status === 'failure')
      return errorResponse(c, 409, `Request already ended (${request.status})`, 'ALREADY_ENDED')
    // Once the fill is sent, only success can follow: a refund would pay the user twice.
    const fillSent = request.status === 'submitted' || lifecycleSteps.isFilling(ctx, request.id)
    if (fillSent && status !== 'success')
      return errorResponse(
        c,
        409,
        `The fill of this request was already sent (${request.status}); it can only succeed`,
        'FILL_ALREADY_SENT',
      )
    const outcome: PlannedOutcome = {
      status,
      ...(typeof failReason === 'string' ? { failReason } : {}),
      ...(typeof refundFailReason === 'string' ? { refundFailReason } : {}),
    }
    ctx.store.update(request.id, (r) => {
      r.outcome = outcome
    })
    // A seeded request nothing drives yet is picked up by the lifecycle from here.
    resumeRequest(ctx, request.id)
    return c.json({ requestId: request.id, outcome })
  })

  app.post('/__sim/transaction', async (c) => {
    const b = await body(c)
    if (!b) return bad(c, 'Body must be a JSON object')
    const { chainId, from, to, value = '0', data = '0x', token } = b
    const chain = typeof chainId === 'number' ? ctx.chain(chainId) : undefined
    if (!chain) return bad(c, 'chainId must be a supported chain id')
    if (chain.live)
      return bad(
        c,
        `/__sim/transaction works on simulated chains only: send it on the local chain ${chainId}`,
      )
    if (typeof from !== 'string' || typeof to !== 'string') return bad(c, 'from and to are required')
    if (!isInt(value)) return bad(c, 'value must be an integer string')
    if (typeof data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(data)) return bad(c, 'data must be hex')
    const t = token as { address?: unknown; amount?: unknown } | undefined
    if (t !== undefined && (typeof t?.address !== 'string' || !isInt(t.amount)))
      return bad(c, 'token must be {address, amount}')
    const v = virtualTransaction(ctx, `transaction:${transactions++}`, JSON.stringify(b))
    const result = await ingestOriginTransaction(ctx, {
      chainId: chain.id,
      hash: v.hash,
      from,
      to,
      value: BigInt(value),
      data,
      blockNumber: v.blockNumber,
      timestamp: v.timestamp,
      fee: 21_000n * 1_000_000_000n,
      ...(t ? { token: { address: t.address as string, amount: BigInt(t.amount as string) } } : {}),
    })
    return c.json({ txHash: v.hash, result })
  })
}
