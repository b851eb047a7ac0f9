// The executor on real anvil chains through the simulator's RPC relay (`/__sim/rpc/<chainId>` in anvil mode), so
// the fault rules reach the chain reads: the deposit's receipt reads fail (more often than viem's own transport
// retries absorb), then recover. The run waits them out: one deposit, the true end, the quoted output received.

import type { FaultRule } from '@crosspay/simulator'
import { anvilAccount } from '@crosspay/simulator/node'
import { createTestWagmiConfig, setupExecution, testQuoteParameters } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { connect, getBalance, getTransactionCount, getTransactionReceipt } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { createClient } from '../api/createClient'
import { getQuote } from '../api/getQuote'
import { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { createExecutionStore } from './store/createExecutionStore'

const { server, connectWallet, serviceClient, quoteBody } = setupExecution()

/** The rules still in force (`GET /__sim/faults`): a rule hit its `times` is gone. */
const faultsLeft = async () =>
  ((await (await fetch(`${server.baseUrl}/__sim/faults`)).json()) as { faults: FaultRule[] }).faults

describe('executeQuote on anvil through the RPC relay', () => {
  test.each([
    ['503', { kind: 'status', status: 503 }, 1],
    ['connection reset', { kind: 'reset' }, 2],
  ] as const)(
    'behavior: the deposit receipt read failing (%s, 8 times) then recovering: one deposit, success',
    async (_name, fault, index) => {
      const account = anvilAccount(index).address
      // The wallet and the kit read both chains through the relay, not anvil directly.
      const relay = {
        8453: `${server.baseUrl}/__sim/rpc/8453`,
        10: `${server.baseUrl}/__sim/rpc/10`,
      }
      const w = await connectWallet(account, { rpcUrls: relay })
      const client = serviceClient()
      const parameters = quoteBody(account, { amount: '10000000000000000' })
      const quote = await getQuote(client, parameters)
      const nonce = await getTransactionCount(w.config, { address: account, chainId: 8453 })
      const origin = (await getBalance(w.config, { address: account, chainId: 8453 })).value
      const destination = (await getBalance(w.config, { address: account, chainId: 10 })).value
      // Eight failed receipt reads: viem's transport tries a read four times, so at least two reads fail outright.
      const rule: FaultRule = {
        ...fault,
        path: '/__sim/rpc/8453',
        rpcMethod: 'eth_getTransactionReceipt',
        times: 8,
      }
      server.sim.ctx.faults.set([rule])
      const progress = await executeFast(w.config, {
        client,
        quote,
        parameters,
        queryClient: new QueryClient(),
      })
      // The faults were hit, all of them: the receipt reads did fail before the run went on.
      expect(await faultsLeft()).toEqual([])
      expect(progress.status).toBe('success')
      expect(progress.funds).toBe('sent')
      expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
      expect(await getTransactionCount(w.config, { address: account, chainId: 8453 })).toBe(nonce + 1)
      const deposit = progress.steps.find((s) => s.id === 'deposit')!.items[0]!
      const receipt = await getTransactionReceipt(w.config, {
        chainId: 8453,
        hash: deposit.txHash as `0x${string}`,
      })
      const paid = origin - (await getBalance(w.config, { address: account, chainId: 8453 })).value
      expect(paid).toBe(BigInt(parameters.amount) + receipt.gasUsed * receipt.effectiveGasPrice)
      const received = (await getBalance(w.config, { address: account, chainId: 10 })).value - destination
      expect(received).toBe(BigInt(quote.details!.currencyOut!.amount))
    },
    60_000,
  )

  // An RPC that refuses the send (the relay's 403, or the node's own "insufficient funds" answer) was reported as
  // "sent-state-unknown: may already have been sent" although nothing left the wallet.
  test.each([
    ['the relay answers 403', 3],
    ['the node answers insufficient funds', 4],
  ] as const)(
    'behavior: a send the RPC refused before broadcast (%s) is send-refused, not-sent',
    async (name, index) => {
      const account = anvilAccount(index).address
      const relay = { 8453: `${server.baseUrl}/__sim/rpc/8453`, 10: `${server.baseUrl}/__sim/rpc/10` }
      const w = createTestWagmiConfig({ rpcUrls: relay, accounts: [account], chainId: 8453 })
      await connect(w.config, { connector: w.config.connectors[0]! })
      const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
      const parameters: QuoteParameters = {
        ...testQuoteParameters,
        user: account,
        amount: '10000000000000000',
      }
      const quote = await getQuote(client, parameters)
      if (name === 'the relay answers 403')
        server.sim.ctx.faults.set([
          { kind: 'status', status: 403, path: '/__sim/rpc/8453', rpcMethod: 'eth_sendTransaction' },
        ])
      else
        await fetch(server.rpcUrls[8453]!, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'anvil_setBalance',
            params: [account, '0x1'],
          }),
        })
      const nonce = await getTransactionCount(w.config, { address: account, chainId: 8453 })
      const before = (await getBalance(w.config, { address: account, chainId: 8453 })).value
      const store = createExecutionStore({ storage: null })
      const error = (await executeFast(w.config, {
        client,
        quote,
        parameters,
        store,
        queryClient: new QueryClient(),
      }).catch((e: unknown) => e)) as ExecutionError
      server.sim.ctx.faults.clear()
      expect(error).toBeInstanceOf(ExecutionError)
      expect(error).toMatchObject({ reason: 'send-refused', funds: 'not-sent' })
      expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
      // Nothing left: the nonce and the balance are as they were, and the deposit holds no claim.
      expect(await getTransactionCount(w.config, { address: account, chainId: 8453 })).toBe(nonce)
      expect((await getBalance(w.config, { address: account, chainId: 8453 })).value).toBe(before)
      const requestId = quote.steps.find((s) => s.requestId)?.requestId ?? ''
      expect(store.get(requestId)?.claim).toBeUndefined()
    },
    60_000,
  )
})
