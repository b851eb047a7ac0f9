import type { Context } from 'hono'
import { type Hex, verifyTypedData } from 'viem'
import { errorResponse } from '../http/errorResponse'
import { confirmPermitDeposit } from '../lifecycle/confirmPermitDeposit'
import type { SimContext } from '../model/SimContext'
import type { DepositAuthorization } from './buildDepositAuthorization'

function findAuthorization(quote: unknown): DepositAuthorization | undefined {
  const steps = (quote as { steps?: { kind?: string; items?: { data?: { sign?: unknown } }[] }[] })?.steps
  for (const step of steps ?? []) {
    if (step.kind !== 'signature') continue
    const sign = step.items?.[0]?.data?.sign as DepositAuthorization | undefined
    if (sign?.signatureKind === 'eip712') return sign
  }
  return undefined
}

/**
 * `POST /execute/permits?signature=0x…` with body `{kind, requestId}`: verifies the EIP-712 deposit
 * authorization of a permit quote against the request's user (viem `verifyTypedData`), then confirms the
 * deposit through the lifecycle. 200 `{message, steps: []}`; 400 `INVALID_INPUT` (missing signature or
 * requestId, not a permit request), 400 `INVALID_SIGNATURE` (wrong signer), 400 `SIGNATURE_EXPIRED`
 * (past the deadline), 404 unknown request, 409 already confirmed.
 */
export async function handlePermitPost(c: Context, ctx: SimContext): Promise<Response> {
  const signature = c.req.query('signature')
  if (!signature || !/^0x[0-9a-fA-F]+$/.test(signature))
    return errorResponse(
      c,
      400,
      'Invalid signature: the signature query parameter (0x hex) is required',
      'INVALID_INPUT',
    )
  let body: { requestId?: unknown }
  try {
    body = (await c.req.json()) as { requestId?: unknown }
  } catch {
    return errorResponse(c, 400, 'Invalid body: expected JSON {kind, requestId}', 'INVALID_INPUT')
  }
  if (typeof body?.requestId !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(body.requestId))
    return errorResponse(c, 400, 'Invalid requestId: expected 0x + 64 hex', 'INVALID_INPUT')
  const request = ctx.store.get(body.requestId)
  if (!request) return errorResponse(c, 404, 'Request not found', 'NOT_FOUND')
  const sign = findAuthorization(request.quote)
  if (!sign)
    return errorResponse(c, 400, 'Invalid requestId: the request is not a permit flow', 'INVALID_INPUT')
  if (request.status !== 'waiting')
    return errorResponse(
      c,
      409,
      `Request already ${request.status}: the permit was already accepted`,
      'CONFLICT',
    )
  if (ctx.clock.now() > sign.value.deadline * 1000)
    return errorResponse(
      c,
      400,
      'Invalid signature: the authorization deadline has passed',
      'SIGNATURE_EXPIRED',
    )
  let valid = false
  try {
    valid = await verifyTypedData({
      address: request.user as Hex,
      domain: { ...sign.domain, verifyingContract: sign.domain.verifyingContract as Hex },
      types: sign.types,
      primaryType: sign.primaryType,
      message: sign.value,
      signature: signature as Hex,
    })
  } catch {
    valid = false
  }
  if (!valid)
    return errorResponse(c, 400, 'Invalid signature: not signed by the request user', 'INVALID_SIGNATURE')
  await confirmPermitDeposit(ctx, request.id)
  return c.json({ message: 'Permit accepted: the deposit is being executed', steps: [] })
}
