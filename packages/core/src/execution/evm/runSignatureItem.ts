import { getConnection, signMessage, signTypedData } from '@wagmi/core'
import { isAddressEqual } from 'viem'
import * as z from 'zod/mini'
import { getRequestStatus } from '../../api/getRequestStatus'
import { ExecutionError } from '../../errors/ExecutionError'
import type { SignatureStepItem } from '../../schemas/signatureStepItemSchema'
import { stepsSchema } from '../../schemas/stepsSchema'
import type { ExecutionContext } from '../ExecutionContext'
import type { AdapterItemParameters } from '../machine/ChainAdapter'
import { assertSafeSignature } from '../safety/assertSafeSignature'
import { toSafetyParameters } from '../safety/toSafetyParameters'
import { isServiceRefusal } from '../service/isServiceRefusal'
import { splitEndpoint } from '../service/splitEndpoint'
import { isUserRejection } from './isUserRejection'

/** What a signature post answers: maybe more steps to perform. */
const postAnswerSchema = z.looseObject({ steps: z.optional(stepsSchema) })

/**
 * Performs one signature item at most once: safety checks (the wallet is not asked when one fails), the signature
 * (EIP-191 or EIP-712 per `signatureKind`), persisted at once, then the `post` request with `?signature=`
 * appended. Returns the steps the answer adds (the real sample `postSignatureExtraSteps.json` has some).
 */
export async function runSignatureItem(
  parameters: AdapterItemParameters<SignatureStepItem>,
): Promise<z.infer<typeof stepsSchema>> {
  const { ctx, quote, step: stepIndex, item: itemIndex, data: item } = parameters
  const step = quote.steps[stepIndex]!
  const done = ctx.progress().steps[stepIndex]!.items[itemIndex]!
  let signature = done.signature as `0x${string}` | undefined
  const sign = item.data.sign as {
    signatureKind: string
    message?: string
    domain?: Record<string, unknown>
    types?: Record<string, { name: string; type: string }[]>
    primaryType?: string
    value?: Record<string, unknown>
  }
  if (!signature) {
    assertSafeSignature(
      item,
      toSafetyParameters({ ctx, steps: quote.steps, step: stepIndex, item: itemIndex }),
    )
    const account = getConnection(ctx.config).address
    if (!account || (ctx.user && !isAddressEqual(account, ctx.user as `0x${string}`)))
      throw new ExecutionError({
        reason: 'unsafe',
        check: 'account',
        step: step.id,
        item: itemIndex,
        shortMessage: 'The connected account is not the one this quote was made for: nothing was signed.',
      })
    const claimed = ctx.store.claim(
      ctx.requestId,
      { owner: ctx.owner, step: stepIndex, item: itemIndex, at: Date.now() },
      ctx.locked ? 0 : ctx.options.claimStaleMs,
    )
    if (!claimed.ok)
      throw new ExecutionError({ reason: 'in-progress-elsewhere', step: step.id, item: itemIndex })
    ctx.signal.throwIfAborted()
    ctx.apply({ type: 'prompted', step: stepIndex, item: itemIndex })
    try {
      if (sign.signatureKind === 'eip191')
        signature = await signMessage(ctx.config, { account, message: sign.message ?? '' })
      else {
        const { EIP712Domain: _domainType, ...types } = sign.types ?? {}
        // The quote's typed data is only known at run time: viem checks it against `types` when signing.
        const typedData = {
          account,
          domain: sign.domain,
          types,
          primaryType: sign.primaryType,
          message: sign.value,
        }
        signature = await signTypedData(ctx.config, typedData as Parameters<typeof signTypedData>[1])
      }
    } catch (error) {
      throw ctx.fail({
        type: 'rejected',
        step: stepIndex,
        item: itemIndex,
        message: 'The wallet did not sign.',
        error: { reason: isUserRejection(error) ? 'user-rejected' : 'signature-failed', cause: error },
      })
    }
    ctx.apply({ type: 'signed', step: stepIndex, item: itemIndex, signature })
  }
  // A signed deposit authorization moves the funds once the service takes its post.
  const authorizesDeposit = Boolean(step.requestId && /authoriz|deposit|permit/i.test(step.id))
  let added: z.infer<typeof stepsSchema> = []
  // A signature persisted by an earlier run whose post failed (or whose answer was lost): posted again only if
  // the service has not acted on it, that is, the request is still `waiting`.
  const taken =
    done.signature && authorizesDeposit && item.data.post && (await depositTaken(ctx, stepIndex, itemIndex))
  if (item.data.post && !taken) {
    const { path, query } = splitEndpoint(item.data.post.endpoint, step.id)
    query.set('signature', signature)
    try {
      const answer = await ctx.client.request({
        method: 'POST',
        path,
        query,
        body: item.data.post.body,
        schema: postAnswerSchema,
        signal: ctx.signal,
      })
      added = answer.steps ?? []
    } catch (error) {
      if (ctx.signal.aborted) throw error
      throw ctx.fail({
        // A post the service did not clearly refuse may have been acted on: the deposit may be on its way.
        type: authorizesDeposit && !isServiceRefusal(error) ? 'unknown' : 'rejected',
        step: stepIndex,
        item: itemIndex,
        message: 'The service did not accept the signature.',
        error: { reason: 'signature-failed', cause: error },
      })
    }
  }
  // A signed deposit authorization moves the funds: from here on they are on their way.
  ctx.apply({ type: 'posted', step: stepIndex, item: itemIndex, deposit: authorizesDeposit })
  return added
}

/** Whether the service has acted on the request's deposit (it left `waiting`); funds `unknown` when unreadable. */
async function depositTaken(ctx: ExecutionContext, step: number, item: number): Promise<boolean> {
  try {
    const status = await getRequestStatus(ctx.client, { requestId: ctx.requestId }, { signal: ctx.signal })
    return status.status !== 'waiting'
  } catch (error) {
    if (ctx.signal.aborted) throw error
    throw ctx.fail({ type: 'unknown', step, item, error: { reason: 'signature-failed', cause: error } })
  }
}
