import { watchPageErrors } from '@crosspay/test'
import type { Page } from 'playwright-core'

/** What {@link watchExecutorChunk} saw: fetches of the executor's chunk, and every method sent to the wallet. */
export type ExecutorChunkWatch = {
  chunkFetches: number
  walletMethods: string[]
  /** The methods that asked the wallet to send or sign (a prompt for a real wallet). */
  walletPrompts(): string[]
}

const prompts = /^(eth_sendTransaction|eth_sendRawTransaction|eth_sign.*|personal_sign|wallet_sendCalls)$/

/**
 * Makes the executor's chunk (the demo's build names it after execution/executionPath.ts, the one module executeQuote and resumeExecution load as) unreachable while `offline()` says
 * so, as after a deploy that removed it or on a dropped connection, counting every fetch of it; and records every
 * JSON-RPC method the page sends to the development wallet's signing endpoint (`/dev-wallet/<id>`). The browser's
 * report of the aborted chunk is allowed (`watchPageErrors`).
 */
export async function watchExecutorChunk(page: Page, offline: () => boolean): Promise<ExecutorChunkWatch> {
  watchPageErrors(page).allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
  const seen: ExecutorChunkWatch = {
    chunkFetches: 0,
    walletMethods: [],
    walletPrompts: () => seen.walletMethods.filter((method) => prompts.test(method)),
  }
  await page.route(/\/assets\/executionPath-[\w-]+\.js$/, async (route) => {
    seen.chunkFetches += 1
    if (offline()) await route.abort('internetdisconnected')
    else await route.continue()
  })
  page.on('request', (request) => {
    if (!request.url().includes('/dev-wallet/')) return
    const body = request.postDataJSON() as { method?: string } | { method?: string }[] | null
    for (const call of Array.isArray(body) ? body : [body])
      if (call?.method) seen.walletMethods.push(call.method)
  })
  return seen
}
