// End to end on the local Solana chain (LiteSVM behind its RPC facade) and one anvil chain: quote over HTTP, sign
// the quoted SVM step with @solana/kit, send it through the facade, let the solver index and fill it, and compare
// balances on both chains with the quote.
import { address, createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addresses } from '../src/config/addresses'
import { chainIds } from '../src/config/chainIds'
import { svmAccounts } from '../src/config/svmAccounts'
import { anvilAccount } from '../src/node/anvilAccount'
import { type SimulatorServer, startSimulatorServer } from '../src/node/startSimulatorServer'
import { sendSvmStep } from '../src/node/testing/sendSvmStep'
import type { SvmStepData } from '../src/node/testing/signSvmStep'
import {
  type QuotedEvmTx,
  type TestChainClients,
  testChainClients,
} from '../src/node/testing/testChainClients'
import { findTokenAccount } from '../src/svm/findTokenAccount'

type Quote = {
  steps: { id: string; kind: string; requestId: string; items: { data: SvmStepData | QuotedEvmTx }[] }[]
  fees: { gas: { amount: string }; relayerGas: { amount: string }; subsidized?: { amount: string } }
  details: { currencyIn: { amount: string }; currencyOut: { amount: string } }
}
type Status = { status: string; inTxHashes: string[]; txHashes: string[] }

const solana = chainIds.solana
const [alice, bob, carol, , dave] = svmAccounts.accounts
let server: SimulatorServer
let chains: TestChainClients
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  server = await startSimulatorServer({
    port: 0,
    chains: 'anvil',
    anvilChainIds: [chainIds.base],
    history: 0,
    watchIntervalMs: 100,
    simulator: { rateLimits: false },
  })
  chains = testChainClients(server.rpcUrls)
  rpc = createSolanaRpc(server.svm!.rpcUrl)
}, 30_000)

afterAll(async () => {
  await server?.close()
})

const post = async (path: string, body: unknown, key?: string) => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}
const quote = async (body: Record<string, unknown>, key?: string) => {
  const res = await post('/quote/v2', { tradeType: 'EXACT_INPUT', ...body }, key)
  if (res.status !== 200) throw new Error(`quote → ${res.status}: ${JSON.stringify(res.json)}`)
  return res.json as unknown as Quote
}
const lamportsOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value
const usdcOf = async (owner: string) => {
  const { value } = await rpc
    .getTokenAccountsByOwner(address(owner), { mint: address(addresses.svmUsdc) }, { encoding: 'jsonParsed' })
    .send()
  return value.length === 0 ? null : BigInt(value[0]!.account.data.parsed.info.tokenAmount.amount)
}
const settle = async (requestId: string): Promise<Status> => {
  for (let i = 0; i < 100; i++) {
    await server.syncChains()
    const res = await fetch(`${server.baseUrl}/intents/status/v3?requestId=${requestId}`)
    const status = (await res.json()) as Status
    if (['success', 'refund', 'failure'].includes(status.status)) return status
    await post('/__sim/clock', { advanceMs: 2000 })
  }
  throw new Error(`request ${requestId} did not settle`)
}

