import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from '../app/createSimulator'
import { virtualEvmState } from '../chains/virtualEvmState'
import { addresses } from '../config/addresses'
import { anvilAccounts } from '../config/anvilAccounts'
import { svmAccounts } from '../config/svmAccounts'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { creditAppFees } from '../lifecycle/creditAppFees'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import { postTestQuote } from '../quote/testing/postTestQuote'
import { findTokenAccount } from '../svm/findTokenAccount'
import { virtualSvmLedger } from '../svm/virtualSvmLedger'

const recipient = privateKeyToAccount(anvilAccounts[6]!.privateKey) // addresses.appFeeRecipient
const sponsor = privateKeyToAccount(anvilAccounts[7]!.privateKey) // demo-key's wallet
const stranger = privateKeyToAccount(anvilAccounts[2]!.privateKey)
const usdc = addresses.stablecoin

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
type Json = Record<string, any>
const post = async (sim: Simulator, path: string, body: unknown) => {
  const res = await sim.fetch(`http://sim.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}
const balances = async (sim: Simulator, wallet: string) =>
  (await (await sim.fetch(`http://sim.test/app-fees/${wallet}/balances`)).json()) as Json

/** A 100 USDC bridge with a 1% app fee to the recipient, run to its end (`outcome` forced when given). */
async function earn(
  sim: Simulator,
  outcome?: { status: 'refund' | 'failure'; failReason: string; refundFailReason?: string },
) {
  const quote = await postTestQuote(sim, {
    originCurrency: usdc,
    destinationCurrency: usdc,
    amount: '100000000',
    appFees: [{ recipient: recipient.address, fee: '100' }],
  })
  expect(quote.status).toBe(200)
  const id = quote.body.steps[0].requestId as string
  if (outcome) await post(sim, '/__sim/outcome', { requestId: id, ...outcome })
  await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(id)!))
  await sim.ctx.clock.advance(20_000)
  return sim.ctx.store.get(id)!
}
/** Asks for a claim and signs its message with `signer`; returns the confirm call to make. */
async function claim(sim: Simulator, wallet: string, body: Json, signer = recipient) {
  const offer = await post(sim, `/app-fees/${wallet}/claim`, body)
  if (offer.status !== 200) return { offer }
  const item = offer.body.steps[0].items[0].data
  const signature = await signer.signMessage({ message: item.sign.message })
  const confirm = () => post(sim, `${item.post.endpoint}?signature=${signature}`, item.post.body)
  return { offer, item, confirm }
}
/** The sponsor (demo-key's wallet, which holds the opening balance) claims `amount` of USDC on 8453. */
const sponsorClaim = (sim: Simulator, amount: string) =>
  claim(sim, sponsor.address, { chainId: 8453, currency: usdc, amount }, sponsor)

