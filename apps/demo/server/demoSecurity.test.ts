// The demo server from a hostile page: another Host (DNS rebinding), URLs built from the request, node-signing
// methods through /rpc (anvil's eth_sendUnsignedTransaction moved 0.5 ETH of an address nobody holds the key of),
// the development wallet's route from another origin, and bodies of any size.
import { request as httpRequest } from 'node:http'
import { svmAccounts } from '@crosspay/simulator'
import { anvilAccount } from '@crosspay/simulator/node'
import {
  AccountRole,
  appendTransactionMessageInstruction,
  type Blockhash,
  address as base58,
  compileTransaction,
  createTransactionMessage,
  getBase64Codec,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type DemoServer, startDemoServer } from './startDemoServer'

let server: DemoServer
beforeAll(async () => {
  server = await startDemoServer({ port: 0, seed: 1, history: 0, distDir: inject('distDir') })
})
afterAll(() => server?.close())

/** A raw HTTP request with any Host header (fetch would not let a test set it). */
function raw(
  path: string,
  host: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(server.url)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}
const rpc = (path: string, method: string, params: unknown[] = [], headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
const nobody = '0x00000000000000000000000000000000000b0dee'
const balanceOf = async (address: string) =>
  BigInt(
    ((await (await rpc('/rpc/10', 'eth_getBalance', [address, 'latest'])).json()) as { result: string })
      .result,
  )

describe('demo server security', () => {
  test('security: a rebinding Host is refused on every route; its own names are answered', async () => {
    const port = new URL(server.url).port
    for (const path of ['/demo/policy', '/api/crosspay/chains', '/demo/config', '/'])
      expect((await raw(path, `rebind.attacker.test:${port}`)).status).toBe(421)
    const policy = await raw('/demo/policy', `rebind.attacker.test:${port}`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(policy.status).toBe(421)
    expect((await raw('/demo/config', `localhost:${port}`)).status).toBe(200)
    expect((await raw('/demo/config', `127.0.0.1:${port}`)).status).toBe(200)
  })

  test('security: URLs come from the configuration, never the Host; `//chains` is rewritten too', async () => {
    const port = new URL(server.url).port
    for (const path of ['/api/crosspay/chains', '/api/crosspay//chains', '/api/crosspay/chains/']) {
      const { status, body } = await raw(path, `localhost:${port}`)
      expect(status).toBe(200)
      const { chains } = JSON.parse(body) as {
        chains: { id: number; httpRpcUrl: string; explorerUrl: string }[]
      }
      expect(chains.find((c) => c.id === 8453)?.httpRpcUrl).toBe(`${server.url}/rpc/8453`)
      expect(body).not.toContain('localhost')
      expect(body).not.toContain(server.upstream)
    }
  })

  test('security: /rpc refuses node-signing methods: eth_sendUnsignedTransaction moves nothing', async () => {
    await rpc('/rpc/10', 'eth_chainId') // warm
    const victim = anvilAccount(8).address
    const before = await balanceOf(victim)
    const unsigned = await rpc('/rpc/10', 'eth_sendUnsignedTransaction', [
      { from: victim, to: nobody, value: `0x${parseEther('0.5').toString(16)}` },
    ])
    expect(unsigned.status).toBe(403)
    const send = await rpc('/rpc/10', 'eth_sendTransaction', [{ from: victim, to: nobody, value: '0x1' }])
    expect(send.status).toBe(403)
    expect((await rpc('/rpc/10', 'eth_sign', [victim, '0x00'])).status).toBe(403)
    expect((await rpc('/rpc/10', 'anvil_setBalance', [nobody, '0x1'])).status).toBe(403)
    // A simple (no-preflight) cross-site request: text/plain is refused.
    const plain = await fetch(`${server.url}/rpc/10`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(plain.status).toBe(415)
    expect(await balanceOf(victim)).toBe(before)
    expect(await balanceOf(nobody)).toBe(0n)
  })

  test('behavior: a transaction signed in the browser goes through /rpc (eth_sendRawTransaction)', async () => {
    const account = anvilAccount(9)
    const chain = {
      id: 10,
      name: 'local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${server.url}/rpc/10`] } },
    } as const
    const wallet = createWalletClient({ account, chain, transport: http(`${server.url}/rpc/10`) })
    const hash = await wallet.sendTransaction({ to: nobody, value: 7n })
    const client = createPublicClient({ chain, transport: http(`${server.url}/rpc/10`) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf(nobody)).toBe(7n)
  })

  test('security: the development wallet route answers this origin only, and never impersonates', async () => {
    const from = anvilAccount(8).address
    expect((await rpc('/dev-wallet/10', 'eth_accounts')).status).toBe(403) // no Origin
    expect((await rpc('/dev-wallet/10', 'eth_accounts', [], { origin: 'http://attacker.test' })).status).toBe(
      403,
    )
    const own = await rpc('/dev-wallet/10', 'eth_accounts', [], { origin: server.url })
    expect(own.status).toBe(200)
    expect(
      (
        await rpc('/dev-wallet/10', 'eth_sendUnsignedTransaction', [{ from, to: nobody, value: '0x1' }], {
          origin: server.url,
        })
      ).status,
    ).toBe(403)
  })

  test("security: the development wallet's Solana route signs only for its test accounts, only what they must sign, for this origin", async () => {
    const [user] = svmAccounts.accounts
    const sign = (body: unknown, origin: string | null = server.url) =>
      fetch(`${server.url}/dev-wallet/solana`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    /** An unsigned transfer of 1 lamport from `from` to nobody, fees paid by `from` (base64 wire format). */
    const transfer = (from: string) =>
      getBase64EncodedWireTransaction(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayer(base58(from), m),
            (m) =>
              setTransactionMessageLifetimeUsingBlockhash(
                { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n },
                m,
              ),
            (m) =>
              appendTransactionMessageInstruction(
                {
                  programAddress: base58('11111111111111111111111111111111'),
                  accounts: [
                    { address: base58(from), role: AccountRole.WRITABLE_SIGNER },
                    {
                      address: base58('DpsTry1111111111111111111111111111111111111'),
                      role: AccountRole.WRITABLE,
                    },
                  ],
                  data: Uint8Array.of(2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0),
                },
                m,
              ),
          ),
        ),
      )
    const refused = async (response: Response, status: number) => {
      expect(response.status).toBe(status)
      expect(await response.json()).not.toHaveProperty('transaction')
    }
    const own = { address: user!.address, transaction: transfer(user!.address) }
    // Another origin, or none.
    await refused(await sign(own, null), 403)
    await refused(await sign(own, 'http://attacker.test'), 403)
    // Bad input.
    for (const body of [
      'not json',
      {},
      { address: user!.address },
      { address: user!.address, transaction: 42 },
      { address: user!.address, transaction: 'A'.repeat(4001) },
      { address: user!.address, transaction: 'bm90IGEgdHJhbnNhY3Rpb24=' },
    ])
      await refused(await sign(body), 400)
    // Accounts that are not the development wallet's: the simulator's own keys (its depository, its solver) and
    // anyone else, each asked to sign its own transfer.
    for (const account of [
      svmAccounts.depository.address,
      svmAccounts.solver.address,
      'DpsTry1111111111111111111111111111111111111',
    ])
      await refused(await sign({ address: account, transaction: transfer(account) }), 400)
    // A test account asked to sign a transaction it has no part in: the depository's funds moving out.
    await refused(
      await sign({ address: user!.address, transaction: transfer(svmAccounts.depository.address) }),
      400,
    )
    // What it does sign: its own transfer, with its signature and nothing else changed.
    const signed = await sign(own)
    expect(signed.status).toBe(200)
    const { transaction } = (await signed.json()) as { transaction: string }
    const decoded = getTransactionDecoder().decode(getBase64Codec().encode(transaction))
    const unsigned = getTransactionDecoder().decode(getBase64Codec().encode(own.transaction))
    expect(decoded.messageBytes).toEqual(unsigned.messageBytes)
    expect(decoded.signatures[base58(user!.address)]).toHaveLength(64)
  })

  test('security: bodies are capped on every route, chunked or not: 413 before the body is all sent', async () => {
    const url = new URL(server.url)
    const post = (path: string) =>
      new Promise<{ status: number; written: number }>((resolve, reject) => {
        let written = 0
        const chunk = Buffer.alloc(64 * 1024, 120)
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'transfer-encoding': 'chunked',
              origin: server.url,
            },
          },
          (res) => {
            res.resume()
            resolve({ status: res.statusCode ?? 0, written })
            req.destroy()
          },
        )
        req.on('error', (error) => (written > 0 ? undefined : reject(error)))
        // Up to 64 MiB, one chunk whenever the socket drains, until the server answers.
        const pump = () => {
          while (written < 64 * 1024 * 1024 && !req.destroyed) {
            written += chunk.length
            if (!req.write(chunk)) return void req.once('drain', pump)
          }
          if (!req.destroyed) req.end()
        }
        pump()
      })
    for (const path of ['/rpc/10', '/demo/policy', '/dev-wallet/10', '/api/crosspay/quote/v2']) {
      const { status, written } = await post(path)
      expect(status).toBe(413)
      expect(written).toBeLessThan(16 * 1024 * 1024)
    }
  })
})
