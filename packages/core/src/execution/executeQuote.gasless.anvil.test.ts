// Gasless execution (issue 30) on real anvil chains: a local (embedded-wallet-like) account with USDC and 0 ETH pays
// through the service's relayer (EIP-7702 + Calibur); hostile quotes and signers are refused before anything is
// signed or posted; a reload between the signature and the relay relays once; JSON-RPC wallets fall back.

import { addresses } from '@crosspay/simulator'
import { anvilAccount } from '@crosspay/simulator/node'
import {
  createGaslessSubmit,
  createLocalAccountWagmiConfig,
  createTestWagmiConfig,
  fundFreshAccount,
  setupSimulatorServer,
  testAddresses,
} from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { connect } from '@wagmi/core'
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type LocalAccount,
  UnsupportedProviderMethodError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { createClient } from '../api/createClient'
import { getQuote } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { executeQuote } from './executeQuote'
import type { GaslessExecuteBody } from './gasless/GaslessExecuteBody'
import type { GaslessOptions } from './gasless/GaslessOptions'
import { resumeExecution } from './resumeExecution'
import { createExecutionStore } from './store/createExecutionStore'
import type { ExecutionStorage } from './types'

const server = setupSimulatorServer({ port: 0, chains: 'anvil', history: 0, watchIntervalMs: 50 })