describe('app fees earned and claimed', () => {
  test('default: a success credits the recipient its fee; a refund or a failure credits nothing', async () => {
    const sim = createSimulator()
    const done = await earn(sim)
    expect(done.status).toBe('success')
    expect(done.appFees[0]).toMatchObject({ recipient: recipient.address, amount: '1000000' })
    const earned = await balances(sim, recipient.address)
    expect(earned.balances).toEqual([
      expect.objectContaining({
        amount: '1000000',
        currency: expect.objectContaining({ symbol: 'USDC', chainId: 8453 }),
      }),
    ])
    expect(earned.totalBalanceUsd).toBe(1)
    expect((await earn(sim, { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' })).status).toBe(
      'refund',
    )
    expect(
      (
        await earn(sim, {
          status: 'failure',
          failReason: 'SOLVER_BALANCE_TOO_LOW',
          refundFailReason: 'MANUAL_REFUND_REQUIRED',
        })
      ).status,
    ).toBe('failure')
    expect((await balances(sim, recipient.address)).totalBalanceUsd).toBe(1) // unchanged
    await sim.close()
  })

  test('behavior: claim all: the message names wallet, amount, currency, chain, recipient and nonce; the payout lands', async () => {
    const sim = createSimulator()
    await earn(sim)
    const to = '0x000000000000000000000000000000000000bEEF'
    const { offer, item, confirm } = await claim(sim, recipient.address, {
      chainId: 8453,
      currency: usdc,
      recipient: to,
    })
    expect(offer.body.steps[0]).toMatchObject({ id: 'authorize', kind: 'signature' })
    expect(item.sign.message).toMatch(
      new RegExp(
        `Wallet: ${recipient.address}[\\s\\S]*Amount: 1000000 \\(1 USDC\\)[\\s\\S]*Chain: 8453[\\s\\S]*Recipient: 0x000000000000000000000000000000000000bEEF[\\s\\S]*Nonce: 0x`,
      ),
    )
    const result = await confirm!()
    expect(result.status).toBe(200)
    expect(result.body.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await balances(sim, recipient.address)).totalBalanceUsd).toBe(0)
    expect(virtualEvmState(sim.ctx).tokenOf(8453, usdc, to)).toBe(1_000_000n) // paid out on the virtual chain
    await sim.close()
  })

  test('behavior: claim part; a replayed confirm is 409 with no second payout; concurrent confirms pay once', async () => {
    const sim = createSimulator()
    await earn(sim)
    const to = '0x000000000000000000000000000000000000cafE'
    const part = await claim(sim, recipient.address, {
      chainId: 8453,
      currency: usdc,
      amount: '400000',
      recipient: to,
    })
    const [a, b] = await Promise.all([part.confirm!(), part.confirm!()])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((await part.confirm!()).status).toBe(409)
    expect(virtualEvmState(sim.ctx).tokenOf(8453, usdc, to)).toBe(400_000n)
    expect((await balances(sim, recipient.address)).balances[0].amount).toBe('600000')
    await sim.close()
  })

  test('behavior: fees earned in Solana USDC are claimed on Solana to a base58 recipient (required), paid on the Solana chain', async () => {
    const sim = createSimulator()
    const alice = svmAccounts.accounts[0]!.address
    const payee = svmAccounts.accounts[4]!.address
    const quote = await postTestQuote(sim, {
      user: alice,
      recipient: sponsor.address,
      originChainId: 792703809,
      originCurrency: addresses.svmUsdc,
      amount: '100000000',
      appFees: [
        { recipient: recipient.address, fee: '100' },
        { recipient: svmAccounts.accounts[3]!.address, fee: '50' },
      ],
    })
    const id = quote.body.steps[0].requestId as string
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(id)!))
    await sim.ctx.clock.advance(20_000)
    expect(sim.ctx.store.get(id)!.status).toBe('success')
    // A Solana app-fee recipient's earnings are listed under its base58 address, exactly as spelled.
    const svmEarner = await balances(sim, svmAccounts.accounts[3]!.address)
    expect(svmEarner.balances).toMatchObject([{ amount: '500000', currency: { chainId: 792703809 } }])
    const body = { chainId: 792703809, currency: addresses.svmUsdc }
    expect((await claim(sim, recipient.address, body)).offer).toMatchObject({ status: 400 })
    expect(
      (await claim(sim, recipient.address, { ...body, recipient: recipient.address })).offer.status,
    ).toBe(400)
    const { item, confirm } = await claim(sim, recipient.address, { ...body, recipient: payee })
    expect(item.sign.message).toContain(payee)
    expect((await confirm!()).status).toBe(200)
    const account = (await virtualSvmLedger(sim.ctx)).account(
      await findTokenAccount(payee, addresses.svmUsdc),
    )
    const paid = new DataView(account!.data.buffer, account!.data.byteOffset).getBigUint64(64, true)
    expect(paid).toBe(1_000_000n) // 1% of 100 USDC
  })

  test('behavior: a signature by another wallet is 401; above what is held, a currency held none of, or a bad body is 400', async () => {
    const sim = createSimulator()
    await earn(sim)
    const forged = await claim(sim, recipient.address, { chainId: 8453, currency: usdc }, stranger)
    expect((await forged.confirm!()).status).toBe(401)
    expect((await balances(sim, recipient.address)).totalBalanceUsd).toBe(1)
    expect(
      (await claim(sim, recipient.address, { chainId: 8453, currency: usdc, amount: '1000001' })).offer
        .status,
    ).toBe(400)
    expect(
      (await claim(sim, recipient.address, { chainId: 8453, currency: addresses.dai })).offer.status,
    ).toBe(400)
    expect((await claim(sim, recipient.address, { chainId: '8453', currency: usdc })).offer.status).toBe(400)
    expect(
      (await post(sim, `/app-fees/${recipient.address}/claim/confirm?signature=0x00`, { nonce: '0x01' }))
        .status,
    ).toBe(400)
    await sim.close()
  })

  test('behavior: fast-fill holds reduce what can be claimed: above the available balance is refused', async () => {
    const sim = createSimulator()
    sim.ctx.ledger.placeHold(sponsor.address, `0x${'ab'.repeat(32)}`, 995_000_000n) // of the 1,000 USD opening balance
    const over = await sponsorClaim(sim, '10000000')
    expect(over.offer.status).toBe(400)
    expect(over.offer.body.errorCode).toBe('INSUFFICIENT_AVAILABLE_BALANCE')
    const within = await sponsorClaim(sim, '5000000')
    expect((await within.confirm!()).status).toBe(200)
    await sim.close()
  })

  test('behavior: a request pays its app fees once: crediting it again adds nothing', async () => {
    const sim = createSimulator()
    const done = await earn(sim)
    creditAppFees(sim.ctx, done.id)
    creditAppFees(sim.ctx, done.id.toUpperCase().replace('0X', '0x'))
    expect((await balances(sim, recipient.address)).balances[0].amount).toBe('1000000')
    expect(sim.ctx.ledger.entries(recipient.address).filter((e) => e.kind === 'earning')).toHaveLength(1)
    await sim.close()
  })

  test('behavior: an offer expires after 10 minutes on the clock (400 EXPIRED); a hold placed after the offer refuses its confirm', async () => {
    const sim = createSimulator()
    await earn(sim)
    const late = await claim(sim, recipient.address, { chainId: 8453, currency: usdc })
    await sim.ctx.clock.advance(10 * 60_000 + 1)
    const expired = await late.confirm!()
    expect(expired).toMatchObject({ status: 400, body: { errorCode: 'EXPIRED' } })
    const heldAfter = await sponsorClaim(sim, '10000000')
    expect(heldAfter.offer.status).toBe(200)
    sim.ctx.ledger.placeHold(sponsor.address, `0x${'cd'.repeat(32)}`, 995_000_000n)
    const refused = await heldAfter.confirm!()
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'INSUFFICIENT_AVAILABLE_BALANCE' } })
    expect((await balances(sim, sponsor.address)).totalBalanceUsd).toBe(1000) // nothing debited
    // The recipient's balance is whole after the expired offer; a fresh one pays out.
    const fresh = await claim(sim, recipient.address, { chainId: 8453, currency: usdc })
    expect((await fresh.confirm!()).status).toBe(200)
    expect((await balances(sim, recipient.address)).totalBalanceUsd).toBe(0)
    await sim.close()
  })

  test("behavior: seeded history earns too: demo-key's wallet and the separate recipient have earnings to show", async () => {
    const sim = createSimulator({ history: 300 })
    const earned = (wallet: string) =>
      sim.ctx.ledger.entries(wallet).filter((e) => e.kind === 'earning').length
    expect(earned(addresses.appFeeRecipient)).toBeGreaterThan(0)
    expect(earned(addresses.demoSponsor)).toBeGreaterThan(0)
    // Every seeded success with a fee in a currency the ledger values (Wrap / Unwrap records are charged in a
    // wrapped token it does not list), and each exactly once.
    const seededSuccesses = [...sim.ctx.store.values()].filter(
      (r) =>
        r.status === 'success' &&
        r.appFees.some((f) => BigInt(f.amount) > 0n) &&
        sim.ctx.currency(r.currencyIn.chainId, r.currencyIn.address) !== undefined,
    )
    expect(earned(addresses.appFeeRecipient) + earned(addresses.demoSponsor)).toBe(seededSuccesses.length)
    await sim.close()
  })
})