describe('the local Solana chain end to end', () => {
  test('behavior: a Solana → Base USDC bridge signed with @solana/kit reaches success and pays exactly the quoted amount', async () => {
    const recipient = anvilAccount(3).address
    const q = await quote({
      user: alice!.address,
      recipient,
      originChainId: solana,
      destinationChainId: chainIds.base,
      originCurrency: addresses.svmUsdc,
      destinationCurrency: addresses.stablecoin,
      amount: '25000000',
    })
    const [step] = q.steps
    expect(q.steps).toHaveLength(1)
    const data = step!.items[0]!.data as SvmStepData
    expect(data.addressLookupTableAddresses).toEqual([addresses.svmLookupTable])
    const [before, usdcBefore, depositoryBefore, baseBefore] = await Promise.all([
      lamportsOf(alice!.address),
      usdcOf(alice!.address),
      usdcOf(addresses.svmDepository),
      chains.usdc(chainIds.base, recipient),
    ])
    const signature = await sendSvmStep({
      rpcUrl: server.svm!.rpcUrl,
      wsUrl: server.svm!.wsUrl,
      data,
      seeds: [alice!.seed],
    })
    const status = await settle(step!.requestId)
    expect(status.status).toBe('success')
    expect(status.inTxHashes).toEqual([signature])
    expect(await chains.usdc(chainIds.base, recipient)).toBe(
      baseBefore + BigInt(q.details.currencyOut.amount),
    )
    expect(await usdcOf(alice!.address)).toBe(usdcBefore! - 25_000_000n)
    expect(await usdcOf(addresses.svmDepository)).toBe(depositoryBefore! + 25_000_000n)
    // One signature: the quoted origin gas, in lamports, is what the user paid.
    expect(await lamportsOf(alice!.address)).toBe(before - BigInt(q.fees.gas.amount))
    // History: the request is listed for its base58 user, its deposit the Solana signature, its fill on Base.
    const history = (await (
      await fetch(`${server.baseUrl}/requests/v3?user=${alice!.address}`, {
        headers: { 'x-api-key': 'demo-key' },
      })
    ).json()) as {
      requests: { id: string; user: string; data: { inTxs: { txHash: string; chainId: number }[] } }[]
    }
    expect(history.requests.find((r) => r.id === step!.requestId)).toMatchObject({
      user: alice!.address,
      data: { inTxs: [{ txHash: signature, chainId: solana }] },
    })
    // The peer SDK asks the service to index the deposit by its signature: known, and not indexed twice.
    const index = await post('/transactions/index', { txHash: signature, chainId: solana })
    expect(index).toMatchObject({ status: 200, json: { message: expect.stringContaining('already') } })
  })

  test('behavior: a USDC transfer to a Solana deposit address (useDepositAddress) is watched, indexed and filled', async () => {
    const recipient = anvilAccount(5).address
    const q = await quote({
      user: bob!.address,
      recipient,
      originChainId: solana,
      destinationChainId: chainIds.base,
      originCurrency: addresses.svmUsdc,
      destinationCurrency: addresses.stablecoin,
      amount: '6000000',
      useDepositAddress: true,
    })
    const depositAddress = (q.steps[0] as unknown as { depositAddress: string }).depositAddress
    expect(depositAddress).not.toBe('')
    const baseBefore = await chains.usdc(chainIds.base, recipient)
    const data = q.steps[0]!.items[0]!.data as SvmStepData
    const signature = await sendSvmStep({
      rpcUrl: server.svm!.rpcUrl,
      wsUrl: server.svm!.wsUrl,
      data,
      seeds: [bob!.seed],
    })
    const status = await settle(q.steps[0]!.requestId)
    expect(status).toMatchObject({ status: 'success', inTxHashes: [signature] })
    expect(await usdcOf(depositAddress)).toBe(6_000_000n)
    expect(await chains.usdc(chainIds.base, recipient)).toBe(
      baseBefore + BigInt(q.details.currencyOut.amount),
    )
  })

  test('behavior: a refunded Solana deposit comes back out of the depository, exactly, to the user', async () => {
    const q = await quote({
      user: alice!.address,
      recipient: anvilAccount(3).address,
      originChainId: solana,
      destinationChainId: chainIds.base,
      originCurrency: addresses.svmNative,
      destinationCurrency: addresses.native,
      amount: '2000000000',
    })
    const id = q.steps[0]!.requestId
    expect(
      (
        await post('/__sim/outcome', {
          requestId: id,
          status: 'refund',
          failReason: 'SOLVER_CAPACITY_EXCEEDED',
        })
      ).status,
    ).toBe(200)
    const before = await lamportsOf(alice!.address)
    const data = q.steps[0]!.items[0]!.data as SvmStepData
    await sendSvmStep({ rpcUrl: server.svm!.rpcUrl, wsUrl: server.svm!.wsUrl, data, seeds: [alice!.seed] })
    const status = await settle(id)
    expect(status.status).toBe('refund')
    // Deposited 2 SOL and got 2 SOL back: only the deposit's signature fee is gone.
    expect(await lamportsOf(alice!.address)).toBe(before - 5_000n)
  })

  test('behavior: a Base → Solana USDC bridge creates the recipient token account and credits exactly the quoted amount', async () => {
    const user = anvilAccount(2)
    expect(await usdcOf(dave!.address)).toBeNull()
    const q = await quote({
      user: user.address,
      recipient: dave!.address,
      originChainId: chainIds.base,
      destinationChainId: solana,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.svmUsdc,
      amount: '40000000',
    })
    for (const step of q.steps)
      for (const item of step.items) {
        const tx = item.data as QuotedEvmTx
        const hash = await chains.sendQuoted(2, tx)
        expect((await chains.mined(chainIds.base, hash)).status).toBe('success')
      }
    const status = await settle(q.steps[0]!.requestId)
    expect(status.status).toBe('success')
    expect(await usdcOf(dave!.address)).toBe(BigInt(q.details.currencyOut.amount))
    const fill = await rpc.getSignatureStatuses([status.txHashes[0]! as never]).send()
    expect(fill.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  test('behavior: a Base ETH → Solana SOL swap credits the recipient exactly the quoted lamports', async () => {
    const user = anvilAccount(2)
    const q = await quote({
      user: user.address,
      recipient: dave!.address,
      originChainId: chainIds.base,
      destinationChainId: solana,
      originCurrency: addresses.native,
      destinationCurrency: addresses.svmNative,
      amount: '10000000000000000', // 0.01 ETH
    })
    const before = await lamportsOf(dave!.address)
    const tx = q.steps[0]!.items[0]!.data as QuotedEvmTx
    const hash = await chains.sendQuoted(2, tx)
    expect((await chains.mined(chainIds.base, hash)).status).toBe('success')
    expect((await settle(q.steps[0]!.requestId)).status).toBe('success')
    expect(await lamportsOf(dave!.address)).toBe(before + BigInt(q.details.currencyOut.amount))
  })

  test('behavior: a depositFeePayer signs first and pays the fees; the user pays no SOL', async () => {
    const q = await quote({
      user: bob!.address,
      depositFeePayer: carol!.address,
      recipient: anvilAccount(4).address,
      originChainId: solana,
      destinationChainId: chainIds.base,
      originCurrency: addresses.svmUsdc,
      destinationCurrency: addresses.stablecoin,
      amount: '3000000',
    })
    expect(q.fees.gas.amount).toBe('0')
    const [userBefore, payerBefore] = await Promise.all([
      lamportsOf(bob!.address),
      lamportsOf(carol!.address),
    ])
    const data = q.steps[0]!.items[0]!.data as SvmStepData
    await sendSvmStep({
      rpcUrl: server.svm!.rpcUrl,
      wsUrl: server.svm!.wsUrl,
      data,
      seeds: [carol!.seed, bob!.seed],
    })
    expect((await settle(q.steps[0]!.requestId)).status).toBe('success')
    expect(await lamportsOf(bob!.address)).toBe(userBefore)
    expect(await lamportsOf(carol!.address)).toBe(payerBefore - 10_000n) // two signatures
  })

  test('parameters: depositFeePayer equal to user, or an EVM recipient for Solana, is refused before anything is quoted', async () => {
    const base = {
      originChainId: solana,
      destinationChainId: chainIds.base,
      originCurrency: addresses.svmUsdc,
      destinationCurrency: addresses.stablecoin,
      amount: '1000000',
      tradeType: 'EXACT_INPUT',
    }
    const same = await post('/quote/v2', {
      ...base,
      user: bob!.address,
      depositFeePayer: bob!.address,
      recipient: anvilAccount(4).address,
    })
    expect(same).toMatchObject({ status: 400, json: { errorCode: 'INVALID_DEPOSIT_FEE_PAYER' } })
    const evm = await post('/quote/v2', {
      ...base,
      user: anvilAccount(2).address,
      originChainId: chainIds.base,
      destinationChainId: solana,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.svmUsdc,
      recipient: anvilAccount(2).address,
    })
    expect(evm.status).toBe(400)
    expect(evm.json).toMatchObject({ errorCode: 'INVALID_INPUT' })
    expect(String(evm.json.message)).toContain('recipient')
  })

  test('parameters: subsidizeRent sponsors a new token account only together with subsidizeFees', async () => {
    const fresh = svmAccounts.depository.address // holds USDC already: no rent
    const body = {
      user: anvilAccount(2).address,
      originChainId: chainIds.base,
      destinationChainId: solana,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.svmUsdc,
      amount: '10000000',
    }
    const newAccount = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
    expect(await findTokenAccount(newAccount, addresses.svmUsdc)).toBeTruthy()
    const existing = await quote({ ...body, recipient: fresh })
    const needsRent = await quote({ ...body, recipient: newAccount })
    // The rent of a new token account is a fee the user pays.
    expect(BigInt(needsRent.fees.relayerGas.amount)).toBeGreaterThan(BigInt(existing.fees.relayerGas.amount))
    const rentOnly = await quote({ ...body, recipient: newAccount, subsidizeRent: true }, 'demo-key')
    expect(rentOnly.fees.subsidized).toBeUndefined()
    expect(rentOnly.details.currencyOut.amount).toBe(needsRent.details.currencyOut.amount)
    const both = await quote(
      { ...body, recipient: newAccount, subsidizeRent: true, subsidizeFees: true },
      'demo-key',
    )
    expect(BigInt(both.fees.subsidized!.amount)).toBeGreaterThan(0n)
    expect(BigInt(both.details.currencyOut.amount)).toBeGreaterThan(
      BigInt(needsRent.details.currencyOut.amount),
    )
  })
})
