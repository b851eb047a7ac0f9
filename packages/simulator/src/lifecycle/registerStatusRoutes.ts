import type { Context, Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import { resolveApiKey } from '../http/resolveApiKey'
import type { SimContext } from '../model/SimContext'
import { ingestOriginTransaction } from './ingestOriginTransaction'
import { toStatusResult } from './toStatusResult'

/**
 * Mounts the status endpoints and the indexing triggers:
 * - `GET /intents/status/v3?requestId=`: the status result; 400 without `requestId`, 404
 *   `{message: "Request not found"}` for an id never issued, `waiting` for one not yet deposited.
 *   `x-api-key` is optional; an unknown key is 401.
 * - `GET /intents/status`: the older endpoint, same data, except that `depositing` and `submitted`
 *   are reported as `delayed` (v3 replaced `delayed` by those two).
 * - `POST /transactions/index`, `POST /transactions/single`: body `{txHash, chainId}` (chainId a
 *   number or a numeric string; `txHash` a base58 signature on an SVM chain); the backend looks the transaction
 *   up and the solver ingests it now.
 *   200 `{message}` saying what happened; 400 for a bad body or an unknown chain.
 */
export function registerStatusRoutes(app: Hono, ctx: SimContext) {
  const status = (legacy: boolean) => (c: Context) => {
    const auth = resolveApiKey(c, ctx, false)
    if (auth.response) return auth.response
    const requestId = c.req.query('requestId')?.trim()
    if (!requestId) return errorResponse(c, 400, 'requestId is required', 'INVALID_INPUT')
    const request = ctx.store.get(requestId)
    if (!request) return errorResponse(c, 404, 'Request not found')
    const result = toStatusResult(request)
    if (legacy && (result.status === 'depositing' || result.status === 'submitted'))
      return c.json({ ...result, status: 'delayed' })
    return c.json(result)
  }
  app.get('/intents/status/v3', status(false))
  app.get('/intents/status', status(true))

  const index = async (c: Context) => {
    const body = (await c.req.json().catch(() => undefined)) as
      | { txHash?: unknown; chainId?: unknown }
      | undefined
    const txHash = body?.txHash
    const chainId = typeof body?.chainId === 'string' ? Number(body.chainId) : body?.chainId
    if (typeof chainId !== 'number' || !Number.isInteger(chainId))
      return errorResponse(c, 400, 'chainId must be an integer (number or string)', 'INVALID_INPUT')
    const chain = ctx.chain(chainId)
    if (!chain) return errorResponse(c, 400, `Unsupported chain ${chainId}`, 'UNSUPPORTED_CHAIN')
    if (chain.vmType === 'svm') {
      if (typeof txHash !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(txHash))
        return errorResponse(
          c,
          400,
          'txHash must be a base58 transaction signature on an SVM chain',
          'INVALID_INPUT',
        )
    } else if (typeof txHash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(txHash))
      return errorResponse(c, 400, 'txHash must be a 32-byte hex string', 'INVALID_INPUT')
    const tx = await ctx.backend.lookupTransaction(chainId, txHash)
    if (!tx)
      return c.json({ message: `Transaction ${txHash} not found on chain ${chainId}; nothing indexed` })
    const result = await ingestOriginTransaction(ctx, tx)
    if (result.kind === 'deposit')
      return c.json({ message: `Indexed deposit of request ${result.requestId}` })
    if (result.kind === 'extraDeposit')
      return c.json({
        message: `Recorded an extra deposit of request ${result.requestId} (${result.reason})`,
      })
    if (result.kind === 'appBalanceDeposit')
      return c.json({ message: `Credited the app balance of ${result.wallet}` })
    return c.json({ message: `Transaction ${txHash} not indexed: ${result.reason}` })
  }
  app.post('/transactions/index', index)
  app.post('/transactions/single', index)
}
