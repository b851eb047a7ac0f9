import { startSimulatorServer } from '@crosspay/simulator/node'
import { expect, inject, test } from 'vitest'
import { startDemoServer } from './startDemoServer'

test('parameters: CROSSPAY_UPSTREAM and CROSSPAY_API_KEY point the proxy at another deployment, nothing embedded', async () => {
  // "Another deployment": a separate simulator (virtual chains, so its RPC is its own /__sim/rpc route).
  const other = await startSimulatorServer({ port: 0, chains: 'virtual', history: 3 })
  const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
  const demo = await startDemoServer({
    port: 0,
    distDir: inject('distDir'),
    env: { CROSSPAY_UPSTREAM: other.baseUrl, CROSSPAY_API_KEY: 'demo-key', CROSSPAY_SPONSOR_WALLET: sponsor },
  })
  try {
    expect(demo.mode).toBe('upstream')
    expect(demo.anvilPids).toEqual([])
    const config = await (await fetch(`${demo.url}/demo/config`)).json()
    expect(config).toMatchObject({ mode: 'upstream', sponsorWallet: sponsor })
    const history = await fetch(`${demo.url}/api/crosspay/requests/v3?limit=2`)
    expect(history.status).toBe(200)
    expect(((await history.json()) as { requests: unknown[] }).requests.length).toBeGreaterThan(0)
    const chainId = await fetch(`${demo.url}/rpc/8453`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await chainId.json()).toMatchObject({ result: '0x2105' })
  } finally {
    await demo.close()
    await other.close()
  }
})

test('behavior: CROSSPAY_UPSTREAM without CROSSPAY_API_KEY is refused before anything starts', async () => {
  await expect(
    startDemoServer({
      port: 0,
      distDir: inject('distDir'),
      env: { CROSSPAY_UPSTREAM: 'http://127.0.0.1:9' },
    }),
  ).rejects.toThrow(/CROSSPAY_API_KEY/)
})
