// Another website attacking the demo from a visitor's browser: a page on another origin sends "simple" cross-site
// POSTs (`mode: 'no-cors'`, `text/plain`, no preflight) to the proxy (a fast fill of the attacker's undeposited
// request was queued and paid from the app balance), to the demo server's own routes and to the simulator's
// controls (`/__sim/rpc` relayed `anvil_setBalance`, `/__sim/clock` moved time). Each is refused, and nothing happened.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { proxyRoutes } from '@crosspay/core/server'
import { testQuoteBody, testQuoteParameters, watchPageErrors } from '@crosspay/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { setupDemo } from './setupDemo'

const { server, browser } = setupDemo({ history: 0 })
let attacker: Server
let attackerOrigin: string

beforeAll(async () => {
  // The attacker's site: another origin (another host name and port) serving one page.
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>A page of another site</title><p>Nothing to see</p>')
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`
})
afterAll(async () => {
  attacker?.closeAllConnections()
  await new Promise((resolve) => attacker?.close(resolve))
})

const json = { 'content-type': 'application/json' }
const getJson = async (url: string) => (await fetch(url)).json() as Promise<Record<string, unknown>>
const rpc = async (chainId: number, method: string, params: unknown[]) =>
  (
    (await (
      await fetch(`${server.url}/rpc/${chainId}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    ).json()) as { result: string }
  ).result

test('security: a page of another origin spends nothing through the proxy, the demo server or the simulator', async () => {
  const { sponsorWallet } = (await getJson(`${server.url}/demo/config`)) as { sponsorWallet: string }
  const nobody = '0x00000000000000000000000000000000000badd1'
  // The attacker's own undeposited request, quoted through the proxy (from its server: no Origin).
  const quote = (await (
    await fetch(`${server.url}/api/crosspay/quote/v2`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(testQuoteBody({ recipient: testQuoteParameters.user })),
    })
  ).json()) as { steps: { requestId: string }[] }
  const requestId = quote.steps[0]!.requestId
  const balances = () => getJson(`${server.url}/api/crosspay/app-fees/${sponsorWallet}/balances`)
  const status = async () =>
    (await getJson(`${server.url}/api/crosspay/intents/status/v3?requestId=${requestId}`)).status
  const simNow = async () => (await getJson(`${server.upstream}/__sim/health`)).now as number
  const before = {
    balances: await balances(),
    now: await simNow(),
    policy: await getJson(`${server.url}/demo/policy`),
  }
  expect.soft(await status()).toBe('waiting')

  const targets: [string, unknown][] = [
    // Every state-changing route the demo's proxy allows.
    ...[...proxyRoutes.user, ...proxyRoutes.integrator, ...proxyRoutes.claims, ...proxyRoutes.gasless]
      .filter((route) => route.method === 'POST')
      .map(
        (route) =>
          [
            `${server.url}/api/crosspay${route.path.replace(':wallet', sponsorWallet)}`,
            route.path === '/fast-fill' ? { requestId, maxFillAmountUsd: 500 } : { requestId },
          ] as [string, unknown],
      ),
    // The demo server's own routes.
    [`${server.url}/demo/policy`, { sponsorship: false }],
    [`${server.url}/demo/shop/orders`, {}],
    [`${server.url}/rpc/8453`, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }],
    [
      `${server.url}/dev-wallet/8453`,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [
          { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: nobody, value: '0xde0b6b3a7640000' },
        ],
      },
    ],
    // The simulator's controls, on the port `pnpm sim` would have.
    [
      `${server.upstream}/__sim/rpc/8453`,
      { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [nobody, '0xde0b6b3a7640000'] },
    ],
    [`${server.upstream}/__sim/clock`, { advanceMs: 5 * 60_000 }],
    [`${server.upstream}/__sim/faults`, { faults: { kind: 'http', status: 500 } }],
    [`${server.upstream}/__sim/outcome`, { requestId, status: 'failure', failReason: 'UNKNOWN' }],
  ]

  const page = await browser.newPage()
  // The browser reports each refused load on the console: that is the point here.
  watchPageErrors(page).allow(/Failed to load resource: the server responded with a status of (403|415)/)
  const seen = new Map<string, number>()
  page.on('response', (response) => {
    if (response.request().method() === 'POST') seen.set(response.url(), response.status())
  })
  await page.goto(`${attackerOrigin}/`)
  const settled = await page.evaluate(async (list) => {
    const outcomes = await Promise.allSettled(
      list.map(([url, body]) =>
        fetch(url, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body),
        }),
      ),
    )
    return outcomes.map((o) => o.status)
  }, targets)
  expect(settled).toHaveLength(targets.length)
  await expect.poll(() => seen.size).toBe(targets.length)
  // Each was answered, and refused: another origin's page may not post there.
  for (const [url] of targets) expect.soft(seen.get(url), url).toBe(403)

  // And nothing happened: no fast fill held or queued, no balance set, no time moved, no fault, no policy change.
  expect.soft(await balances()).toEqual(before.balances)
  expect.soft(await status()).toBe('waiting')
  expect.soft(BigInt(await rpc(8453, 'eth_getBalance', [nobody, 'latest']))).toBe(0n)
  expect.soft((await simNow()) - before.now).toBeLessThan(2 * 60_000)
  expect.soft((await getJson(`${server.upstream}/__sim/faults`)).faults).toEqual([])
  expect(await getJson(`${server.url}/demo/policy`)).toEqual(before.policy)
})
