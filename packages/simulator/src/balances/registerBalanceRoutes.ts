import type { Hono } from 'hono'
import { isAddress } from 'viem'
import { errorResponse } from '../http/errorResponse'
import { resolveApiKey } from '../http/resolveApiKey'
import type { SimContext } from '../model/SimContext'
import { formatUsd6 } from '../quote/formatUsd6'
import { isSvmAddress } from '../quote/isSvmAddress'
import { usd6FromNumber } from '../quote/usd6FromNumber'
import { executeFastFill } from './executeFastFill'
import { fastFillUsd6 } from './fastFillUsd6'

/**
 * Mounts the app-balance endpoints:
 * - `GET /app-fees/:wallet/balances` → the ledger summary of decisions.md (400 for a malformed address).
 * - `POST /fast-fill` (key required) `{requestId, solverInputCurrencyAmount?, maxFillAmountUsd?}`:
 *   401 missing/unknown key; 400 bad body; 403 no linked sponsor wallet; 404 unknown request;
 *   200 "already executed" for a request fast-filled before; 409 when its deposit is already being
 *   processed (not `waiting`/`depositing`); 400 when `solverInputCurrencyAmount` exceeds the request's
 *   `amountIn`, or when the request's USD value (`amountInUsd`) exceeds `maxFillAmountUsd`; 403 when
 *   the available balance (total − holds) is below the fill's value (the hold); else 200, queued.
 */
export function registerBalanceRoutes(app: Hono, ctx: SimContext) {
  app.get('/app-fees/:wallet/balances', (c) => {
    const wallet = c.req.param('wallet')
    // An app-fee recipient may be a Solana address: its earnings are listed under it, exactly as spelled.
    if (!isAddress(wallet, { strict: false }) && !isSvmAddress(wallet))
      return errorResponse(c, 400, `Invalid wallet address: ${wallet}`, 'INVALID_INPUT')
    return c.json(ctx.ledger.summary(wallet))
  })

  app.post('/fast-fill', async (c) => {
    const auth = resolveApiKey(c, ctx, true)
    if (auth.response) return auth.response
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return errorResponse(c, 400, 'Body must be a JSON object', 'INVALID_INPUT')
    const { requestId, solverInputCurrencyAmount, maxFillAmountUsd } = body
    if (typeof requestId !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(requestId))
      return errorResponse(c, 400, 'requestId must be a 32-byte hex string', 'INVALID_INPUT')
    if (
      solverInputCurrencyAmount !== undefined &&
      (typeof solverInputCurrencyAmount !== 'string' || !/^[1-9][0-9]*$/.test(solverInputCurrencyAmount))
    )
      return errorResponse(
        c,
        400,
        'solverInputCurrencyAmount must be a positive integer string',
        'INVALID_INPUT',
      )
    if (
      maxFillAmountUsd !== undefined &&
      (typeof maxFillAmountUsd !== 'number' || !Number.isFinite(maxFillAmountUsd) || maxFillAmountUsd < 0)
    )
      return errorResponse(c, 400, 'maxFillAmountUsd must be a non-negative number', 'INVALID_INPUT')
    const wallet = auth.key?.sponsorWallet
    if (!wallet)
      return errorResponse(c, 403, 'This API key has no linked sponsorship wallet', 'NO_SPONSOR_WALLET')
    const request = ctx.store.get(requestId)
    if (!request) return errorResponse(c, 404, 'Request not found')
    if (request.fastFill) return c.json({ message: 'Fast fill already executed' })
    // A finished request has nothing left to fill: say so, rather than that it is being processed.
    if (request.status === 'success' || request.status === 'failure' || request.status === 'refund')
      return errorResponse(
        c,
        409,
        `Request is already finished (${request.status}); nothing is left to fill`,
        'ALREADY_FINISHED',
      )
    if (request.status !== 'waiting' && request.status !== 'depositing')
      return errorResponse(
        c,
        409,
        `Request is already being processed (${request.status})`,
        'ALREADY_PROCESSING',
      )
    if (
      solverInputCurrencyAmount !== undefined &&
      BigInt(solverInputCurrencyAmount) > BigInt(request.amountIn)
    )
      return errorResponse(
        c,
        400,
        `solverInputCurrencyAmount ${solverInputCurrencyAmount} exceeds the request's input amount ${request.amountIn}`,
        'INVALID_INPUT',
      )
    // The cap applies to the request's value (interface), whatever input amount the fill uses.
    // USD compared in 6-decimal units, never as floats.
    if (
      maxFillAmountUsd !== undefined &&
      usd6FromNumber(request.amountInUsd) > usd6FromNumber(maxFillAmountUsd)
    )
      return errorResponse(
        c,
        400,
        `Request value ${request.amountInUsd} USD exceeds maxFillAmountUsd ${maxFillAmountUsd}; not executed`,
        'MAX_FILL_AMOUNT_EXCEEDED',
      )
    const usd6 = fastFillUsd6(ctx, request, solverInputCurrencyAmount)
    const available6 = ctx.ledger.availableUsd6(wallet)
    if (available6 < usd6)
      return errorResponse(
        c,
        403,
        `Available app balance ${formatUsd6(available6)} USD is below the fill value ${formatUsd6(usd6)} USD`,
        'INSUFFICIENT_APP_BALANCE',
      )
    executeFastFill(ctx, request.id, wallet, usd6, solverInputCurrencyAmount)
    return c.json({ message: 'Fast fill queued' })
  })
}
