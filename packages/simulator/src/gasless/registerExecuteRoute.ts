import type { Context, Hono } from 'hono'
import { supportsGasless } from '../chains/supportsGasless'
import { errorResponse } from '../http/errorResponse'
import { resolveApiKey } from '../http/resolveApiKey'
import { transitionStatus } from '../lifecycle/transitionStatus'
import type { SimContext } from '../model/SimContext'
import { chargeGaslessGas } from './chargeGaslessGas'
import { checkGaslessBatch } from './checkGaslessBatch'
import { readExecuteBody } from './readExecuteBody'

/** 400 `DELEGATION_REDEEM_FAILED`: the peer's `error` label beside the interface's `message` / `errorCode`. */
const redeemFailed = (
  c: Context,
  requestId: string | null,
  revert: { label: string; message: string; data?: string | null },
) =>
  errorResponse(c, 400, `The batch cannot be relayed: ${revert.message}`, 'DELEGATION_REDEEM_FAILED', {
    error: 'DELEGATION_REDEEM_FAILED',
    requestId,
    details: {
      topLevel: revert.label,
      innermost: revert.label,
      path: [revert.label],
      revert: {
        type: revert.data === undefined ? 'allowList' : 'revert',
        label: revert.label,
        data: revert.data ?? null,
      },
    },
  })

/**
 * Mounts `POST /execute` (`executionKind: "rawCalls"`, the peer SDK's `executeGaslessBatch`): 401 without a key;
 * 400 `INVALID_INPUT` for a malformed body (the peer's messages, such as "to is required"); 400 on a chain without
 * `gasless`; 400 `DELEGATION_REDEEM_FAILED` when the batch breaks the allow-list (`checkGaslessBatch`) or its
 * `eth_call` reverts (`details.revert.label` names Calibur's error); 404 for an unknown request; 400
 * `SPONSOR_BALANCE_TOO_LOW` when `subsidizeFees` has no app balance to draw on. Otherwise the request moves `waiting`
 * → `depositing` (feature `gasless_execution`), the relayer sends the type-4 transaction and pays its gas (the chain
 * watcher indexes the deposit from the depository's event, → `pending`), the app balance pays that gas when
 * `subsidizeFees`, and the answer is 200 `{message, requestId}`. The same batch posted again is answered 200 without
 * a second relay (a client resuming after a reload); a different one for a request already under way is 409.
 */
export function registerExecuteRoute(app: Hono, ctx: SimContext): void {
  app.post('/execute', async (c) => {
    const auth = resolveApiKey(c, ctx, true)
    if (auth.response) return auth.response
    const apiKey = auth.key!
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      return errorResponse(c, 400, 'Invalid body: expected JSON', 'INVALID_INPUT')
    }
    const body = readExecuteBody(raw)
    if (typeof body === 'string') return errorResponse(c, 400, body, 'INVALID_INPUT', { error: body })
    const { chainId, to } = body.data
    const chain = ctx.chain(chainId)
    if (!chain || !supportsGasless(chain))
      return errorResponse(
        c,
        400,
        `Gasless execution is not available on chain ${chainId}`,
        'UNSUPPORTED_CHAIN',
      )

    // The same batch posted again (a client resuming after a reload): answered, never relayed twice. Checked first:
    // the relayed authorization has moved the account's nonce since.
    const prior = body.requestId ? ctx.store.get(body.requestId) : undefined
    if (prior?.gasless && prior.gasless.callData === body.data.data)
      return c.json({ message: 'Transaction already submitted', requestId: prior.id })
    const account = await ctx.backend.gaslessAccount(chainId, to)
    const checked = await checkGaslessBatch(ctx, body, account)
    if (!('requestId' in checked)) return redeemFailed(c, body.requestId, checked)
    const { requestId } = checked
    const request = ctx.store.get(requestId)
    if (!request) return errorResponse(c, 404, 'Request not found', 'NOT_FOUND')
    if (request.originChainId !== chainId || request.user.toLowerCase() !== to.toLowerCase())
      return redeemFailed(c, requestId, {
        label: 'REQUEST_MISMATCH',
        message: `request ${requestId} is not ${to}'s on chain ${chainId}`,
      })
    const answered = () =>
      request.gasless?.callData === body.data.data
        ? c.json({ message: 'Transaction already submitted', requestId })
        : errorResponse(c, 409, `Request already ${ctx.store.get(requestId)?.status}`, 'CONFLICT')
    if (request.status !== 'waiting') return answered()
    const wallet = apiKey.sponsorWallet
    if (body.executionOptions.subsidizeFees && (!wallet || ctx.ledger.availableUsd6(wallet) <= 0n))
      return errorResponse(
        c,
        400,
        'The app balance cannot pay the gas of this batch',
        'SPONSOR_BALANCE_TOO_LOW',
      )

    const revert = await ctx.backend.simulateGasless(body.data)
    if (revert) return redeemFailed(c, requestId, revert)
    // The claim: only one post moves the request on (a concurrent one finds it `depositing`).
    const claimed = transitionStatus(ctx, requestId, 'depositing', (r) => {
      if (!r.features.includes('gasless_execution')) r.features = [...r.features, 'gasless_execution']
      r.gasless = { callData: body.data.data, txHash: null, sponsoredUsd6: null }
    })
    if (!claimed) return answered()
    let tx: Awaited<ReturnType<typeof ctx.backend.relayGasless>>
    try {
      tx = await ctx.backend.relayGasless(body.data)
    } catch (error) {
      transitionStatus(ctx, requestId, 'failure', (r) => {
        r.failReason = 'TRANSACTION_SUBMISSION_FAILED'
        r.refundFailReason = null
      })
      return errorResponse(
        c,
        500,
        `The relayer could not send the batch: ${(error as Error).message}`,
        'INTERNAL_ERROR',
      )
    }
    const sponsored = body.executionOptions.subsidizeFees
      ? chargeGaslessGas(ctx, {
          requestId,
          apiKey: apiKey.key,
          chainId,
          gasUsed: tx.gasUsed,
          gasPrice: tx.gasPrice,
          overhead: body.originGasOverhead,
        })
      : null
    ctx.store.update(requestId, (r) => {
      r.gasless = {
        callData: body.data.data,
        txHash: String(tx.txHash),
        sponsoredUsd6: sponsored?.toString() ?? null,
      }
    })
    if (tx.status === 'failed')
      transitionStatus(ctx, requestId, 'failure', (r) => {
        r.failReason = 'TRANSACTION_REVERTED'
        r.refundFailReason = null
        r.failedTxHash = String(tx.txHash)
        r.failedTxBlockNumber = tx.block
      })
    return c.json({ message: 'Transaction submitted', requestId })
  })
}
