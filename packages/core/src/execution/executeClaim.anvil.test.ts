// App fees earned by a real request on anvil, then claimed with the wallet's signature: the payout is a real
// transfer, and the recipient's on-chain balance grows by exactly the claimed amount.

import { anvilAccount } from '@crosspay/simulator/node'
import { setupExecution, testAddresses } from '@crosspay/test'
import { getBalance } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { createClient } from '../api/createClient'
import { getAppBalance } from '../api/getAppBalance'
import { getQuote } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import { executeClaim } from './executeClaim'

const { server, connectWallet, serviceClient, quoteBody } = setupExecution()

const integrator = anvilAccount(6).address // the app-fee recipient: it claims what it earned
const payee = '0x000000000000000000000000000000000000c1a1'
const wallet = (index: number) => connectWallet(anvilAccount(index).address)
const client = () => createClient({ baseUrl: server.baseUrl })

describe('executeClaim on anvil', () => {
  test('default: a 1% app fee earned on a real bridge is claimed in part, then in full, to another address', async () => {
    const user = await wallet(1)
    const parameters = quoteBody(user.account, {
      amount: '100000000000000000', // 0.1 ETH
      appFees: [{ recipient: integrator, fee: '100' }],
    })
    const quote = await getQuote(serviceClient(), parameters)
    const progress = await executeFast(user.config, {
      client: client(),
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
    const earned = await getAppBalance(client(), { wallet: integrator })
    expect(earned.balances).toEqual([expect.objectContaining({ amount: '1000000000000000' })]) // 0.001 ETH

    const app = await wallet(6)
    const before = await getBalance(app.config, { address: payee, chainId: 8453 })
    const part = await executeClaim(app.config, {
      client: client(),
      wallet: integrator,
      chainId: 8453,
      currency: testAddresses.native,
      recipient: payee,
      amount: '400000000000000',
    })
    expect(part.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await getBalance(app.config, { address: payee, chainId: 8453 })).value - before.value).toBe(
      400_000_000_000_000n,
    )
    const rest = await executeClaim(app.config, {
      client: client(),
      wallet: integrator,
      chainId: 8453,
      currency: testAddresses.native,
      recipient: payee,
    })
    expect(rest.txHash).not.toBe(part.txHash)
    expect((await getBalance(app.config, { address: payee, chainId: 8453 })).value - before.value).toBe(
      1_000_000_000_000_000n,
    )
    expect((await getAppBalance(client(), { wallet: integrator })).totalBalanceUsd).toBe(0)
    expect(app.prompts.map((p) => p.method)).toEqual(['personal_sign', 'personal_sign'])
  }, 60_000)

  test('behavior: a wallet connected with another account is refused before it is asked to sign', async () => {
    const other = await wallet(2)
    const error = (await executeClaim(other.config, {
      client: client(),
      wallet: anvilAccount(7).address, // demo-key's wallet: it has a balance to claim
      chainId: 8453,
      currency: testAddresses.usdc,
    }).catch((e) => e)) as ExecutionError
    expect(error).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', check: 'account' })
    expect(other.prompts).toEqual([])
  }, 60_000)

  test('security: a claim whose confirmation goes elsewhere is refused before the wallet signs', async () => {
    const owner = await wallet(7) // demo-key's wallet: it has a balance to claim
    for (const endpoint of [
      'https://attacker.test/confirm',
      `/app-fees/${payee}/claim/confirm`,
      `/app-fees/${owner.account}/claim/confirm/../../../${payee}/claim/confirm`,
    ]) {
      const forged = rewriteJsonFetch(globalThis.fetch, (body) => {
        const item = (body as { steps?: { items: { data: { post: { endpoint: string } } }[] }[] }).steps?.[0]
          ?.items[0]
        if (item) item.data.post.endpoint = endpoint
        return body
      })
      const error = (await executeClaim(owner.config, {
        client: createClient({ baseUrl: server.baseUrl, fetch: forged.fetch }),
        wallet: owner.account,
        chainId: 8453,
        currency: testAddresses.usdc,
      }).catch((e) => e)) as ExecutionError
      expect(error).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', check: 'endpoint' })
    }
    expect(owner.prompts).toEqual([])
  }, 60_000)
})
