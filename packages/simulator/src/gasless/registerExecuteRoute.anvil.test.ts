import { encodeFunctionData, erc20Abi, type Hex, type PublicClient, parseEventLogs } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import { type ChainWatcher, createChainWatcher } from '../node/createChainWatcher'
import { setupTestChains } from '../node/testing/setupTestChains'
import { forgeAuthorization } from './testing/forgeAuthorization'
import { quoteUsdcCalls } from './testing/quoteUsdcCalls'
import { signTestBatch } from './testing/signTestBatch'

const anvil = setupTestChains()
let watcher: ChainWatcher
beforeAll(() => {
  watcher = createChainWatcher(anvil.sim.ctx, anvil.local.chains, { intervalMs: 50 })
})
afterAll(async () => {
  await watcher?.stop()
})

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
type Json = Record<string, any>
const base = () => anvil.client(8453) as PublicClient
const execute = async (body: unknown, key: string | null = 'demo-key') => {
  const res = await anvil.sim.fetch('http://sim/execute', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}

/** A fresh account holding `usdc` (from anvil #0) and no ETH at all. */
const fundedAccount = async (usdc: bigint) => {
  const account = privateKeyToAccount(generatePrivateKey())
  const hash = await anvil.wallet(0, 8453).writeContract({
    address: addresses.stablecoin,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account.address, usdc],
  })
  await anvil.mined(8453, hash)
  return account
}

/** Quotes a USDC bridge 8453 → 10 of `amount` for `user`; returns the request id and the quote's calls. */
const quoteCalls = (user: Hex, amount: bigint) => quoteUsdcCalls(anvil.sim, user, amount)

const settle = async (id: string) => {
  await watcher.sync()
  for (let i = 0; i < 20 && anvil.sim.ctx.store.get(id)!.status !== 'success'; i++)
    await anvil.sim.ctx.clock.advance(5000)
  return anvil.sim.ctx.store.get(id)!
}