const usdc = testAddresses.usdc as Hex
const attacker = '0x000000000000000000000000000000000000bEEF'
const chain = (id: number) => ({
  id,
  name: `Local ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [server.rpcUrls[id]!] } },
})
const base = () => createPublicClient({ chain: chain(8453), transport: http(server.rpcUrls[8453]) })
const usdcOf = (chainId: number, owner: string) =>
  createPublicClient({ chain: chain(chainId), transport: http(server.rpcUrls[chainId]) }).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Hex],
  })
const client = () => createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
const memoryStorage = (): ExecutionStorage => {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}
/** The integrator's server: the proxy with the gasless route, sponsoring (the app balance pays the relayer's gas). */
const submitThroughProxy: GaslessOptions['submit'] = createGaslessSubmit({
  upstream: 'http://upstream.test',
  maxSubsidizationAmount: '1000000000',
  fetch: (input, init) => fetch(String(input).replace('http://upstream.test', server.baseUrl), init),
})

/** A fresh account holding `amount` USDC on 8453 (sent by anvil #0) and no ETH at all. */
function fundedAccount(amount: bigint): Promise<LocalAccount> {
  return fundFreshAccount({ rpcUrl: server.rpcUrls[8453]!, chainId: 8453, amount })
}

const usdcBody = (user: string, amount: bigint): QuoteParameters => ({
  user,
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: usdc,
  destinationCurrency: usdc,
  amount: amount.toString(),
  tradeType: 'EXACT_INPUT',
})

async function localWallet(account: LocalAccount) {
  const w = createLocalAccountWagmiConfig({ rpcUrls: server.rpcUrls, account, chainId: 8453 })
  await connect(w.config, { connector: w.config.connectors[0]! })
  return w
}

const relayerNonce = () => base().getTransactionCount({ address: addresses.relayer as Hex })

describe('executeQuote: gasless (anvil)', () => {
  test('default: an account with 0 ETH bridges USDC gaslessly; the relayer pays the gas, the app balance pays it back', async () => {
    const amount = 25_000_000n
    const account = await fundedAccount(amount)
    const parameters = usdcBody(account.address, amount)
    const quote = await getQuote(client(), parameters)
    const w = await localWallet(account)
    const depositoryBefore = await usdcOf(8453, addresses.depository)
    const receivedBefore = await usdcOf(10, account.address)
    const relayerBefore = await base().getBalance({ address: addresses.relayer as Hex })
    const appBefore = server.sim.ctx.ledger.totalUsd6(addresses.demoSponsor)
    const posted: GaslessExecuteBody[] = []

    const progress = await executeFast(w.config, {
      client: client(),
      quote,
      parameters,
      queryClient: new QueryClient(),
      gasless: {
        submit: (body) => {
          posted.push(body)
          return submitThroughProxy!(body)
        },
      },
    })

    expect(progress.status).toBe('success')
    // One authorization (to Calibur, on 8453, at nonce 0) and one typed-data signature; no transaction from the account.
    expect(w.prompts.map((p) => p.method)).toEqual(['signAuthorization', 'eth_signTypedData_v4'])
    expect(w.prompts[0]!.params).toMatchObject({
      address: '0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00',
      chainId: 8453,
      nonce: 0,
    })
    expect(posted).toHaveLength(1)
    expect(posted[0]!.data.to).toBe(account.address)
    // The account's ETH stays 0 and it sent nothing; the depository gained exactly the deposit; the user got the fill.
    expect(await base().getBalance({ address: account.address })).toBe(0n)
    expect(await usdcOf(8453, account.address)).toBe(0n)
    expect((await usdcOf(8453, addresses.depository)) - depositoryBefore).toBe(amount)
    const request = server.sim.ctx.store.get(progress.requestId)!
    expect((await usdcOf(10, account.address)) - receivedBefore).toBe(
      BigInt(request.actualAmountOut ?? request.amountOut),
    )
    // The relayed transaction is the one the progress shows; the relayer paid its gas exactly.
    const hash = progress.steps.at(-1)!.items[0]!.txHash as Hex
    const [tx, receipt] = await Promise.all([
      base().getTransaction({ hash }),
      base().getTransactionReceipt({ hash }),
    ])
    expect(tx.type).toBe('eip7702')
    expect(tx.from.toLowerCase()).toBe(addresses.relayer.toLowerCase())
    expect(relayerBefore - (await base().getBalance({ address: addresses.relayer as Hex }))).toBe(
      receipt.gasUsed * receipt.effectiveGasPrice,
    )
    // Sponsored by the integrator's server (the proxy's policy): the app balance paid the gas.
    const charged = BigInt(request.gasless!.sponsoredUsd6!)
    expect(charged).toBeGreaterThan(0n)
    expect(appBefore - server.sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(charged)
    expect(request.features).toContain('gasless_execution')
  })

  // Hostile cases, one test each: refused before the wallet signs anything for the batch, nothing posted or relayed,
  // the account's USDC untouched. Each fails without its own check (the service's allow-list would refuse them only
  // after the signatures).
  /** Runs a fresh 0-ETH account's quote, tampered, through the gasless path; returns the error and the prompts. */
  const hostile = async (
    options: {
      tamper?: (q: Quote) => void
      gasless?: (account: LocalAccount) => Partial<GaslessOptions>
      before?: (account: LocalAccount) => Promise<unknown>
    } = {},
  ) => {
    const amount = 1_000_000n
    const account = await fundedAccount(amount)
    await options.before?.(account)
    const parameters = usdcBody(account.address, amount)
    const nonce = await relayerNonce()
    const quote = await getQuote(client(), parameters)
    options.tamper?.(quote)
    const w = await localWallet(account)
    const error = (await executeFast(w.config, {
      client: client(),
      quote,
      parameters,
      queryClient: new QueryClient(),
      gasless: { submit: submitThroughProxy, ...options.gasless?.(account) },
    }).catch((e) => e)) as ExecutionError
    expect(await relayerNonce()).toBe(nonce)
    expect(await usdcOf(8453, account.address)).toBe(amount)
    return { error, prompts: w.prompts.map((p) => p.method) }
  }
  const depositItem = (q: Quote) => q.steps.at(-1)!.items[0]! as { data: Record<string, unknown> }
  /** A signer that answers another authorization than the one asked for (a hostile embedded-wallet SDK). */
  const answering =
    (answer: { address?: Hex; chainId?: number }) =>
    (account: LocalAccount): Partial<GaslessOptions> => ({
      signAuthorization: async (request) => {
        const signed = await account.signAuthorization!({ ...request, ...answer })
        return { ...signed, yParity: signed.yParity ?? 0 }
      },
    })

  test('behavior: hostile: an authorization to a foreign delegate is refused before the batch is signed', async () => {
    const { error, prompts } = await hostile({ gasless: answering({ address: attacker }) })
    expect([error.reason, error.check, error.funds]).toEqual(['unsafe', 'gasless-authorization', 'not-sent'])
    expect(prompts).toEqual([])
  })

  test('behavior: hostile: an authorization for chain id 0 (every chain) is refused before the batch is signed', async () => {
    const { error, prompts } = await hostile({ gasless: answering({ chainId: 0 }) })
    expect([error.reason, error.check, error.funds]).toEqual(['unsafe', 'gasless-authorization', 'not-sent'])
    expect(prompts).toEqual([])
  })

  test('behavior: hostile: a call to another chain is refused before any signature', async () => {
    // Every call on chain 10 while the quote's origin is 8453: the gasless batch's own checks stop it.
    const { error, prompts } = await hostile({
      tamper: (q) => {
        for (const step of q.steps)
          for (const item of step.items) (item as { data: { chainId: number } }).data.chainId = 10
      },
    })
    expect([error.reason, error.check, error.funds]).toEqual(['unsafe', 'quote-chain', 'not-sent'])
    expect(prompts).toEqual([])
  })

  test('behavior: hostile: an extra transfer in the batch is refused before any signature', async () => {
    const { error, prompts } = await hostile({
      tamper: (q) =>
        q.steps.at(-1)!.items.push({
          ...depositItem(q),
          data: {
            ...depositItem(q).data,
            to: usdc,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, 1n] }),
          },
          check: undefined,
        } as never),
    })
    expect([error.reason, error.check, error.funds]).toEqual(['unsafe', 'transaction-target', 'not-sent'])
    expect(prompts).toEqual([])
  })

  test('behavior: hostile: an account delegated to another contract is refused before any signature', async () => {
    const test = createTestClient({
      chain: chain(8453),
      mode: 'anvil',
      transport: http(server.rpcUrls[8453]),
    })
    const { error, prompts } = await hostile({
      before: (account) =>
        test.setCode({ address: account.address, bytecode: `0xef0100${attacker.slice(2)}` }),
    })
    expect([error.reason, error.check, error.funds]).toEqual(['unsafe', 'delegated-elsewhere', 'not-sent'])
    expect(error.shortMessage).toContain(attacker.toLowerCase())
    expect(prompts).toEqual([])
  })

  test('behavior: a reload between the signature and the relay relays once, with no new signature', async () => {
    const amount = 2_000_000n
    const account = await fundedAccount(2n * amount)
    const storage = memoryStorage()
    /** One page: quotes `amount` and runs it with `submit` (which fails), on a fresh wallet and the shared store. */
    const runPage = async (submit: NonNullable<GaslessOptions['submit']>) => {
      const parameters = usdcBody(account.address, amount)
      const quote = await getQuote(client(), parameters)
      const w = await localWallet(account)
      const error = (await executeQuote(w.config, {
        client: client(),
        quote,
        parameters,
        store: createExecutionStore({ storage }),
        gasless: { submit },
      }).catch((e) => e)) as ExecutionError
      return { quote, w, error }
    }
    /** The next page: a fresh wallet resumes `quote`'s request from the store, posting through the proxy. */
    const resumePage = async (quote: Quote) => {
      const page2 = await localWallet(account)
      const progress = await resumeExecution(page2.config, {
        client: client(),
        requestId: quote.steps.at(-1)!.requestId!,
        store: createExecutionStore({ storage }),
        gasless: { submit: submitThroughProxy },
      })
      return { page2, progress }
    }
    // Page 1: signs, saves, then the post never leaves (the tab closes).
    {
      const { quote, w, error } = await runPage(async () => {
        throw new TypeError('fetch failed (the tab was closed)')
      })
      expect([error.reason, error.funds]).toEqual(['sent-state-unknown', 'unknown'])
      expect(w.prompts.map((p) => p.method)).toEqual(['signAuthorization', 'eth_signTypedData_v4'])
      const nonce = await relayerNonce()
      // Page 2: resumes from the store, re-posts the saved batch: relayed once, nothing signed again.
      const { page2, progress } = await resumePage(quote)
      expect(progress.status).toBe('success')
      expect(page2.prompts).toEqual([])
      expect(await relayerNonce()).toBe(nonce + 1)
    }
    // Relayed, but the answer was lost: the resume's re-post is answered, never relayed again.
    {
      const { quote, w, error } = await runPage(async (body) => {
        await submitThroughProxy!(body)
        throw new TypeError('fetch failed (the answer was lost)')
      })
      expect(error.funds).toBe('unknown')
      // Only the batch signature: the account is delegated already.
      expect(w.prompts.map((p) => p.method)).toEqual(['eth_signTypedData_v4'])
      const nonce = await relayerNonce()
      const { page2, progress } = await resumePage(quote)
      expect(progress.status).toBe('success')
      expect(page2.prompts).toEqual([])
      expect(await relayerNonce()).toBe(nonce)
    }
    expect(await usdcOf(8453, account.address)).toBe(0n)
    expect(await base().getBalance({ address: account.address })).toBe(0n)
  })

  test('behavior: a JSON-RPC wallet cannot sign an authorization: it runs the normal steps, nothing signed for gasless', async () => {
    const user = anvilAccount(4).address
    const parameters = usdcBody(user, 1_000_000n)
    const quote = await getQuote(client(), parameters)
    const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [user], chainId: 8453 })
    await connect(w.config, { connector: w.config.connectors[0]! })
    const nonce = await relayerNonce()
    const progress = await executeFast(w.config, {
      client: client(),
      quote,
      parameters,
      queryClient: new QueryClient(),
      gasless: { when: 'always', submit: submitThroughProxy },
    })
    expect(progress.status).toBe('success')
    expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(await relayerNonce()).toBe(nonce)
    expect(await base().getCode({ address: user })).toBeUndefined()
  })

  test('behavior: a wallet that cannot sign an authorization, on an account with no gas: refused clearly before any prompt', async () => {
    const amount = 1_000_000n
    const account = await fundedAccount(amount)
    const parameters = usdcBody(account.address, amount)
    // The wallet holds the account as a JSON-RPC wallet does (anvil signs for it): it cannot sign an authorization.
    const test = createTestClient({
      chain: chain(8453),
      mode: 'anvil',
      transport: http(server.rpcUrls[8453]),
    })
    await test.impersonateAccount({ address: account.address })
    const nonce = await relayerNonce()
    const refusing: string[] = []
    const runs = [
      // wagmi's mock connector: a JSON-RPC account, detected before anything is asked.
      {},
      // A signer that answers "unsupported" (an embedded wallet's SDK for an external wallet): asked, nothing signed.
      {
        signAuthorization: async () => {
          refusing.push('signAuthorization')
          throw new UnsupportedProviderMethodError(new Error('wallet_signAuthorization is not supported'))
        },
      },
    ] satisfies Partial<GaslessOptions>[]
    for (const options of runs) {
      const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [account.address], chainId: 8453 })
      await connect(w.config, { connector: w.config.connectors[0]! })
      const error = (await executeQuote(w.config, {
        client: client(),
        quote: await getQuote(client(), parameters),
        parameters,
        store: createExecutionStore({ storage: null }),
        queryClient: new QueryClient(),
        gasless: { submit: submitThroughProxy, ...options },
      }).catch((e) => e)) as ExecutionError
      expect([error.reason, error.check, error.funds]).toEqual([
        'unsupported-origin',
        'gasless-signer',
        'not-sent',
      ])
      expect(error.shortMessage).toMatch(/cannot sign the account upgrade .* too little ETH/)
      expect(w.prompts).toEqual([])
    }
    expect(refusing).toEqual(['signAuthorization'])
    expect(await relayerNonce()).toBe(nonce)
    expect(await usdcOf(8453, account.address)).toBe(amount)
    expect(await base().getTransactionCount({ address: account.address })).toBe(0)
  })

  test('behavior: a signer that answers "unsupported", on an account with gas: the normal steps, nothing relayed', async () => {
    const user = anvilAccount(5).address
    const parameters = usdcBody(user, 1_000_000n)
    const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [user], chainId: 8453 })
    await connect(w.config, { connector: w.config.connectors[0]! })
    const nonce = await relayerNonce()
    const progress = await executeQuote(w.config, {
      client: client(),
      quote: await getQuote(client(), parameters),
      parameters,
      store: createExecutionStore({ storage: null }),
      queryClient: new QueryClient(),
      gasless: {
        when: 'always',
        submit: submitThroughProxy,
        signAuthorization: async () => {
          throw new UnsupportedProviderMethodError(new Error('wallet_signAuthorization is not supported'))
        },
      },
    })
    expect(progress.status).toBe('success')
    expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(await relayerNonce()).toBe(nonce)
    expect(await base().getCode({ address: user })).toBeUndefined()
  })
})
