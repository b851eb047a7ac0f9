import { getBase64EncodedWireTransaction } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { chainIds } from '../config/chainIds'
import { svmAccounts } from '../config/svmAccounts'
import { type SvmStepData, signSvmStep } from '../node/testing/signSvmStep'
import { postTestQuote } from '../quote/testing/postTestQuote'

const evmUser = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const [alice, , , , dave] = svmAccounts.accounts

/** One JSON-RPC call to the virtual Solana chain through the simulator's `/__sim/rpc/792703809`. */
const rpc = async (sim: ReturnType<typeof createSimulator>, method: string, params: unknown[] = []) => {
  const res = await sim.fetch(`http://sim/__sim/rpc/${chainIds.solana}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  // The answers are read field by field below: a loose JSON type keeps the test short.
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC results of several shapes
  return (await res.json()) as { result?: any; error?: { code: number; message: string } }
}
const usdcOf = async (sim: ReturnType<typeof createSimulator>, owner: string) => {
  const { result } = await rpc(sim, 'getTokenAccountsByOwner', [
    owner,
    { mint: addresses.svmUsdc },
    { encoding: 'jsonParsed' },
  ])
  return result.value.length === 0
    ? null
    : BigInt(result.value[0].account.data.parsed.info.tokenAmount.amount)
}

/** The keyless quote of `amount` of `originCurrency` from Alice's Solana account to {@link evmUser} on Base. */
const quoteFromAlice = async (
  sim: ReturnType<typeof createSimulator>,
  originCurrency: string,
  amount: string,
) => {
  const { body } = await postTestQuote(
    sim,
    { user: alice!.address, recipient: evmUser, originChainId: chainIds.solana, originCurrency, amount },
    { key: null },
  )
  return body
}

describe('the virtual Solana chain', () => {
  test('behavior: a quoted USDC deposit signed with @solana/kit and sent to the virtual RPC is indexed and filled', async () => {
    const sim = createSimulator()
    const body = await quoteFromAlice(sim, addresses.svmUsdc, '7000000')
    const { result: tables } = await rpc(sim, 'getMultipleAccounts', [
      [addresses.svmLookupTable],
      { encoding: 'jsonParsed' },
    ])
    const { result: latest } = await rpc(sim, 'getLatestBlockhash')
    const signed = await signSvmStep({
      data: body.steps[0].items[0].data as SvmStepData,
      seeds: [alice!.seed],
      blockhash: {
        blockhash: latest.value.blockhash,
        lastValidBlockHeight: BigInt(latest.value.lastValidBlockHeight),
      },
      tables: { [addresses.svmLookupTable]: tables.value[0].data.parsed.info.addresses } as never,
    })
    const before = await usdcOf(sim, alice!.address)
    const sent = await rpc(sim, 'sendTransaction', [
      getBase64EncodedWireTransaction(signed),
      { encoding: 'base64' },
    ])
    expect(sent.error?.message).toBeUndefined()
    const { result: statuses } = await rpc(sim, 'getSignatureStatuses', [[sent.result]])
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    // sent twice: refused, nothing moves again
    expect(
      (await rpc(sim, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]))
        .error,
    ).toBeDefined()
    expect(await usdcOf(sim, alice!.address)).toBe(before! - 7_000_000n)
    await sim.ctx.clock.advance(10_000)
    const status = await (
      await sim.fetch(`http://sim/intents/status/v3?requestId=${body.steps[0].requestId}`)
    ).json()
    expect(status).toMatchObject({ status: 'success', inTxHashes: [sent.result] })
  })

  test('behavior: a Base → Solana fill credits the recipient on the virtual chain, its token account created', async () => {
    const sim = createSimulator()
    expect(await usdcOf(sim, dave!.address)).toBeNull()
    const { body } = await postTestQuote(
      sim,
      {
        destinationChainId: chainIds.solana,
        originCurrency: addresses.stablecoin,
        destinationCurrency: addresses.svmUsdc,
        amount: '9000000',
        recipient: dave!.address,
      },
      { key: null },
    )
    await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      body: JSON.stringify({ requestId: body.steps.at(-1).requestId }),
    })
    await sim.ctx.clock.advance(10_000)
    expect(await usdcOf(sim, dave!.address)).toBe(BigInt(body.details.currencyOut.amount))
  })

  test('parameters: a transaction signed by someone else than its signers is refused', async () => {
    const sim = createSimulator()
    const body = await quoteFromAlice(sim, addresses.svmNative, '1000000000')
    const { result: latest } = await rpc(sim, 'getLatestBlockhash')
    const signed = await signSvmStep({
      data: body.steps[0].items[0].data as SvmStepData,
      seeds: [alice!.seed],
      blockhash: { blockhash: latest.value.blockhash, lastValidBlockHeight: 0n },
      tables: {},
    })
    // alice's signature replaced by dave's over the same message: refused before anything runs
    const forged = await signSvmStep({
      data: body.steps[0].items[0].data as SvmStepData,
      seeds: [dave!.seed],
      blockhash: { blockhash: latest.value.blockhash, lastValidBlockHeight: 0n },
      tables: {},
    }).catch(() => null)
    expect(forged).toBeNull() // kit itself refuses to sign for a missing signer
    const wrong = { ...signed, signatures: { [alice!.address]: new Uint8Array(64).fill(1) } }
    const sent = await rpc(sim, 'sendTransaction', [getBase64EncodedWireTransaction(wrong as never)])
    expect(sent.error).toMatchObject({ code: -32002, message: expect.stringContaining('signature') })
    expect((await rpc(sim, 'getBalance', [alice!.address])).result.value).toBe(100_000_000_000)
    // unreadable parameters are JSON-RPC errors, never a crash
    expect((await rpc(sim, 'getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])).error?.code).toBe(
      -32602,
    )
    expect((await rpc(sim, 'sendTransaction', ['bm90IGEgdHJhbnNhY3Rpb24='])).error).toBeDefined()
  })
})
