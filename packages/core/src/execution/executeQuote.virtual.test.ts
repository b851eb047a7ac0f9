// The same flows on the simulator's virtual chains, in this process, with no anvil: the chains' JSON-RPC route
// takes the wallet's transactions (wagmi's mock connector) and feeds them to the same deposit ingestion.

import { readUsdcBalance, setupExecution, testAddresses } from '@crosspay/test'
import { getBalance, getTransactionCount, sendTransaction } from '@wagmi/core'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { getQuote } from '../api/getQuote'

const { serviceClient, connectWallet, quoteBody } = setupExecution({ chains: 'virtual' })

// anvil accounts #1 and #2, funded on the virtual chains as on anvil.
const users = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const

async function wallet(account: `0x${string}`) {
  const test = await connectWallet(account)
  return { ...test, client: serviceClient() }
}
const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468' as const

describe('executeQuote on virtual chains (no anvil)', () => {
  test('default: a native bridge: one transaction, the recipient gets exactly the quoted output', async () => {
    const account = users[0]
    const w = await wallet(account)
    const parameters = quoteBody(account)
    const quote = await getQuote(w.client, parameters)
    const before = await getBalance(w.config, { address: account, chainId: 10 })
    const progress = await executeFast(w.config, {
      client: w.client,
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
    expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
    expect(await getTransactionCount(w.config, { address: account, chainId: 8453 })).toBe(1)
    const after = await getBalance(w.config, { address: account, chainId: 10 })
    expect(after.value - before.value).toBe(BigInt(quote.details!.currencyOut!.amount!))
  }, 60_000)

  test('behavior: a stablecoin bridge approves and deposits; balances move exactly on both chains', async () => {
    const account = users[1]
    const w = await wallet(account)
    const parameters = quoteBody(account, {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '25000000',
    })
    const quote = await getQuote(w.client, parameters)
    expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    const [origin, destination] = [
      await readUsdcBalance(w.config, { account, chainId: 8453 }),
      await readUsdcBalance(w.config, { account, chainId: 10 }),
    ]
    const progress = await executeFast(w.config, {
      client: w.client,
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
    expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(origin - (await readUsdcBalance(w.config, { account, chainId: 8453 }))).toBe(25_000_000n)
    expect((await readUsdcBalance(w.config, { account, chainId: 10 })) - destination).toBe(
      BigInt(quote.details!.currencyOut!.amount!),
    )
  }, 60_000)

  test('behavior: the USDT-like zero-reset flow: approve to zero, approve, deposit', async () => {
    const account = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // anvil account #3
    const w = await wallet(account)
    const usdt = '0x82Dc47734901ee7d4f4232f398752cB9Dd5dACcC' as const
    await sendTransaction(w.config, {
      chainId: 8453,
      to: usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [depository, 5n] }),
    })
    const parameters = quoteBody(account, {
      originCurrency: usdt,
      destinationCurrency: usdt,
      amount: '9000000',
    })
    const quote = await getQuote(w.client, parameters)
    expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'approve', 'deposit'])
    const progress = await executeFast(w.config, {
      client: w.client,
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
  }, 60_000)
})
