// A smart-contract-style account through a reload: its EIP-5792 wallet sends the approval and the deposit as one
// batch, and its account nonce does not move (as a contract account's calls go through its own nonce scheme), so
// only the saved batch id can tell a reload that the calls went out. Real anvil chains; the wallet is wagmi's mock
// connector wrapped with `createConnector` (nothing of crosspay is mocked).

import { anvilAccount } from '@crosspay/simulator/node'
import {
  createMemoryStorage,
  readUsdcBalance,
  setupExecution,
  testUsdcQuoteParameters,
  type WalletPrompt,
} from '@crosspay/test'
import { connect, createConfig, createConnector, getTransactionCount, http, mock } from '@wagmi/core'
import { type Address, defineChain, type EIP1193RequestFn } from 'viem'
import { expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { executeStopped } from '../../test/fixtures/executeStopped'
import { resumeStored } from '../../test/fixtures/resumeStored'
import { getQuote } from '../api/getQuote'
import { createExecutionStore } from './store/createExecutionStore'

const { server, serviceClient, rpc } = setupExecution()

type RpcReceipt = { transactionHash: string; status: string; blockNumber: string; gasUsed: string }
/** What the smart wallet remembers across page loads: its batches, by id. */
type WalletState = Map<string, { chainId: string; receipts: RpcReceipt[] }>

/**
 * One page load of a smart-account wallet: `wallet_sendCalls` performs the calls for the account and leaves its
 * nonce where it was; `wallet_getCallsStatus` answers from the wallet's memory, or fails while `pageGoingAway`.
 * `bundled`: the status carries one receipt for the whole batch, as an ERC-4337 account's bundle transaction does.
 */
async function smartAccountPage(
  account: Address,
  wallet: WalletState,
  pageGoingAway: boolean,
  bundled = false,
) {
  const prompts: WalletPrompt[] = []
  const rpcUrls = server.rpcUrls as Record<number, string>
  const ids = Object.keys(rpcUrls).map(Number)
  const ordered = [8453, ...ids.filter((id) => id !== 8453)]
  const chains = ordered.map((id) =>
    defineChain({
      id,
      name: `Local ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrls[id]!] } },
    }),
  ) as unknown as readonly [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]]
  const base = mock({ accounts: [account], features: { defaultConnected: false } })
  const connector = createConnector((config) => {
    const inner = base(config)
    return {
      ...inner,
      async getProvider(parameters?: { chainId?: number | undefined }) {
        const provider = (await inner.getProvider(parameters)) as { request: EIP1193RequestFn }
        const request: EIP1193RequestFn = async (args) => {
          const { method, params } = args as { method: string; params: unknown[] }
          if (method === 'eth_sendTransaction' || method === 'wallet_sendCalls')
            prompts.push({ method, params })
          if (method === 'wallet_getCapabilities')
            return Object.fromEntries(
              ids.map((id) => [`0x${id.toString(16)}`, { atomic: { status: 'supported' } }]),
            ) as never
          if (method === 'wallet_sendCalls') {
            const [batch] = params as [
              { chainId: string; calls: { to: string; data?: string; value?: string }[] },
            ]
            const chainId = Number(batch.chainId)
            const nonce = await rpc('eth_getTransactionCount', [account, 'latest'], chainId)
            const receipts: RpcReceipt[] = []
            for (const call of batch.calls) {
              const hash = await rpc(
                'eth_sendTransaction',
                [{ from: account, to: call.to, data: call.data ?? '0x', value: call.value ?? '0x0' }],
                chainId,
              )
              let receipt: RpcReceipt | null = null
              while (!receipt)
                receipt = (await rpc('eth_getTransactionReceipt', [hash], chainId)) as RpcReceipt | null
              receipts.push(receipt)
            }
            // A contract account: its EOA-style nonce never moves.
            await rpc('anvil_setNonce', [account, nonce], chainId)
            const id = `0x${(wallet.size + 1).toString(16).padStart(64, '0')}`
            wallet.set(id, { chainId: batch.chainId, receipts })
            return { id } as never
          }
          if (method === 'wallet_getCallsStatus') {
            if (pageGoingAway) throw new Error('The page is being unloaded.')
            const [id] = params as [string]
            const batch = wallet.get(id)
            if (!batch) throw new Error(`Unknown batch ${id}`)
            return {
              version: '2.0.0',
              id,
              chainId: batch.chainId,
              atomic: true,
              status: 200,
              receipts: bundled ? batch.receipts.slice(-1) : batch.receipts,
            } as never
          }
          return provider.request(args as never)
        }
        return { ...provider, request }
      },
    }
  })
  const config = createConfig({
    chains,
    connectors: [connector],
    transports: Object.fromEntries(ordered.map((id) => [id, http(rpcUrls[id]!)])),
    pollingInterval: 100,
    storage: null,
  })
  await connect(config, { connector: config.connectors[0]! })
  return { config, prompts }
}

test('behavior: a smart account whose nonce does not move, reloaded while its batch is pending, resumes by the batch id: nothing is sent twice', async () => {
  const account = anvilAccount(5).address
  const wallet: WalletState = new Map()
  const storage = createMemoryStorage()
  const client = serviceClient()
  const first = await smartAccountPage(account, wallet, true)
  const amount = '25000000'
  const parameters = { ...testUsdcQuoteParameters, user: account, amount }
  const quote = await getQuote(client, parameters)
  expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const nonce = await getTransactionCount(first.config, { address: account, chainId: 8453 })
  const before = await readUsdcBalance(first.config, { account, chainId: 8453 })
  const received = await readUsdcBalance(first.config, { account, chainId: 10 })

  // The first page: one prompt for the batch, then the page goes away while waiting for its status.
  const stopped = await executeStopped(first.config, { client, quote, parameters, storage })
  expect(first.prompts.map((p) => p.method)).toEqual(['wallet_sendCalls'])
  // The calls went out, the progress does not know their hashes yet: the funds are honestly unknown.
  expect(stopped).toMatchObject({ name: 'ExecutionError', funds: 'unknown' })
  expect(await readUsdcBalance(first.config, { account, chainId: 8453 })).toBe(before - BigInt(amount))
  expect(await getTransactionCount(first.config, { address: account, chainId: 8453 })).toBe(nonce)

  // The reload: a new page, the same wallet and storage. Resume asks the wallet about the batch, sends nothing.
  const second = await smartAccountPage(account, wallet, false)
  const progress = await resumeStored(second.config, { client, requestId, storage })
  expect(progress.status).toBe('success')
  expect(second.prompts).toEqual([])
  expect(wallet.size).toBe(1)
  // One deposit: the origin balance moved once; the destination received once.
  expect(await readUsdcBalance(second.config, { account, chainId: 8453 })).toBe(before - BigInt(amount))
  const delivered = (await readUsdcBalance(second.config, { account, chainId: 10 })) - received
  expect(delivered).toBe(BigInt(quote.details!.currencyOut!.amount!))
}, 90_000)

test('behavior: a smart account that reports one receipt for its whole batch (a 4337 bundle) succeeds, paid once', async () => {
  const account = anvilAccount(5).address
  const wallet: WalletState = new Map()
  const client = serviceClient()
  const page = await smartAccountPage(account, wallet, false, true)
  const amount = '4000000'
  const parameters = { ...testUsdcQuoteParameters, user: account, amount }
  const quote = await getQuote(client, parameters)
  expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
  const before = await readUsdcBalance(page.config, { account, chainId: 8453 })
  const received = await readUsdcBalance(page.config, { account, chainId: 10 })
  const progress = await executeFast(page.config, {
    client,
    quote,
    parameters,
    store: createExecutionStore({ storage: createMemoryStorage() }),
  })
  // Before: one receipt for two calls read as a failed batch ("transaction-reverted") while the deposit was made.
  expect(progress.status).toBe('success')
  expect(page.prompts.map((p) => p.method)).toEqual(['wallet_sendCalls'])
  const [bundle] = wallet.values()
  const only = bundle!.receipts.at(-1)!.transactionHash
  // Both calls are in the one transaction the wallet reported.
  expect(progress.steps.map((s) => s.items[0]!.txHash)).toEqual([only, only])
  expect(await readUsdcBalance(page.config, { account, chainId: 8453 })).toBe(before - BigInt(amount))
  expect((await readUsdcBalance(page.config, { account, chainId: 10 })) - received).toBe(
    BigInt(quote.details!.currencyOut!.amount!),
  )
}, 90_000)
