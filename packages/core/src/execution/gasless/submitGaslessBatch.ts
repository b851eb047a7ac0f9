import * as z from 'zod/mini'
import type { CrosspayClient } from '../../api/CrosspayClient'
import { HttpRequestError } from '../../errors/HttpRequestError'
import type { GaslessExecuteBody } from './GaslessExecuteBody'
import type { GaslessOptions } from './GaslessOptions'

/** What came of posting a gasless batch. */
export type GaslessSubmission =
  /** The service took it (or had relayed this batch already, or the request is under way: 409). */
  | { kind: 'accepted' }
  /** The service refused it (400–499 but 409 and 429): nothing was relayed. Its message and error code. */
  | { kind: 'refused'; message: string; errorCode: string | undefined }
  /** No answer that says (a network error, 5xx, 429): it may have been relayed. */
  | { kind: 'unknown'; cause: unknown }

const anyBody = z.looseObject({})

/** Reads an error body's message and code (the interface's `{message, errorCode}`, or the peer's `{error}`). */
const describe = (body: unknown, status: number) => {
  const b = (typeof body === 'object' && body ? body : {}) as Record<string, unknown>
  const message =
    typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : `HTTP ${status}`
  const errorCode =
    typeof b.errorCode === 'string' ? b.errorCode : typeof b.error === 'string' ? b.error : undefined
  return { message, errorCode }
}

const classify = (status: number, body: unknown): GaslessSubmission =>
  status < 300 || status === 409
    ? { kind: 'accepted' }
    : status >= 400 && status < 500 && status !== 429 && status !== 408
      ? { kind: 'refused', ...describe(body, status) }
      : { kind: 'unknown', cause: new Error(`POST /execute answered ${status}`) }

/**
 * Posts a signed gasless batch: through the host's `submit` (its server adds the key) or, by default, `POST /execute`
 * through the crosspay client. Never throws: says whether the service took it, refused it (nothing relayed), or
 * left it unknown.
 */
export async function submitGaslessBatch(
  client: CrosspayClient,
  submit: GaslessOptions['submit'],
  body: GaslessExecuteBody,
): Promise<GaslessSubmission> {
  try {
    if (submit) {
      const response = await submit(body)
      const parsed = await response.json().catch(() => undefined)
      return classify(response.status, parsed)
    }
    await client.request({ method: 'POST', path: '/execute', body, schema: anyBody })
    return { kind: 'accepted' }
  } catch (error) {
    if (error instanceof HttpRequestError) return classify(error.status, error.body)
    return { kind: 'unknown', cause: error }
  }
}