describe('POST /execute (anvil)', () => {
  test('default: an account with 0 ETH bridges USDC in one relayed type-4 transaction; the app balance pays the gas', async () => {
    const amount = 25_000_000n
    const account = await fundedAccount(amount)
    const { requestId, calls } = await quoteCalls(account.address, amount)
    expect(calls.map((c) => c.to.toLowerCase())).toEqual(
      [addresses.stablecoin, addresses.depository].map((a) => a.toLowerCase()),
    )
    const sponsor = addresses.demoSponsor
    const appBefore = anvil.sim.ctx.ledger.totalUsd6(sponsor)
    const relayerBefore = await base().getBalance({ address: addresses.relayer })
    const depositoryBefore = await anvil.usdc(8453, addresses.depository)
    const receivedBefore = await anvil.usdc(10, account.address)

    const body = await signTestBatch({
      account,
      client: base(),
      chainId: 8453,
      calls,
      requestId,
      authorize: true,
      subsidizeFees: true,
    })
    const res = await execute(body)
    expect(res).toEqual({ status: 200, body: { message: 'Transaction submitted', requestId } })

    const request = await settle(requestId)
    expect(request.status).toBe('success')
    expect(request.features).toContain('gasless_execution')
    const txHash = request.gasless!.txHash as Hex
    const [tx, receipt] = await Promise.all([
      base().getTransaction({ hash: txHash }),
      anvil.mined(8453, txHash),
    ])
    expect(tx.type).toBe('eip7702')
    expect(tx.from.toLowerCase()).toBe(addresses.relayer.toLowerCase())
    expect(tx.to?.toLowerCase()).toBe(account.address.toLowerCase())
    // The account paid nothing in ETH; the depository gained exactly the deposit, from the account, for this request.
    expect(await base().getBalance({ address: account.address })).toBe(0n)
    expect(await anvil.usdc(8453, account.address)).toBe(0n)
    expect((await anvil.usdc(8453, addresses.depository)) - depositoryBefore).toBe(amount)
    const [deposit] = parseEventLogs({ abi: depositoryAbi, logs: receipt.logs, eventName: 'Deposit' })
    expect(deposit!.args).toMatchObject({ depositor: account.address, amount, requestId })
    expect(request.inTxs[0]).toMatchObject({ txHash, chainId: 8453 })
    // The relayer paid exactly the gas; the app balance paid that gas plus the overhead.
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(relayerBefore - (await base().getBalance({ address: addresses.relayer }))).toBe(gas)
    const charged = BigInt(request.gasless!.sponsoredUsd6!)
    expect(charged).toBeGreaterThan(0n)
    expect(appBefore - anvil.sim.ctx.ledger.totalUsd6(sponsor)).toBe(charged)
    // The account is delegated to Calibur; the fill paid the user on the destination.
    expect(await base().getCode({ address: account.address })).toBe(
      `0xef0100${addresses.calibur.slice(2).toLowerCase()}`,
    )
    expect((await anvil.usdc(10, account.address)) - receivedBefore).toBe(
      BigInt(request.actualAmountOut ?? request.amountOut),
    )

    // Posted again (a client resuming after a reload): answered, nothing relayed twice.
    const relayerNonce = await base().getTransactionCount({ address: addresses.relayer })
    expect((await execute(body)).body).toEqual({ message: 'Transaction already submitted', requestId })
    expect(await base().getTransactionCount({ address: addresses.relayer })).toBe(relayerNonce)
    // Replayed on chain by anyone: Calibur's nonce is spent, the batch reverts.
    await expect(
      base().call({
        account: anvil.wallet(1, 8453).account,
        to: account.address,
        data: (body.data as Json).data,
      }),
    ).rejects.toThrow(/InvalidNonce|revert/i)
    // And sent as a transaction: mined reverted, nothing moves.
    const depositoryAfter = await anvil.usdc(8453, addresses.depository)
    const replay = await anvil.wallet(1, 8453).sendTransaction({
      to: account.address,
      data: (body.data as Json).data,
      gas: 500_000n,
    })
    expect((await base().waitForTransactionReceipt({ hash: replay, pollingInterval: 50 })).status).toBe(
      'reverted',
    )
    expect(await anvil.usdc(8453, addresses.depository)).toBe(depositoryAfter)
  })

  test('behavior: an account already delegated sends no authorization; without subsidizeFees the app balance is untouched', async () => {
    const amount = 5_000_000n
    const account = await fundedAccount(2n * amount)
    const first = await quoteCalls(account.address, amount)
    expect(
      (
        await execute(
          await signTestBatch({
            account,
            client: base(),
            chainId: 8453,
            calls: first.calls,
            authorize: true,
          }),
        )
      ).status,
    ).toBe(200)
    const second = await quoteCalls(account.address, amount)
    const appBefore = anvil.sim.ctx.ledger.totalUsd6(addresses.demoSponsor)
    const body = await signTestBatch({ account, client: base(), chainId: 8453, calls: second.calls })
    expect((body.data as Json).authorizationList).toBeUndefined()
    expect(await execute(body)).toEqual({
      status: 200,
      body: { message: 'Transaction submitted', requestId: second.requestId },
    })
    expect((await settle(second.requestId)).status).toBe('success')
    expect(anvil.sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(appBefore)
    expect(await base().getBalance({ address: account.address })).toBe(0n)
  })

  test('behavior: refused before anything is relayed: no key, malformed bodies, the allow-list, a batch that would revert', async () => {
    const amount = 1_000_000n
    const account = await fundedAccount(amount)
    const { requestId, calls } = await quoteCalls(account.address, amount)
    const sign = (extra: Partial<Parameters<typeof signTestBatch>[0]> = {}) =>
      signTestBatch({ account, client: base(), chainId: 8453, calls, requestId, authorize: true, ...extra })
    const good = await sign()
    const relayerNonce = await base().getTransactionCount({ address: addresses.relayer })

    expect((await execute(good, null)).status).toBe(401)
    expect((await execute(good, null)).body.errorCode).toBe('UNAUTHORIZED')
    const { to: _to, ...noTo } = good.data as Json
    expect((await execute({ ...good, data: noTo })).body).toMatchObject({
      message: 'to is required',
      errorCode: 'INVALID_INPUT',
    })
    expect(
      (await execute({ ...good, data: { ...(good.data as Json), authorizationList: [] } })).body,
    ).toMatchObject({
      message: 'authorizationList cannot be empty',
    })
    expect((await execute({ ...good, data: { ...(good.data as Json), chainId: 42161 } })).status).toBe(400)

    const label = async (body: unknown) => {
      const res = await execute(body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        error: 'DELEGATION_REDEEM_FAILED',
        errorCode: 'DELEGATION_REDEEM_FAILED',
      })
      return res.body.details.revert.label as string
    }
    const drainer = '0x000000000000000000000000000000000000dEaD'
    expect(await label(await sign({ delegate: drainer }))).toBe('DELEGATE_NOT_ALLOWED')
    expect(await label(await sign({ authorizationChainId: 0 }))).toBe('AUTHORIZATION_CHAIN')
    expect(await label(await sign({ authorizationChainId: 10 }))).toBe('AUTHORIZATION_CHAIN')
    const erc20 = (functionName: 'transfer' | 'approve') => ({
      to: addresses.stablecoin as Hex,
      data: encodeFunctionData({ abi: erc20Abi, functionName, args: [drainer, 1n] }),
    })
    expect(await label(await sign({ calls: [...calls, erc20('transfer')] }))).toBe('CALL_NOT_ALLOWED')
    expect(await label(await sign({ calls: [erc20('approve'), ...calls] }))).toBe('APPROVAL_SPENDER')
    expect(await label(await sign({ authorize: false }))).toBe('NOT_DELEGATED')
    // Signed by someone else: the authorization's signer is not the account.
    const forged = await forgeAuthorization(good, { client: base(), chainId: 8453, calls, requestId })
    expect(await label(forged)).toBe('AUTHORIZATION_SIGNER')
    // An expired batch passes the allow-list but its eth_call reverts with Calibur's error.
    expect(await label(await sign({ deadline: 1n }))).toBe('SignatureExpired')

    expect(await base().getTransactionCount({ address: addresses.relayer })).toBe(relayerNonce)
    expect(await base().getCode({ address: account.address })).toBeUndefined()
    expect(anvil.sim.ctx.store.get(requestId)!.status).toBe('waiting')
  })
})
