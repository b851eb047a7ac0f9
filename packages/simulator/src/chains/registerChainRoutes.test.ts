import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { postTestQuote } from '../quote/testing/postTestQuote'

type ChainRecordLike = { id: number; vmType: string; httpRpcUrl: string; explorerUrl: string }

const setup = () => createSimulator({ now: '2026-08-01T00:00:00Z' })
const chainsOf = async (sim: ReturnType<typeof setup>) =>
  ((await (await sim.fetch('http://sim/chains')).json()) as { chains: ChainRecordLike[] }).chains
/** In-process URL of a chain record's URL (its path on the simulator). */
const local = (url: string) => `http://sim${new URL(url).pathname}`
// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers read in assertions
const rpc = async (sim: ReturnType<typeof setup>, url: string, body: unknown): Promise<any> => {
  const res = await sim.fetch(local(url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return res.json()
}
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

describe('registerChainRoutes', () => {
  test('default: every httpRpcUrl of a virtual chain answers JSON-RPC with its chain id', async () => {
    const sim = setup()
    const chains = await chainsOf(sim)
    expect(chains.map((c) => c.id)).toEqual([8453, 10, 42161, 7777777, 792703809])
    for (const chain of chains) {
      expect(new URL(chain.httpRpcUrl).pathname).toBe(`/__sim/rpc/${chain.id}`)
      if (chain.vmType === 'svm') {
        expect(await rpc(sim, chain.httpRpcUrl, call('getHealth'))).toEqual({
          jsonrpc: '2.0',
          id: 1,
          result: 'ok',
        })
        continue
      }
      expect(await rpc(sim, chain.httpRpcUrl, call('eth_chainId', [], 7))).toEqual({
        jsonrpc: '2.0',
        id: 7,
        result: `0x${chain.id.toString(16)}`,
      })
      expect((await rpc(sim, chain.httpRpcUrl, call('net_version'))).result).toBe(String(chain.id))
    }
  })

  test('behavior: eth_blockNumber follows the sim clock (2 s blocks) like virtual transaction blocks', async () => {
    const sim = setup()
    const url = 'http://127.0.0.1:4000/__sim/rpc/8453'
    const first = BigInt((await rpc(sim, url, call('eth_blockNumber'))).result)
    // 2026-08-01 is 212 days after 1 Jan 2026: 20,000,000 + 212 × 43,200 blocks
    expect(first).toBe(20_000_000n + 212n * 43_200n)
    await sim.ctx.clock.advance(10_000)
    expect(BigInt((await rpc(sim, url, call('eth_blockNumber'))).result)).toBe(first + 5n)
    const svmSlot = (await rpc(sim, 'http://x/__sim/rpc/792703809', call('getSlot'))).result
    expect(svmSlot).toBe(Number(first + 5n))
    // the same numbering as the blocks of the virtual backend's transactions (a refund sent now)
    const refund = await sim.ctx.backend.refund(createTestRequest(sim.ctx))
    expect(refund.block).toBe(Number(BigInt((await rpc(sim, url, call('eth_blockNumber'))).result)))
  })

  test('behavior: the anvil accounts are funded as on anvil; gas prices are the backend fee data', async () => {
    const sim = setup()
    const url = 'http://x/__sim/rpc/10'
    const fees = await sim.ctx.backend.feeData(10)
    expect(
      (await rpc(sim, url, call('eth_getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'])))
        .result,
    ).toBe('0x21e19e0c9bab2400000') // 10,000 ETH
    expect(
      (await rpc(sim, url, call('eth_getBalance', ['0x000000000000000000000000000000000000dEaD', 'latest'])))
        .result,
    ).toBe('0x0')
    expect(BigInt((await rpc(sim, url, call('eth_gasPrice'))).result)).toBe(fees.maxFeePerGas)
    expect(BigInt((await rpc(sim, url, call('eth_maxPriorityFeePerGas'))).result)).toBe(
      fees.maxPriorityFeePerGas,
    )
    const svm = await rpc(
      sim,
      'http://x/__sim/rpc/792703809',
      call('getBalance', ['F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe']),
    )
    expect(svm.result.value).toBe(0)
  })

  test('behavior: other methods are -32601 "not supported on a virtual chain"; batches; bad bodies', async () => {
    const sim = setup()
    const url = 'http://x/__sim/rpc/8453'
    const unsupported = await rpc(sim, url, call('eth_newFilter', [{}], 'a'))
    expect(unsupported).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      error: { code: -32601, message: expect.stringContaining('not supported on a virtual chain') },
    })
    const batch = await rpc(sim, url, [
      call('eth_chainId', [], 1),
      call('eth_newFilter', [], 2),
      call('eth_sendRawTransaction', ['0x00'], 3),
    ])
    expect(batch).toMatchObject([
      { id: 1, result: '0x2105' },
      { id: 2, error: { code: -32601 } },
      { id: 3, error: { code: -32602, message: 'invalid raw transaction' } },
    ])
    expect((await rpc(sim, url, { jsonrpc: '2.0', id: 3 })).error.code).toBe(-32600)
    const res = await sim.fetch(local(url), { method: 'POST', body: '{nope' })
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32700)
    expect((await sim.fetch('http://sim/__sim/rpc/1', { method: 'POST', body: '{}' })).status).toBe(404)
  })

  test('behavior: a live chain points its RPC at anvil; its /__sim/rpc path relays there (out of reach: 502 naming it)', async () => {
    // Port 9 (discard) on this host: nothing listens, the relay cannot reach it.
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z', rpcUrls: { 8453: 'http://127.0.0.1:9' } })
    const chains = await chainsOf(sim)
    expect(chains.find((c) => c.id === 8453)!.httpRpcUrl).toBe('http://127.0.0.1:9')
    const res = await sim.fetch('http://x/__sim/rpc/8453', {
      method: 'POST',
      body: JSON.stringify(call('eth_chainId')),
    })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: unknown }).error).toEqual({
      code: -32603,
      message: expect.stringContaining('http://127.0.0.1:9'),
    })
  })

  test('behavior: the rpc and explorer paths exist without the development controls', async () => {
    const sim = createSimulator({ devRoutes: false })
    expect((await rpc(sim, 'http://x/__sim/rpc/10', call('eth_chainId'))).result).toBe('0xa')
    expect((await sim.fetch('http://sim/__sim/explorer/10')).status).toBe(200)
    expect((await sim.fetch('http://sim/__sim/health')).status).toBe(404)
  })

  test('behavior: explorerUrl opens the simulated explorer; tx pages show the request of a transaction', async () => {
    const sim = setup()
    for (const chain of await chainsOf(sim)) {
      const res = await sim.fetch(local(chain.explorerUrl))
      expect(res.status, chain.explorerUrl).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
    }
    const requestId: string = (await postTestQuote(sim)).body.steps[0].requestId
    await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    })
    await sim.ctx.clock.advance(10_000)
    const request = sim.ctx.store.get(requestId)!
    expect(request.status).toBe('success')
    const fill = request.outTxs[0]!
    const json = { accept: 'application/json' }
    const page = await sim.fetch(`http://sim/__sim/explorer/10/tx/${fill.txHash}`, { headers: json })
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({
      found: true,
      requestId,
      requestStatus: 'success',
      transaction: { txHash: fill.txHash },
    })
    const html = await (await sim.fetch(`http://sim/__sim/explorer/10/tx/${fill.txHash}`)).text()
    expect(html).toContain(requestId)
    // the fill is on 10, not on 8453
    expect((await sim.fetch(`http://sim/__sim/explorer/8453/tx/${fill.txHash}`)).status).toBe(404)
    const wallet = await sim.fetch(`http://sim/__sim/explorer/8453/address/${request.user.toLowerCase()}`, {
      headers: json,
    })
    expect(((await wallet.json()) as { requests: { id: string }[] }).requests.map((r) => r.id)).toEqual([
      requestId,
    ])
    expect((await sim.fetch('http://sim/__sim/explorer/5/tx/0x01')).status).toBe(404)
  })
})
