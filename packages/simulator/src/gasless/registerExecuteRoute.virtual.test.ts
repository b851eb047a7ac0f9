import { createPublicClient, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { relayVirtualBatch } from '../chains/relayVirtualBatch'
import { virtualEvmTransport } from '../chains/testing/virtualEvmTransport'
import { virtualEvmState } from '../chains/virtualEvmState'
import { addresses } from '../config/addresses'
import type { GaslessCall } from '../model/GaslessCall'
import { forgeAuthorization } from './testing/forgeAuthorization'
import { quoteUsdcCalls } from './testing/quoteUsdcCalls'
import { signTestBatch } from './testing/signTestBatch'

// Virtual mode's POST /execute: the same body, allow-list and answers as on anvil, the relayer's type-4 transaction run
// on the virtual chain's ledger as Calibur would, the request tracked through the same lifecycle. One simulator.
const sim = createSimulator()
afterAll(() => sim.close())
const state = virtualEvmState(sim.ctx)
const usdc = addresses.stablecoin as Hex

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
type Json = Record<string, any>
const client = createPublicClient({
  chain: {
    id: 8453,
    name: 'virtual',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://sim.test/__sim/rpc/8453'] } },
  },
  transport: virtualEvmTransport(sim),
}) as PublicClient
const execute = async (body: unknown, key: string | null = 'demo-key') => {
  const res = await postToSim(sim, '/execute', body, key)
  return { status: res.status, body: (await res.json()) as Json }
}

/** A fresh account holding `amount` USDC on the virtual 8453 and no ETH. */
const fundedAccount = (amount: bigint) => {
  const account = privateKeyToAccount(generatePrivateKey())
  state.credit(8453, usdc, account.address, amount)
  return account
}
const quoteCalls = (user: Hex, amount: bigint) => quoteUsdcCalls(sim, user, amount)
const settle = async (id: string) => {
  for (let i = 0; i < 20 && sim.ctx.store.get(id)!.status !== 'success'; i++)
    await sim.ctx.clock.advance(5000)
  return sim.ctx.store.get(id)!
}

describe('POST /execute (virtual chains)', () => {
  test('default: an account with 0 ETH bridges USDC in one relayed type-4 transaction; the app balance pays the gas; a replay reverts', async () => {
    const amount = 25_000_000n
    const account = fundedAccount(amount)
    const { requestId, calls } = await quoteCalls(account.address, amount)
    const appBefore = sim.ctx.ledger.totalUsd6(addresses.demoSponsor)
    const relayerBefore = state.nativeOf(8453, addresses.relayer)
    const depositoryBefore = state.tokenOf(8453, usdc, addresses.depository)
    const receivedBefore = state.tokenOf(10, usdc, account.address)
    const body = await signTestBatch({
      account,
      client,
      chainId: 8453,
      calls,
      requestId,
      authorize: true,
      subsidizeFees: true,
    })

    expect(await execute(body)).toEqual({
      status: 200,
      body: { message: 'Transaction submitted', requestId },
    })
    expect(sim.ctx.store.get(requestId)!.features).toContain('gasless_execution')
    const request = await settle(requestId)
    expect(request.status).toBe('success')
    const txHash = request.gasless!.txHash as Hex
    expect(request.inTxs[0]).toMatchObject({ txHash, chainId: 8453 })
    // The chain shows a type-4 transaction from the relayer to the account, carrying exactly the signed batch.
    const [tx, receipt] = await Promise.all([
      client.getTransaction({ hash: txHash }),
      client.getTransactionReceipt({ hash: txHash }),
    ])
    expect([tx.type, tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.input]).toEqual([
      'eip7702',
      addresses.relayer.toLowerCase(),
      account.address.toLowerCase(),
      (body.data as Json).data,
    ])
    // The account paid no ETH and holds no USDC; the depository gained exactly the deposit; the fill paid the user.
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(state.tokenOf(8453, usdc, account.address)).toBe(0n)
    expect(state.tokenOf(8453, usdc, addresses.depository) - depositoryBefore).toBe(amount)
    expect(state.tokenOf(10, usdc, account.address) - receivedBefore).toBe(
      BigInt(request.actualAmountOut ?? request.amountOut),
    )
    // The relayer paid exactly the gas; the app balance paid that gas plus the overhead.
    expect(relayerBefore - state.nativeOf(8453, addresses.relayer)).toBe(
      receipt.gasUsed * receipt.effectiveGasPrice,
    )
    const charged = BigInt(request.gasless!.sponsoredUsd6!)
    expect(charged).toBeGreaterThan(0n)
    expect(appBefore - sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(charged)
    // Delegated to Calibur; its authorization moved the account's nonce; Calibur's nonce is spent.
    expect(await client.getCode({ address: account.address })).toBe(
      `0xef0100${addresses.calibur.slice(2).toLowerCase()}`,
    )
    expect(await client.getTransactionCount({ address: account.address })).toBe(1)

    // Posted again (a client resuming after a reload): answered, nothing relayed twice.
    const relayerNonce = state.nonceOf(8453, addresses.relayer)
    expect((await execute(body)).body).toEqual({ message: 'Transaction already submitted', requestId })
    expect(state.nonceOf(8453, addresses.relayer)).toBe(relayerNonce)
    // Relayed again by anyone: Calibur's nonce is spent, the transaction reverts, nothing moves.
    const depositoryAfter = state.tokenOf(8453, usdc, addresses.depository)
    const replay = await relayVirtualBatch(sim.ctx, body.data as GaslessCall)
    expect([replay.tx.success, replay.revert?.label]).toEqual([false, 'InvalidNonce'])
    expect(state.tokenOf(8453, usdc, addresses.depository)).toBe(depositoryAfter)
  })

  test('behavior: an account already delegated sends no authorization; without subsidizeFees the app balance is untouched', async () => {
    const amount = 5_000_000n
    const account = fundedAccount(2n * amount)
    const first = await quoteCalls(account.address, amount)
    const firstBody = await signTestBatch({
      account,
      client,
      chainId: 8453,
      calls: first.calls,
      authorize: true,
    })
    expect((await execute(firstBody)).status).toBe(200)
    const second = await quoteCalls(account.address, amount)
    const appBefore = sim.ctx.ledger.totalUsd6(addresses.demoSponsor)
    const body = await signTestBatch({ account, client, chainId: 8453, calls: second.calls })
    expect((body.data as Json).authorizationList).toBeUndefined()
    expect(await execute(body)).toEqual({
      status: 200,
      body: { message: 'Transaction submitted', requestId: second.requestId },
    })
    expect((await settle(second.requestId)).status).toBe('success')
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(appBefore)
    expect(state.tokenOf(8453, usdc, account.address)).toBe(0n)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
  })

  test('behavior: refused before anything is relayed, with the anvil answers: no key, malformed bodies, the allow-list, a batch that would revert', async () => {
    const amount = 1_000_000n
    const account = fundedAccount(amount)
    const { requestId, calls } = await quoteCalls(account.address, amount)
    const sign = (extra: Partial<Parameters<typeof signTestBatch>[0]> = {}) =>
      signTestBatch({ account, client, chainId: 8453, calls, requestId, authorize: true, ...extra })
    const good = await sign()
    const relayerNonce = state.nonceOf(8453, addresses.relayer)

    expect((await execute(good, null)).body.errorCode).toBe('UNAUTHORIZED')
    const { to: _to, ...noTo } = good.data as Json
    expect(await execute({ ...good, data: noTo })).toMatchObject({
      status: 400,
      body: { message: 'to is required', error: 'to is required', errorCode: 'INVALID_INPUT' },
    })
    expect(
      (await execute({ ...good, data: { ...(good.data as Json), authorizationList: [] } })).body,
    ).toMatchObject({ message: 'authorizationList cannot be empty', errorCode: 'INVALID_INPUT' })
    // 42161 is disabled; 792703809 is not an EVM chain.
    for (const chainId of [42161, 792703809])
      expect((await execute({ ...good, data: { ...(good.data as Json), chainId } })).body.errorCode).toBe(
        'UNSUPPORTED_CHAIN',
      )

    const label = async (body: unknown) => {
      const res = await execute(body)
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'DELEGATION_REDEEM_FAILED', errorCode: 'DELEGATION_REDEEM_FAILED', requestId },
      })
      return res.body.details.revert.label as string
    }
    const drainer = '0x000000000000000000000000000000000000dEaD'
    const erc20 = (functionName: 'transfer' | 'approve') => ({
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName, args: [drainer, 1n] }),
    })
    expect(await label(await sign({ delegate: drainer }))).toBe('DELEGATE_NOT_ALLOWED')
    expect(await label(await sign({ authorizationChainId: 0 }))).toBe('AUTHORIZATION_CHAIN')
    expect(await label(await sign({ authorizationChainId: 10 }))).toBe('AUTHORIZATION_CHAIN')
    expect(await label(await sign({ calls: [...calls, erc20('transfer')] }))).toBe('CALL_NOT_ALLOWED')
    expect(await label(await sign({ calls: [erc20('approve'), ...calls] }))).toBe('APPROVAL_SPENDER')
    expect(await label(await sign({ authorize: false }))).toBe('NOT_DELEGATED')
    const forged = await forgeAuthorization(good, { client, chainId: 8453, calls, requestId })
    expect(await label(forged)).toBe('AUTHORIZATION_SIGNER')
    // Past the allow-list, the relayer's dry run reverts with Calibur's error: an expired batch, a batch signed by
    // another key for this account, a call that fails (more USDC than the account holds).
    expect(await label(await sign({ deadline: 1n }))).toBe('SignatureExpired')
    const otherKey = await signTestBatch({
      account: privateKeyToAccount(generatePrivateKey()),
      client,
      chainId: 8453,
      calls,
      requestId,
    })
    const { data: otherData } = otherKey.data as Json
    expect(await label({ ...good, data: { ...(good.data as Json), data: otherData } })).toBe(
      'InvalidSignature',
    )
    const tooMuch = await quoteCalls(account.address, 2n * amount)
    expect(
      (
        await execute(
          await signTestBatch({
            account,
            client,
            chainId: 8453,
            calls: tooMuch.calls,
            requestId: tooMuch.requestId,
            authorize: true,
          }),
        )
      ).body.details.revert.label,
    ).toBe('CallFailed')

    // Nothing relayed, nothing delegated, nothing moved; the request still waits.
    expect(state.nonceOf(8453, addresses.relayer)).toBe(relayerNonce)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(state.tokenOf(8453, usdc, account.address)).toBe(amount)
    expect(sim.ctx.store.get(requestId)!.status).toBe('waiting')
  })
})
