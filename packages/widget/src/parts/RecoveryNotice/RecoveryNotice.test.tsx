// Every screen's error and offline state, against the in-process simulator with faults it injects itself
// (`ctx.faults`, as `/__sim/faults` sets them): each screen says what is wrong, shows that it is trying again,
// and recovers by itself when the service is back. Nothing of ours is mocked.
import { HttpRequestError, ResponseShapeError } from '@crosspay/core'
import { createTestWagmiConfig, quoteRequestId, startTestSimulators } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { AppBalanceCard } from '../../AppBalanceCard/AppBalanceCard'
import { defaultMessages } from '../../messages/defaultMessages'
import { RequestHistory } from '../../RequestHistory/RequestHistory'
import { RequestStatus } from '../../RequestStatus/RequestStatus'
import { SwapPanel } from '../../SwapPanel/SwapPanel'
import { quoteErrorText } from '../errors/quoteErrorText'

const start = startTestSimulators()
const backoff = { baseMs: 20, maxMs: 60 }

function setup(faults: Parameters<ReturnType<typeof start>['simulator']['ctx']['faults']['set']>[0]) {
  const t = start()
  t.simulator.ctx.faults.set(faults)
  const client = t.createClient({ backoff })
  // The wallet is not connected: these screens read the service only (its chains' RPC is never needed here).
  const wallet = createTestWagmiConfig({
    rpcUrls: { 8453: 'http://127.0.0.1:9/', 10: 'http://127.0.0.1:9/' },
    accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    chainId: 8453,
  })
  return { t, wrapper: createWrapper({ client, wagmiConfig: wallet.config }) }
}

describe('error and offline states', () => {
  test('behavior: the panel without chains says so, keeps trying, and fills its pickers when the service is back', async () => {
    const { t, wrapper } = setup([{ kind: 'status', status: 502, path: '/chains' }])
    render(<SwapPanel theme="light" />, { wrapper })
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toContain(defaultMessages.recovery.noChains)
    await waitFor(() => expect(document.querySelector('.cp-panel__chains-error .cp-recovery')).not.toBeNull())
    await waitFor(() => expect(t.fetch.count('/chains')).toBeGreaterThan(4))
    t.simulator.ctx.faults.clear()
    await waitFor(() => expect(document.querySelector('.cp-panel__chains-error')).toBeNull())
  })

  test('behavior: history after a 429 storm shows its error with the countdown, then its rows by itself', async () => {
    const { t, wrapper } = setup([{ kind: 'rateLimit', path: '/requests/v3' }])
    // One request whose deposit landed: a quote alone is never listed.
    await t.deposit(await quoteRequestId(t.client))
    render(<RequestHistory theme="light" />, { wrapper })
    await waitFor(() =>
      expect(document.querySelector('.cp-history')?.getAttribute('data-state')).toBe('error'),
    )
    await waitFor(() => expect(document.querySelector('.cp-history .cp-recovery')).not.toBeNull())
    t.simulator.ctx.faults.clear()
    await waitFor(() =>
      expect(document.querySelector('.cp-history')?.getAttribute('data-state')).toBe('ready'),
    )
  })

  test('behavior: the app balance through connection resets, then the balances', async () => {
    const { t, wrapper } = setup([{ kind: 'reset', path: '/app-fees/*' }])
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    render(<AppBalanceCard theme="light" wallet={wallet} />, { wrapper })
    await waitFor(() =>
      expect(document.querySelector('.cp-app-balance')?.getAttribute('data-state')).toBe('error'),
    )
    await waitFor(() => expect(document.querySelector('.cp-app-balance .cp-recovery')).not.toBeNull())
    t.simulator.ctx.faults.clear()
    await waitFor(() =>
      expect(['ready', 'empty']).toContain(
        document.querySelector('.cp-app-balance')?.getAttribute('data-state'),
      ),
    )
  })

  test('behavior: status through truncated answers says the service cannot be reached, then shows the status', async () => {
    const { t, wrapper } = setup([])
    const requestId = await quoteRequestId(t.client)
    t.simulator.ctx.faults.set([{ kind: 'truncate', path: '/intents/status/v3' }])
    render(<RequestStatus theme="light" requestId={requestId} />, { wrapper })
    await waitFor(() =>
      expect(document.querySelector('.cp-status__error')?.getAttribute('data-error')).toBe('unavailable'),
    )
    expect(document.querySelector('.cp-status__error')?.textContent).toBe(
      defaultMessages.status.errors.unavailable,
    )
    await waitFor(() => expect(document.querySelector('.cp-status .cp-recovery')).not.toBeNull())
    t.simulator.ctx.faults.clear()
    await waitFor(() =>
      expect(document.querySelector('.cp-status')?.getAttribute('data-status')).toBe('waiting'),
    )
    expect(document.querySelector('.cp-status .cp-recovery')).toBeNull()
  })

  test("behavior: the proxy's 502/504 and a garbled answer read as 'cannot be reached', not 'no route'", () => {
    const url = 'http://proxy.test/api/crosspay/quote/v2'
    const unreachable = [
      new HttpRequestError({ status: 502, url, body: { message: 'x', errorCode: 'UPSTREAM_UNAVAILABLE' } }),
      new HttpRequestError({ status: 504, url, body: { message: 'x', errorCode: 'UPSTREAM_TIMEOUT' } }),
      new HttpRequestError({ status: 503, url, body: '<html>' }),
      new HttpRequestError({ status: 0, url }),
      new ResponseShapeError({ endpoint: 'POST /quote/v2' }),
    ]
    for (const error of unreachable)
      expect(quoteErrorText(error, defaultMessages)).toEqual({
        kind: 'network',
        text: defaultMessages.quote.error.network,
      })
    const noRoute = new HttpRequestError({
      status: 400,
      url,
      body: { message: 'x', errorCode: 'NO_SWAP_ROUTES_FOUND' },
    })
    expect(quoteErrorText(noRoute, defaultMessages).kind).toBe('NO_SWAP_ROUTES_FOUND')
  })
})
