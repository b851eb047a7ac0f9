import { decodeEventLog, erc20Abi, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import { anvilAccount } from '../node/anvilAccount'
import { setupTestChains } from '../node/testing/setupTestChains'
import type { DepositAuthorization } from './buildDepositAuthorization'
import { postTestQuote } from './testing/postTestQuote'

const anvil = setupTestChains()

type Item = { data: Record<string, string | number> }

/** Sends a quoted transaction item exactly as quoted (to, data, value, gas, fee caps) and waits for it. */
async function sendAsQuoted(index: number, item: Item) {
  const account = anvilAccount(index)
  const d = item.data
  expect(d.from).toBe(account.address)
  const hash = await anvil.wallet(index, 8453).sendTransaction({
    to: d.to as Hex,
    data: d.data as Hex,
    value: BigInt(d.value!),
    gas: BigInt(d.gas!),
    maxFeePerGas: BigInt(d.maxFeePerGas!),
    maxPriorityFeePerGas: BigInt(d.maxPriorityFeePerGas!),
  })
  return anvil.mined(8453, hash)
}

const depositEvent = (receipt: Awaited<ReturnType<typeof sendAsQuoted>>) =>
  receipt.logs
    .filter((l) => l.address.toLowerCase() === addresses.depository.toLowerCase())
    .map((l) => decodeEventLog({ abi: depositoryAbi, data: l.data, topics: l.topics }))
    .find((e) => e.eventName === 'Deposit')

describe('createQuote (anvil)', () => {
  test('default', async () => {
    const user = anvilAccount(1).address
    const { status, body } = await postTestQuote(anvil.sim, { user })
    expect(status).toBe(200)
    const item = body.steps[0].items[0]
    const block = await anvil.client(8453).getBlock()
    expect(BigInt(item.data.maxFeePerGas)).toBeGreaterThanOrEqual(block.baseFeePerGas!)
    const receipt = await sendAsQuoted(1, item)
    expect(receipt.status).toBe('success')
    expect(depositEvent(receipt)?.args).toMatchObject({
      requestId: body.steps[0].requestId,
      amount: 10n ** 16n,
    })
  })

  test('behavior: stablecoin approve then deposit, both sent exactly as quoted, succeed', async () => {
    const user = anvilAccount(2).address
    const { body } = await postTestQuote(anvil.sim, {
      user,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '30000000',
    })
    const approve = await sendAsQuoted(2, body.steps[0].items[0])
    expect(approve.status).toBe('success')
    const deposit = await sendAsQuoted(2, body.steps[1].items[0])
    expect(deposit.status).toBe('success')
    expect(depositEvent(deposit)?.args).toMatchObject({
      requestId: body.steps[1].requestId,
      amount: 30_000_000n,
    })
  })

  test('behavior: permit — approval as quoted, signature accepted, the solver pulls the deposit', async () => {
    const account = anvilAccount(3)
    const { body } = await postTestQuote(anvil.sim, {
      user: account.address,
      usePermit: true,
      originCurrency: addresses.stablecoin,
      amount: '20000000',
    })
    expect((await sendAsQuoted(3, body.steps[0].items[0])).status).toBe('success')
    const request = await signAndPost(3, body.steps[1].items[0])
    expect(request.statusHistory.map((h) => h.status)).toContain('depositing')
    expect(request.inTxs.length).toBe(1)
  })

  test('behavior: permit — the standing allowance decides the approve step: partial keeps it, covering leaves it out (rule 10)', async () => {
    const index = 4
    const approveOnChain = async (amount: bigint) => {
      const hash = await anvil.wallet(index, 8453).writeContract({
        address: addresses.stablecoin as Hex,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.depository as Hex, amount],
      })
      expect((await anvil.mined(8453, hash)).status).toBe('success')
    }
    const permitQuote = async () =>
      (
        await postTestQuote(anvil.sim, {
          user: anvilAccount(index).address,
          usePermit: true,
          originCurrency: addresses.stablecoin,
          amount: '20000000',
        })
      ).body
    await approveOnChain(5_000_000n) // less than the amount: the approval is still needed
    expect((await permitQuote()).steps.map((s: { id: string }) => s.id)).toEqual(['approve', 'authorize'])
    await approveOnChain(20_000_000n) // exactly the amount: the signature alone suffices
    const body = await permitQuote()
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(['authorize'])
    const request = await signAndPost(index, body.steps[0].items[0])
    expect(request.inTxs.length).toBe(1) // the solver's pull went through on chain
    expect(await anvil.usdc(8453, addresses.depository)).toBeGreaterThanOrEqual(20_000_000n)
  })
})

/** Signs a permit quote's authorization item as anvil account `index`, posts it, and returns the request. */
async function signAndPost(index: number, item: Item) {
  const { sign, post } = item.data as unknown as { sign: DepositAuthorization; post: { body: unknown } }
  const signature = await anvilAccount(index).signTypedData({
    domain: { ...sign.domain, verifyingContract: sign.domain.verifyingContract as Hex },
    types: sign.types,
    primaryType: sign.primaryType,
    message: sign.value,
  })
  const res = await anvil.sim.fetch(`http://sim/execute/permits?signature=${signature}`, {
    method: 'POST',
    body: JSON.stringify(post.body),
    headers: { 'content-type': 'application/json' },
  })
  expect(res.status).toBe(200)
  return anvil.sim.ctx.store.get((post.body as { requestId: string }).requestId)!
}
