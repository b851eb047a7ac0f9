// End to end on two real anvil chains: quote over HTTP, send the quoted transactions exactly as
// quoted with viem wallet clients, let the chain watcher index them, and check balances on chain.
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { addresses } from '../src/config/addresses'
import { anvilAccount } from '../src/node/anvilAccount'
import { type SimulatorServer, startSimulatorServer } from '../src/node/startSimulatorServer'
import {
  type QuotedEvmTx,
  type TestChainClients,
  testChainClients,
} from '../src/node/testing/testChainClients'
import { testQuoteBody } from '../src/node/testing/testQuoteBody'

type TxData = QuotedEvmTx & { from: string }
type SignData = {
  sign: {
    domain: Record<string, unknown>
    types: Record<string, { name: string; type: string }[]>
    primaryType: string
    value: Record<string, unknown>
  }
  post: { endpoint: string; method: string; body: unknown }
}
type Quote = {
  steps: { id: string; kind: string; requestId?: string; items: { data: TxData | SignData }[] }[]
  details: { currencyIn: { amount: string }; currencyOut: { amount: string } }
}
type Status = { status: string; inTxHashes: string[]; txHashes: string[]; failReason: string | null }

let server: SimulatorServer
let chains: TestChainClients

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, chains: 'anvil', history: 0, watchIntervalMs: 100 })
  chains = testChainClients(server.rpcUrls)
}, 20_000)

afterAll(async () => {
  await server?.close()
})

