import { type Config, type GetCallsStatusReturnType, getCallsStatus } from '@wagmi/core'
import { sleep } from './sleep'

/** Parameters of {@link waitForCallsStatus}. */
export type WaitForCallsStatusParameters = {
  /** The batch id the wallet answered to `wallet_sendCalls`. */
  id: string
  /** The batch's chain: a status the wallet gives for another chain is not this batch's. */
  chainId: number
  /** Ask every this many ms. */
  intervalMs: number
  /** Give up after this many ms (an `Error` named `TimeoutError`). */
  timeoutMs: number
  /** Stops the wait at once, an unanswered wallet request included (rejects with the signal's reason). */
  signal?: AbortSignal | undefined
  /** Consecutive failed asks tolerated before the last failure is thrown. Defaults to 4. */
  retryCount?: number | undefined
}

/** Resolves with the promise, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Whether the wallet says it does not know the batch (EIP-5792 `5730` Unknown bundle id, here or in a cause). */
function isUnknownBatch(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 20; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: number }).code === 5730) return true
  return false
}

/**
 * Asks the wallet about a batch (`wallet_getCallsStatus`) until it is done (status 200 or 300+), polling (it
 * stops the moment `signal` aborts, an unanswered request included, so an aborted run lets its lock go at once).
 * Resolves undefined when the wallet does not know the id: it says so (`5730`), or answers for another chain
 * (wagmi's mock answers "pending on chain 1" for any id it did not send): a batch sent through another connector,
 * which only the chain and the service can tell about now. A failed ask is retried; more than `retryCount` in a
 * row throw the last failure; no answer by `timeoutMs` is a `TimeoutError`.
 */
export async function waitForCallsStatus(
  config: Config,
  parameters: WaitForCallsStatusParameters,
): Promise<GetCallsStatusReturnType | undefined> {
  const { id, chainId, signal } = parameters
  const deadline = Date.now() + parameters.timeoutMs
  const retryCount = parameters.retryCount ?? 4
  let failures = 0
  for (;;) {
    signal?.throwIfAborted()
    let status: GetCallsStatusReturnType | undefined
    try {
      status = await untilAborted(getCallsStatus(config, { id }), signal)
      failures = 0
    } catch (error) {
      if (signal?.aborted) throw error
      if (isUnknownBatch(error)) return undefined
      if (++failures > retryCount) throw error
    }
    if (status) {
      if (status.chainId !== undefined && status.chainId !== chainId) return undefined
      if (status.statusCode === 200 || status.statusCode >= 300) return status
    }
    if (Date.now() > deadline)
      throw Object.assign(new Error(`No final status for batch ${id} after ${parameters.timeoutMs} ms`), {
        name: 'TimeoutError',
      })
    await sleep(parameters.intervalMs, signal)
  }
}
