// Solana origins on the simulator's LiteSVM chain (through its JSON-RPC facade) with a wallet-standard test wallet:
// a bridge to Base with exact balances on both sides, hostile quotes refused before the wallet is asked, a reload
// between the wallet's signature and the confirmation, and a deposit whose fees another account pays.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { svmAccounts, svmPrograms } from '@crosspay/simulator'
import { anvilAccount, type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { createTestSvmWallet, createTestWagmiConfig, testAddresses } from '@crosspay/test'
import {
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getProgramDerivedAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  address as toAddress,
} from '@solana/kit'
import { connect } from '@wagmi/core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createClient } from '../api/createClient'
import { getAppBalance } from '../api/getAppBalance'
import { getQuote } from '../api/getQuote'
import { getRequestStatus } from '../api/getRequestStatus'
import type { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { SvmFeePayerRefusal } from '../server/SvmFeePayerRefusal'
import { signSvmDepositAsFeePayer } from '../server/signSvmDepositAsFeePayer'
import { executeQuote } from './executeQuote'
import { createExecutionStore } from './store/createExecutionStore'
import { buildSvmTransaction } from './svm/buildSvmTransaction'
import type { SvmInstruction, SvmItemData } from './svm/SvmItemData'

const solana = 792703809
const mint = testAddresses.svmUsdc
let server: SimulatorServer
let proxy: Server
/** What the proxy in front of the Solana RPC does with `sendTransaction`: pass it, drop it, or pass it and lose the answer. */
let proxyMode: 'pass' | 'drop' | 'lose-answer' = 'pass'
let proxyUrl = ''
beforeAll(async () => {
  server = await startSimulatorServer({
    port: 0,
    chains: 'anvil',
    anvilChainIds: [8453],
    history: 0,
    watchIntervalMs: 50,
    // Fills in under a second (the default lifecycle takes 5 s per request): the file's nine bridges stay quick.
    simulator: { timing: { indexMs: 300, submitMs: 200, confirmMs: 300 } },
  })
  // A network between the page and the Solana RPC that can fail the way a closed tab or a lost connection does.
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const method = (JSON.parse(body) as { method?: string }).method
    const cut = proxyMode !== 'pass' && (method === 'sendTransaction' || method === 'getSignatureStatuses')
    if (cut && (proxyMode === 'drop' || method === 'getSignatureStatuses'))
      return void res.writeHead(503).end()
    const answer = await fetch(server.svm!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    if (cut) return void res.writeHead(503).end() // it reached the chain, the answer did not come back
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  proxy?.close()
  await server?.close()
})

const rpc = () => createSolanaRpc(server.svm!.rpcUrl)
const sol = async (owner: string) => (await rpc().getBalance(toAddress(owner)).send()).value
const usdc = async (owner: string) => {
  const { value } = await rpc()
    .getTokenAccountsByOwner(toAddress(owner), { mint: toAddress(mint) }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce(
    (sum, a) =>
      sum +
      BigInt(
        (a.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info.tokenAmount
          .amount,
      ),
    0n,
  )
}
const baseUsdc = (owner: string) =>
  createPublicClient({ transport: http(server.rpcUrls[8453]) }).readContract({
    address: testAddresses.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as `0x${string}`],
  })

async function page(index: number) {
  const test = createTestWagmiConfig({
    rpcUrls: server.rpcUrls,
    accounts: [anvilAccount(0).address],
    chainId: 8453,
  })
  const svm = await createTestSvmWallet({ seeds: svmAccounts.accounts.map((a) => a.seed) })
  const user = svmAccounts.accounts[index]!.address
  return { ...test, svm, user, client: createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' }) }
}
const fast = { pollIntervalMs: 50, tracking: { intervalMs: 100 } }
const toBase = (user: string, recipient: string, amount: string): QuoteParameters => ({
  user,
  recipient,
  originChainId: solana,
  destinationChainId: 8453,
  originCurrency: mint,
  destinationCurrency: testAddresses.usdc,
  amount,
  tradeType: 'EXACT_INPUT',
})
/** The sponsorship wallet the simulator links to `demo-key` (anvil account #7): its app balance, 6-decimal USD. */
const appBalance = async (client: ReturnType<typeof createClient>) =>
  BigInt((await getAppBalance(client, { wallet: anvilAccount(7).address })).balances[0]!.amount)
/** USDC Base → Solana, paid by the page's EVM account, to `recipient` on Solana. */
const toSolana = (recipient: string, sponsorship: Partial<QuoteParameters>): QuoteParameters => ({
  user: anvilAccount(0).address,
  recipient,
  originChainId: 8453,
  destinationChainId: solana,
  originCurrency: testAddresses.usdc,
  destinationCurrency: mint,
  amount: '10000000',
  tradeType: 'EXACT_INPUT',
  ...sponsorship,
})
/** The deposits the service saw for a request (its origin transactions). */
const deposits = async (client: ReturnType<typeof createClient>, requestId: string) =>
  (await getRequestStatus(client, { requestId })).inTxHashes

/**
 * Empties the depository's USDC account into the solver's and closes it, signed with the depository's public test
 * key: the next deposit creates it again (a new token's vault is in that state), so whoever pays the deposit's fees
 * pays its rent too.
 */
async function closeDepositoryTokenAccount() {
  const depository = {
    address: svmAccounts.depository.address,
    keyPair: await createKeyPairFromPrivateKeyBytes(
      Uint8Array.from(Buffer.from(svmAccounts.depository.seed, 'hex')),
    ),
  }
  const ata = async (owner: string) =>
    (
      await getProgramDerivedAddress({
        programAddress: toAddress(svmPrograms.associatedToken),
        seeds: [owner, svmPrograms.token, mint].map((a) => getAddressEncoder().encode(toAddress(a))),
      })
    )[0]
  const vault = await ata(depository.address)
  const solverVault = await ata(svmAccounts.solver.address)
  const key = (address: string, role: AccountRole) => ({ address: toAddress(address), role })
  const owner = key(depository.address, AccountRole.WRITABLE_SIGNER)
  const token = toAddress(svmPrograms.token)
  const transferChecked = new Uint8Array(10)
  transferChecked[0] = 12
  new DataView(transferChecked.buffer).setBigUint64(1, await usdc(depository.address), true)
  transferChecked[9] = 6
  const { value: blockhash } = await rpc().getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(toAddress(depository.address), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          {
            programAddress: token,
            accounts: [
              key(vault, AccountRole.WRITABLE),
              key(mint, AccountRole.READONLY),
              key(solverVault, AccountRole.WRITABLE),
              owner,
            ],
            data: transferChecked,
          },
          {
            programAddress: token,
            accounts: [key(vault, AccountRole.WRITABLE), owner, owner],
            data: Uint8Array.of(9), // CloseAccount: the account, where its lamports go, its owner
          },
        ],
        m,
      ),
  )
  const signed = await signTransaction([depository.keyPair], compileTransaction(message))
  await rpc().sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  expect((await rpc().getAccountInfo(vault).send()).value).toBeNull()
}

describe('Solana origin on the local LiteSVM chain', () => {
  test('default: a Solana → Base USDC bridge: one signature, one deposit, balances exact on both sides', async () => {
    const tab = await page(0)
    const recipient = anvilAccount(11).address
    const parameters = toBase(tab.user, recipient, '5000000')
    const quote = await getQuote(tab.client, parameters)
    const before = { usdc: await usdc(tab.user), sol: await sol(tab.user), base: await baseUsdc(recipient) }
    const progress = await executeQuote(tab.config, {
      client: tab.client,
      quote,
      parameters,
      store: createExecutionStore({ storage: null }),
      svm: { wallet: tab.svm.wallet },
      ...fast,
    })
    expect(progress.status).toBe('success')
    expect(tab.svm.prompts).toHaveLength(1)
    expect(tab.prompts).toEqual([]) // the EVM wallet was never asked
    const hash = progress.steps[0]!.items[0]!.txHash!
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await usdc(tab.user)).toBe(before.usdc - 5_000_000n)
    expect(await sol(tab.user)).toBe(before.sol - 5000n) // one signature's fee, nothing else
    expect(await baseUsdc(recipient)).toBe(before.base + BigInt(quote.details!.currencyOut!.amount!))
    expect(await deposits(tab.client, progress.requestId)).toEqual([hash])
  }, 60_000)

  test('behavior: a hostile Solana quote is refused before the wallet is asked (another program, a larger transfer, the user writable to a foreign program, no request id)', async () => {
    const tab = await page(3)
    const parameters = toBase(tab.user, anvilAccount(12).address, '2000000')
    const quote = await getQuote(tab.client, parameters)
    const before = { usdc: await usdc(tab.user), sol: await sol(tab.user) }
    const foreign = svmAccounts.solver.address
    const edit = (change: (instructions: SvmInstruction[]) => SvmInstruction[]): Quote => {
      const copy = structuredClone(quote)
      const data = copy.steps[0]!.items[0]!.data as unknown as { instructions: SvmInstruction[] }
      data.instructions = change(data.instructions)
      return copy
    }
    const transfer = (list: SvmInstruction[]) => list.findIndex((i) => i.programId.startsWith('Tokenkeg'))
    const cases: [string, Quote, string[]][] = [
      ['another program', edit((l) => [...l, { programId: foreign, keys: [], data: '' }]), []],
      [
        'a larger transfer',
        edit((l) =>
          l.map((i, k) =>
            k === transfer(l)
              ? { ...i, data: `0c${Buffer.from(new BigUint64Array([2_000_001n]).buffer).toString('hex')}06` }
              : i,
          ),
        ),
        [],
      ],
      [
        "the user's account writable to a foreign program",
        edit((l) => [
          ...l,
          { programId: foreign, keys: [{ pubkey: tab.user, isSigner: false, isWritable: true }], data: '' },
        ]),
        [foreign], // even one the integrator vouches for
      ],
      ['no request id', edit((l) => l.filter((i) => !i.programId.startsWith('Memo'))), []],
    ]
    const checks: Record<string, string | undefined> = {}
    for (const [name, hostile, allowed] of cases) {
      const error = (await executeQuote(tab.config, {
        client: tab.client,
        quote: hostile,
        parameters,
        store: createExecutionStore({ storage: null }),
        svm: { wallet: tab.svm.wallet },
        allowAddresses: () => allowed,
        ...fast,
      }).catch((e) => e)) as ExecutionError
      expect(error, name).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', funds: 'not-sent' })
      checks[name] = error.check
    }
    expect(checks).toEqual({
      'another program': 'svm-program',
      'a larger transfer': 'run-total',
      "the user's account writable to a foreign program": 'svm-writable',
      'no request id': 'svm-request-id',
    })
    expect(tab.svm.prompts).toEqual([])
    expect({ usdc: await usdc(tab.user), sol: await sol(tab.user) }).toEqual(before)
  }, 60_000)

  test.each([
    ['the send never reached the chain', 'drop'],
    ['the send reached the chain, its answer was lost', 'lose-answer'],
  ] as const)(
    'behavior: a reload after signing, before the confirmation, sends nothing twice (%s)',
    async (_, mode) => {
      const tab = await page(1)
      const recipient = anvilAccount(13).address
      const parameters = toBase(tab.user, recipient, '3000000')
      const quote = await getQuote(tab.client, parameters)
      const before = { usdc: await usdc(tab.user), base: await baseUsdc(recipient) }
      // One page's localStorage, read by two page loads (two stores, two owners).
      const saved = new Map<string, string>()
      const storage = {
        getItem: (k: string) => saved.get(k) ?? null,
        setItem: (k: string, v: string) => void saved.set(k, v),
        removeItem: (k: string) => void saved.delete(k),
      }
      proxyMode = mode
      const first = (await executeQuote(tab.config, {
        client: tab.client,
        quote,
        parameters,
        store: createExecutionStore({ storage }),
        svm: { wallet: tab.svm.wallet, rpcUrl: () => proxyUrl },
        ...fast,
      }).catch((e) => e)) as ExecutionError
      proxyMode = 'pass'
      expect(first).toMatchObject({ reason: 'sent-state-unknown', funds: 'unknown' })
      expect(tab.svm.prompts).toHaveLength(1)
      // The reload: the same storage, a new store and owner, the same quote.
      const progress = await executeQuote(tab.config, {
        client: tab.client,
        quote,
        parameters,
        store: createExecutionStore({ storage }),
        svm: { wallet: tab.svm.wallet },
        ...fast,
      })
      expect(progress.status).toBe('success')
      expect(tab.svm.prompts).toHaveLength(1) // the wallet was not asked again
      expect(await usdc(tab.user)).toBe(before.usdc - 3_000_000n) // paid once
      expect(await baseUsdc(recipient)).toBe(before.base + BigInt(quote.details!.currencyOut!.amount!))
      expect(await deposits(tab.client, progress.requestId)).toHaveLength(1)
    },
    60_000,
  )

  test.each([
    ['the depository holds USDC: fees only', false],
    ["the deposit creates the depository's token account: fees and its rent", true],
  ] as const)(
    "behavior: depositFeePayer (%s): the integrator's server signs first, the user's SOL is unchanged, the fee payer's goes down by what the transaction costs",
    async (_, createsAccount) => {
      const tab = await page(4)
      const payer = svmAccounts.accounts[2]!
      const keyPair = await createKeyPairFromPrivateKeyBytes(Uint8Array.from(Buffer.from(payer.seed, 'hex')))
      const recipient = anvilAccount(14).address
      const parameters: QuoteParameters = {
        ...toBase(svmAccounts.accounts[1]!.address, recipient, '1000000'),
        depositFeePayer: payer.address,
      }
      if (createsAccount) await closeDepositoryTokenAccount()
      const quote = await getQuote(tab.client, parameters)
      const user = parameters.user
      const before = {
        sol: await sol(user),
        payer: await sol(payer.address),
        usdc: await usdc(user),
        base: await baseUsdc(recipient),
      }
      const order: string[] = []
      const progress = await executeQuote(tab.config, {
        client: tab.client,
        quote,
        parameters,
        store: createExecutionStore({ storage: null }),
        svm: {
          wallet: tab.svm.wallet,
          // The integrator's server: in a real app a fetch to its route that calls signSvmDepositAsFeePayer.
          signAsFeePayer: async ({ transaction }) => {
            order.push('fee payer')
            return signSvmDepositAsFeePayer({ transaction, keyPair })
          },
        },
        ...fast,
      })
      order.push(...tab.svm.prompts.map(() => 'user'))
      expect(progress.status).toBe('success')
      expect(order).toEqual(['fee payer', 'user'])
      expect(await sol(user)).toBe(before.sol) // not a lamport of fees or rent
      expect(await usdc(user)).toBe(before.usdc - 1_000_000n)
      expect(await baseUsdc(recipient)).toBe(before.base + BigInt(quote.details!.currencyOut!.amount!))
      // Two signatures' fees, and the rent of the token account the deposit created (about 0.002 SOL).
      const rent = createsAccount ? await rpc().getMinimumBalanceForRentExemption(165n).send() : 0n
      if (createsAccount) expect(rent).toBeGreaterThan(2_000_000n)
      expect(await sol(payer.address)).toBe(before.payer - 10_000n - rent)
    },
    60_000,
  )

  test.each([
    ['with subsidizeFees: the app balance pays the rent', { subsidizeFees: true, subsidizeRent: true }, true],
    ['without subsidizeFees: no rent is sponsored', { subsidizeRent: true }, false],
  ] as const)(
    'parameters: subsidizeRent, Base → Solana to a recipient without a USDC account (%s); the recipient gets exactly the quoted amount',
    async (_, sponsorship, sponsored) => {
      const tab = await page(0)
      await connect(tab.config, { connector: tab.config.connectors[0]! })
      const recipient = (await generateKeyPairSigner()).address // a new account: no USDC account yet
      const parameters = toSolana(recipient, sponsorship)
      const quote = await getQuote(tab.client, parameters)
      // The same request to an account that holds USDC already: no rent in it.
      const noRent = await getQuote(tab.client, toSolana(svmAccounts.accounts[0]!.address, sponsorship))
      const before = { app: await appBalance(tab.client), base: await baseUsdc(anvilAccount(0).address) }
      expect(await usdc(recipient)).toBe(0n)
      const progress = await executeQuote(tab.config, {
        client: tab.client,
        quote,
        parameters,
        store: createExecutionStore({ storage: null }),
        ...fast,
      })
      expect(progress.status).toBe('success')
      expect(tab.svm.prompts).toEqual([]) // the Solana wallet is not asked for an EVM origin
      const out = BigInt(quote.details!.currencyOut!.amount!)
      // The token account was created and credited with exactly what was quoted.
      expect(await usdc(recipient)).toBe(out)
      expect(await baseUsdc(anvilAccount(0).address)).toBe(before.base - 10_000_000n)
      const spent = before.app - (await appBalance(tab.client))
      if (sponsored) {
        // The app balance paid the sponsored fees, the rent among them: more than for the account that exists.
        const subsidized = BigInt(quote.fees.subsidized!.amount!)
        expect(spent).toBe(subsidized)
        expect(subsidized).toBeGreaterThan(BigInt(noRent.fees.subsidized!.amount!))
        expect(out).toBe(BigInt(noRent.details!.currencyOut!.amount!)) // the user pays no part of the rent
      } else {
        // Rule 7: nothing is sponsored; the rent is one of the user's fees (less arrives than without it).
        expect(quote.fees.subsidized ?? undefined).toBeUndefined()
        expect(spent).toBe(0n)
        expect(out).toBeLessThan(BigInt(noRent.details!.currencyOut!.amount!))
      }
    },
    60_000,
  )

  test('behavior: depositFeePayer equal to user is refused before the wallet is asked, by the executor and by the server helper', async () => {
    const tab = await page(3)
    const user = tab.user
    const parameters = toBase(user, anvilAccount(15).address, '1000000')
    const quote = await getQuote(tab.client, parameters) // the service refuses to quote it (400): a quote for user alone
    const before = { usdc: await usdc(user), sol: await sol(user) }
    let serverAsked = false
    const error = (await executeQuote(tab.config, {
      client: tab.client,
      quote,
      parameters: { ...parameters, depositFeePayer: user },
      store: createExecutionStore({ storage: null }),
      svm: {
        wallet: tab.svm.wallet,
        signAsFeePayer: async ({ transaction }) => {
          serverAsked = true
          return transaction
        },
      },
      ...fast,
    }).catch((e) => e)) as ExecutionError
    expect(error).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', check: 'svm-fee-payer' })
    expect(serverAsked).toBe(false)
    expect(tab.svm.prompts).toEqual([])
    expect({ usdc: await usdc(user), sol: await sol(user) }).toEqual(before)
    // The server helper, given the user's own deposit by a browser that skips the check: its key pays for nothing
    // in it but would sign as the user, so it refuses.
    const account = svmAccounts.accounts[3]!
    const keyPair = await createKeyPairFromPrivateKeyBytes(Uint8Array.from(Buffer.from(account.seed, 'hex')))
    const unsigned = await buildSvmTransaction({
      rpc: rpc(),
      data: { ...(quote.steps[0]!.items[0]!.data as unknown as SvmItemData), chainId: solana },
      feePayer: user,
    })
    const refused = await signSvmDepositAsFeePayer({
      transaction: getBase64EncodedWireTransaction(unsigned),
      keyPair,
    }).catch((e) => e)
    expect(refused).toBeInstanceOf(SvmFeePayerRefusal)
    expect(String(refused.message)).toMatch(/only signer \(depositFeePayer must differ from the user\)/)
  }, 60_000)
})