const api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`)
  return json
}

/** Quotes over HTTP: `testQuoteBody` (8453 → 10) with these fields. */
const quote = (body: Record<string, unknown>) => api<Quote>('POST', '/quote/v2', testQuoteBody(body))

const requestIdOf = (q: Quote) => q.steps.find((s) => s.requestId)!.requestId!

/** Sends every transaction step of the quote exactly as quoted; returns the receipts' fees and hashes. */
const sendSteps = async (q: Quote, accountIndex: number) => {
  const account = anvilAccount(accountIndex)
  const sent: { hash: Hex; fee: bigint }[] = []
  for (const step of q.steps) {
    if (step.kind === 'signature') {
      // Sign the EIP-712 authorization, then post the body with ?signature= (decisions.md).
      for (const item of step.items) {
        const { sign, post } = item.data as SignData
        const signature = await account.signTypedData({
          domain: sign.domain,
          types: sign.types,
          primaryType: sign.primaryType,
          message: sign.value,
        } as Parameters<typeof account.signTypedData>[0])
        await api('POST', `${post.endpoint}?signature=${signature}`, post.body)
      }
      continue
    }
    expect(step.kind).toBe('transaction')
    for (const item of step.items) {
      const data = item.data as TxData
      expect(data.from.toLowerCase()).toBe(account.address.toLowerCase())
      const hash = await chains.sendQuoted(accountIndex, data)
      const receipt = await chains.mined(data.chainId, hash)
      expect(receipt.status).toBe('success')
      sent.push({ hash, fee: receipt.gasUsed * receipt.effectiveGasPrice })
    }
  }
  return sent
}

/** Polls the status endpoint, advancing the simulator clock, until a terminal status (bounded). */
const settle = async (requestId: string, timeoutMs = 8000): Promise<Status> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await server.syncChains()
    const status = await api<Status>('GET', `/intents/status/v3?requestId=${requestId}`)
    if (['success', 'refund', 'failure'].includes(status.status)) return status
    if (Date.now() > deadline)
      throw new Error(`request ${requestId} still ${status.status} after ${timeoutMs} ms`)
    await api('POST', '/__sim/clock', { advanceMs: 2000 })
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Sends the stablecoin quote's steps as anvil account `index` and checks it reaches success with
 * `amount` taken from the user on 8453 and the quoted output paid to `recipient` on 10.
 */
const expectStablecoinBridged = async (q: Quote, index: number, recipient: string, amount: bigint) => {
  const user = anvilAccount(index).address
  const userBefore = await chains.usdc(8453, user)
  const recipientBefore = await chains.usdc(10, recipient)
  await sendSteps(q, index)
  const status = await settle(requestIdOf(q))
  expect(status.status).toBe('success')
  expect(await chains.usdc(8453, user)).toBe(userBefore - amount)
  expect(await chains.usdc(10, recipient)).toBe(recipientBefore + BigInt(q.details.currencyOut.amount))
}

describe('anvil mode end to end', () => {
  test('behavior: a native ETH bridge 8453 → 10 reaches success and pays the recipient the quoted output', async () => {
    const user = anvilAccount(0).address
    const recipient = anvilAccount(1).address
    const q = await quote({
      user,
      recipient,
      originCurrency: addresses.native,
      destinationCurrency: addresses.native,
      amount: '10000000000000000',
    })
    const before = await chains.client(10).getBalance({ address: recipient })
    const depositoryBefore = await chains.client(8453).getBalance({ address: addresses.depository })
    // Follow it on the websocket status stream too.
    const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws`)
    const pushed: string[] = []
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as {
        event?: string
        data?: { requestId: string; status: string }
      }
      if (message.event === 'request.status.updated' && message.data?.requestId === requestIdOf(q))
        pushed.push(message.data.status)
    })
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    socket.send(
      JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: requestIdOf(q) } }),
    )
    const [deposit] = await sendSteps(q, 0)
    const status = await settle(requestIdOf(q))
    expect(status.status).toBe('success')
    // the last push may trail the status answer: wait for it (every 20 ms, up to 5 s), then assert
    for (const deadline = Date.now() + 5000; pushed.at(-1) !== 'success' && Date.now() < deadline; )
      await new Promise((r) => setTimeout(r, 20))
    socket.close()
    expect(pushed[0]).toBe('waiting')
    expect(pushed).toContain('pending')
    expect(pushed.at(-1)).toBe('success')
    expect(status.inTxHashes.map((h) => h.toLowerCase())).toContain(deposit!.hash.toLowerCase())
    expect(status.txHashes.length).toBeGreaterThan(0)
    expect(await chains.client(10).getBalance({ address: recipient })).toBe(
      before + BigInt(q.details.currencyOut.amount),
    )
    expect(await chains.client(8453).getBalance({ address: addresses.depository })).toBe(
      depositoryBefore + BigInt(q.details.currencyIn.amount),
    )
    const fill = await chains.client(10).getTransactionReceipt({ hash: status.txHashes[0] as Hex })
    expect(fill.status).toBe('success')
  })

  test('behavior: a stablecoin bridge approves, deposits and reaches success with balances moved', async () => {
    const user = anvilAccount(2).address
    const recipient = anvilAccount(3).address
    const amount = 25_000_000n
    const q = await quote({
      user,
      recipient,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: amount.toString(),
    })
    expect(q.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    await expectStablecoinBridged(q, 2, recipient, amount)
  })

  test('behavior: a permit flow (approve, then a signed authorization) is pulled by the solver and filled; the next is a signature only', async () => {
    const user = anvilAccount(5).address
    const amount = 12_000_000n
    const permit = {
      user,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      usePermit: true,
    }
    const q = await quote({ ...permit, amount: amount.toString() })
    expect(q.steps.map((s) => s.kind)).toEqual(['transaction', 'signature'])
    // The solver's depositFor pulls the approved amount on the origin; the user is paid on chain 10.
    await expectStablecoinBridged(q, 5, user, amount)
    // Rule 10: the approval was the first request's only; the next permit request is a signature only.
    const later = await quote({ ...permit, amount: '7000000' })
    expect(later.steps.map((s) => s.kind)).toEqual(['signature'])
    await expectStablecoinBridged(later, 5, user, 7_000_000n)
  })

  test('behavior: a forced refund returns the native deposit to the user on the origin chain', async () => {
    const user = anvilAccount(4).address
    const q = await quote({
      user,
      originCurrency: addresses.native,
      destinationCurrency: addresses.native,
      amount: '20000000000000000',
    })
    const requestId = requestIdOf(q)
    await api('POST', '/__sim/outcome', { requestId, status: 'refund' })
    const before = await chains.client(8453).getBalance({ address: user })
    const destinationBefore = await chains.client(10).getBalance({ address: user })
    const sent = await sendSteps(q, 4)
    const status = await settle(requestId)
    expect(status.status).toBe('refund')
    expect(status.failReason).not.toBeNull()
    const fees = sent.reduce((sum, s) => sum + s.fee, 0n)
    // The deposit came back in full: only the origin gas was spent; nothing was filled on chain 10.
    expect(await chains.client(8453).getBalance({ address: user })).toBe(before - fees)
    expect(await chains.client(10).getBalance({ address: user })).toBe(destinationBefore)
  })
})
