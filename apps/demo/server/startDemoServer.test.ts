import { testQuoteBody } from '@crosspay/test'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type DemoServer, startDemoServer } from './startDemoServer'

const body = testQuoteBody()

let server: DemoServer
/** The policy cookie the server sets on the page it serves (what the integrator page holds). */
let cookie: string

beforeAll(async () => {
  server = await startDemoServer({ port: 0, seed: 1, history: 20, distDir: inject('distDir') })
  const page = await fetch(`${server.url}/`)
  cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
})
afterAll(() => server?.close())

const quote = async (extra: Record<string, unknown> = {}) => {
  const response = await fetch(`${server.url}/api/crosspay/quote/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, ...extra }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { fees: { subsidized?: { amountUsd: string } } }
}

const setPolicy = (policy: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  fetch(`${server.url}/demo/policy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(policy),
  })

describe('startDemoServer', () => {
  test('default: the proxy answers /api/crosspay/chains without the browser sending a key, RPC on this origin', async () => {
    const response = await fetch(`${server.url}/api/crosspay/chains`)
    expect(response.status).toBe(200)
    const { chains } = (await response.json()) as {
      chains: { id: number; httpRpcUrl: string; explorerUrl: string }[]
    }
    expect(chains.find((c) => c.id === 8453)?.httpRpcUrl).toBe(`${server.url}/rpc/8453`)
    expect(chains.find((c) => c.id === 10)?.httpRpcUrl).toBe(`${server.url}/rpc/10`)
    // Every explorer link stays on this origin, and answers.
    for (const chain of chains) expect(chain.explorerUrl.startsWith(`${server.url}/explorer/`)).toBe(true)
    const explorer = await fetch(chains.find((c) => c.id === 10)?.explorerUrl ?? '')
    expect(explorer.status).toBe(200)
    expect(await explorer.text()).toContain('explorer')
    const config = await (await fetch(`${server.url}/demo/config`)).json()
    expect(config).toMatchObject({
      mode: 'embedded',
      sponsorWallet: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
  })

  test('behavior: the JSON-RPC relay reaches anvil for eth_* and refuses node-admin methods', async () => {
    const rpc = (method: string) =>
      fetch(`${server.url}/rpc/10`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      })
    expect(await (await rpc('eth_chainId')).json()).toMatchObject({ result: '0xa' })
    expect((await rpc('anvil_setBalance')).status).toBe(403)
    const unknown = await fetch(`${server.url}/rpc/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(unknown.status).toBe(404)
  })

  test('behavior: the policy endpoint changes what a quote through the proxy carries', async () => {
    // Default policy: sponsored in full up to 5 USD per quote, whatever the browser asks for.
    expect(await (await fetch(`${server.url}/demo/policy`)).json()).toEqual({
      subsidizeFees: true,
      maxSubsidizationAmount: '5000000',
      subsidizeRent: true,
      sponsoredFeeComponents: null,
    })
    const byDefault = await quote()
    expect(Number(byDefault.fees.subsidized?.amountUsd)).toBeGreaterThan(0)

    const stripped = await setPolicy({
      subsidizeFees: false,
      maxSubsidizationAmount: '9000000',
      subsidizeRent: false,
      sponsoredFeeComponents: null,
    })
    expect(stripped.status).toBe(200)
    // Off: the proxy strips what the browser asks for.
    const unsponsored = await quote({ subsidizeFees: true, maxSubsidizationAmount: '9000000' })
    expect(Number(unsponsored.fees.subsidized?.amountUsd ?? 0)).toBe(0)

    const on = await setPolicy({
      subsidizeFees: true,
      maxSubsidizationAmount: '9000000',
      subsidizeRent: false,
      sponsoredFeeComponents: null,
    })
    expect(on.status).toBe(200)
    const sponsored = await quote()
    expect(Number(sponsored.fees.subsidized?.amountUsd)).toBeGreaterThan(0)

    const off = await setPolicy({
      subsidizeFees: false,
      maxSubsidizationAmount: '9000000',
      subsidizeRent: false,
      sponsoredFeeComponents: null,
    })
    expect(off.status).toBe(200)
    expect(Number((await quote({ subsidizeFees: true })).fees.subsidized?.amountUsd ?? 0)).toBe(0)
  })

  test('behavior: the policy is changed only by the page served here, with a valid policy', async () => {
    const policy = {
      subsidizeFees: true,
      maxSubsidizationAmount: '1000',
      subsidizeRent: false,
      sponsoredFeeComponents: ['execution'],
    }
    expect((await setPolicy(policy, {})).status).toBe(403)
    expect((await setPolicy(policy, { cookie, origin: 'https://evil.example' })).status).toBe(403)
    expect((await setPolicy({ ...policy, sponsoredFeeComponents: ['gas'] })).status).toBe(400)
    expect((await setPolicy({ ...policy, maxSubsidizationAmount: '-1' })).status).toBe(400)
    const current = await (await fetch(`${server.url}/demo/policy`)).json()
    expect(current.maxSubsidizationAmount).not.toBe('1000')
  })
})
