import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import type { SimRequest } from '../model/types'
import { postTestQuote } from './testing/postTestQuote'
import { svmTestAddresses } from './testing/svmTestAddresses'

const usdc = addresses.stablecoin
const svmUsdc = addresses.svmUsdc
const svmSol = addresses.svmNative
const { user: svmUser, depositFeePayer: svmPayer } = svmTestAddresses
const evmUser = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Private key of anvil account #1 (not the app-fee recipient). */
const anvilKey1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const toSvmUsdc = {
  originCurrency: usdc,
  destinationChainId: 792703809,
  destinationCurrency: svmUsdc,
  amount: '50000000',
  recipient: svmUser,
}
const only = (sim: ReturnType<typeof createSimulator>): SimRequest => [...sim.ctx.store.values()].at(-1)!

describe('createQuote', () => {
  test('default', async () => {
    const sim = createSimulator()
    const created: SimRequest[] = []
    sim.ctx.events.on('request.created', (r) => created.push(r))
    const res = await postTestQuote(sim)
    expect(res.status).toBe(200)
    const id = res.body.steps[0].requestId as string
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const req = sim.ctx.store.get(id)!
    expect(created).toEqual([req])
    expect(req).toMatchObject({
      status: 'waiting',
      statusHistory: [{ status: 'waiting', at: sim.ctx.clock.now() }],
      requestType: 'Bridge',
      features: [],
      apiKey: 'demo-key',
      apiKeyName: 'Demo integrator',
      amountIn: '10000000000000000',
      amountOut: res.body.details.currencyOut.amount,
      outcome: { status: 'success' },
      deadline: sim.ctx.clock.now() + sim.ctx.options.timing.deadlineMs,
      sponsorship: null,
      depositAddress: null,
      solverAddress: sim.ctx.chain(10)!.solverAddresses[0],
      quote: res.body,
    })
    expect(Object.keys(res.body).sort()).toEqual(['breakdown', 'details', 'fees', 'steps'])
    const { fees, details } = res.body
    for (const k of ['gas', 'relayer', 'relayerGas', 'relayerService', 'app'])
      expect(fees[k]).toMatchObject({
        currency: { chainId: 8453 },
        amount: expect.any(String),
        amountUsd: expect.any(String),
      })
    expect(BigInt(fees.relayer.amount)).toBe(
      BigInt(fees.relayerGas.amount) + BigInt(fees.relayerService.amount),
    )
    // output = input − relay fees (same currency, same price)
    expect(BigInt(details.currencyOut.amount)).toBe(10n ** 16n - BigInt(fees.relayer.amount))
    expect(details).toMatchObject({
      operation: 'bridge',
      sender: evmUser,
      recipient: evmUser,
      rate: expect.any(String),
    })
    expect(fees.subsidized).toBeUndefined()
  })

  test('behavior: request ids are unique and deterministic from the seed', async () => {
    const a = createSimulator({ seed: 7 })
    const b = createSimulator({ seed: 7 })
    const ids = async (sim: ReturnType<typeof createSimulator>) => [
      (await postTestQuote(sim)).body.steps[0].requestId,
      (await postTestQuote(sim)).body.steps[0].requestId,
    ]
    const first = await ids(a)
    expect(first[0]).not.toBe(first[1])
    expect(await ids(b)).toEqual(first)
  })

  test('behavior: requestType and operation follow chains and currencies', async () => {
    const sim = createSimulator()
    await postTestQuote(sim, { destinationCurrency: usdc })
    expect(only(sim).requestType).toBe('Crosschain Swap')
    await postTestQuote(sim, { destinationChainId: 8453, destinationCurrency: usdc })
    expect(only(sim).requestType).toBe('Same-chain Swap')
    const send = await postTestQuote(sim, { destinationChainId: 8453 })
    expect(only(sim).requestType).toBe('Send')
    expect(send.body.details.operation).toBe('send')
  })

  test('behavior: a cross-currency swap converts at the price table minus the swap fee', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, { destinationCurrency: usdc, amount: '1000000000000000000' })
    // 1 ETH = 3000 USD; fees: 30 bps swap + 5 bps service + destination gas
    const out = BigInt(res.body.details.currencyOut.amount)
    expect(out).toBeLessThan((3000n * 10n ** 6n * 9965n) / 10000n)
    expect(out).toBeGreaterThan(2980n * 10n ** 6n)
    expect(res.body.details.swapImpact.usd).toBe('-9.000000')
    expect(only(sim).feeComponentsUsd.swap).toBe(9)
  })

  test('behavior: the lagging chain is quotable with a longer estimate and a warning', async () => {
    const sim = createSimulator()
    const normal = await postTestQuote(sim)
    const lagging = await postTestQuote(sim, { destinationChainId: 7777777 })
    expect(lagging.status).toBe(200)
    expect(lagging.body.details.timeEstimate).toBeGreaterThan(normal.body.details.timeEstimate)
    expect(lagging.body.details.warnings[0]).toContain('7777777')
  })

  test('behavior: app fees are charged in bps of the input and recorded', async () => {
    const sim = createSimulator()
    const plain = await postTestQuote(sim)
    const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const res = await postTestQuote(sim, {
      appFees: [
        { recipient, fee: '100' },
        { recipient: evmUser, fee: '50' },
      ],
    })
    expect(res.body.fees.app.amount).toBe(String((10n ** 16n * 150n) / 10000n))
    expect(BigInt(plain.body.details.currencyOut.amount) - BigInt(res.body.details.currencyOut.amount)).toBe(
      (10n ** 16n * 150n) / 10000n,
    )
    const req = only(sim)
    expect(req.features).toContain('app_fees')
    expect(req.appFees).toEqual([
      { recipient, bps: '100', amount: '100000000000000', amountFormatted: '0.0001', amountUsd: '0.300000' },
      {
        recipient: evmUser,
        bps: '50',
        amount: '50000000000000',
        amountFormatted: '0.00005',
        amountUsd: '0.150000',
      },
    ])
  })

  test('behavior: EXACT_OUTPUT and EXPECTED_OUTPUT quote the desired output and solve the input', async () => {
    const sim = createSimulator()
    for (const tradeType of ['EXACT_OUTPUT', 'EXPECTED_OUTPUT']) {
      const res = await postTestQuote(sim, { tradeType, destinationCurrency: usdc, amount: '25000000' })
      expect(res.status).toBe(200)
      expect(res.body.details.currencyOut.amount).toBe('25000000')
      const amountIn = BigInt(res.body.details.currencyIn.amount)
      // 25 USD of ETH at 3000 plus fees: a little more than 25/3000 ETH
      expect(amountIn).toBeGreaterThan((25n * 10n ** 18n) / 3000n)
      expect(amountIn).toBeLessThan((26n * 10n ** 18n) / 3000n)
      expect(res.body.steps[0].items[0].data.value).toBe(amountIn.toString())
      expect(only(sim).tradeType).toBe(tradeType)
    }
  })

  test('behavior: amounts whose priced input or output exceeds uint256 are a 400 naming amount, not a 500', async () => {
    const sim = createSimulator()
    const max = (2n ** 256n - 1n).toString()
    for (const overrides of [
      // EXACT_OUTPUT of (almost) every USDC: the solved input (output + fees) overflows the approve/deposit calldata
      { tradeType: 'EXACT_OUTPUT', amount: max, originCurrency: usdc, destinationCurrency: usdc },
      // same for the native currency: the deposit value would be unsendable
      { tradeType: 'EXACT_OUTPUT', amount: max },
      // EXACT_INPUT of cheap USDC units into 18-decimal ETH: the converted output overflows
      { amount: max, originCurrency: usdc },
    ]) {
      const res = await postTestQuote(sim, overrides, { key: null })
      expect(res.status, JSON.stringify(overrides)).toBe(400)
      expect(res.body.errorCode).toBe('INVALID_INPUT')
      expect(res.body.message).toContain('amount')
      expect(res.body.message).toContain('uint256')
    }
    expect(sim.ctx.store.size).toBe(0)
  })

  test('behavior: an absurd amount (10^26 wei of ETH) is refused with the capacity error, not quoted', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, { amount: (10n ** 26n).toString() }, { key: null })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('SOLVER_CAPACITY_EXCEEDED')
    expect(res.body.message).toMatch(/at most 1,000,000,000 USD/)
    expect(sim.ctx.store.size).toBe(0)
    // Below the capacity a quote is still given: 300,000 ETH at the table's 3,000 USD is 900 million USD.
    expect(
      (await postTestQuote(sim, { amount: (300_000n * 10n ** 18n).toString() }, { key: null })).status,
    ).toBe(200)
  })

  test('behavior: gas top-up adds to relayerGas and the gas_top_up feature', async () => {
    const sim = createSimulator()
    const plain = await postTestQuote(sim)
    const topped = await postTestQuote(sim, { topupGas: true, topupGasAmount: '3000000' })
    const diff = BigInt(topped.body.fees.relayerGas.amount) - BigInt(plain.body.fees.relayerGas.amount)
    expect(diff).toBe(10n ** 15n) // 3 USD of ETH at 3000
    expect(only(sim).features).toContain('gas_top_up')
  })

  test('behavior: rule 5 — sponsorship needs a key with a linked wallet and enough app balance', async () => {
    const sim = createSimulator()
    const none = await postTestQuote(sim, { subsidizeFees: true }, { key: null })
    expect(none).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } })
    const unknown = await postTestQuote(sim, {}, { key: 'who-dis' })
    expect(unknown).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } })
    const nolink = await postTestQuote(sim, { subsidizeFees: true }, { key: 'nolink-key' })
    expect(nolink.status).toBe(400)
    expect(nolink.body).toMatchObject({
      errorCode: 'SPONSOR_BALANCE_TOO_LOW',
      message: expect.stringContaining('linked'),
    })
    const tooMuch = await postTestQuote(sim, {
      subsidizeFees: true,
      topupGas: true,
      topupGasAmount: '1500000000',
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.errorCode).toBe('SPONSOR_BALANCE_TOO_LOW')
    expect(sim.ctx.store.size).toBe(0)
    // a fast-fill hold does not reduce what sponsorship can draw on
    const wallet = sim.ctx.apiKey('demo-key')!.sponsorWallet!
    sim.ctx.ledger.placeHold(wallet, `0x${'ab'.repeat(32)}`, 999_000_000n)
    const ok = await postTestQuote(sim, { subsidizeFees: true, topupGas: true, topupGasAmount: '900000000' })
    expect(ok.status).toBe(200)
  })

  test('behavior: rule 1 — full sponsorship: fees.subsidized reported, output is the whole input', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, { subsidizeFees: true })
    expect(res.status).toBe(200)
    const req = only(sim)
    expect(res.body.fees.subsidized).toMatchObject({ amount: req.sponsorship!.sponsoredTotal.amount })
    expect(BigInt(res.body.fees.subsidized.amount)).toBeGreaterThan(0n)
    // the sponsored fees are waived in full, rounded in the user's favour: not a wei is left to the user
    expect(res.body.details.currencyOut.amount).toBe('10000000000000000')
    expect(req.feeComponentsUsd.sponsored).toBeGreaterThan(0)
    // also when the fees are not whole micro-dollars (their USD values were rounded down)
    const odd = await postTestQuote(sim, { subsidizeFees: true, amount: '12345678901234567' })
    expect(odd.body.details.currencyOut.amount).toBe('12345678901234567')
    expect(odd.body.details.rate).toBe('1')
  })

  test('behavior: rule 2 — capped sponsorship via the route', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, { subsidizeFees: true, maxSubsidizationAmount: '10000' })
    expect(res.body.fees.subsidized.amount).toBe('10000')
    expect(only(sim).sponsorship).toMatchObject({ capHit: true, maxSubsidizationAmount: '10000' })
  })

  test('behavior: rule 6 and 7 — SVM token destination needs rent', async () => {
    const sim = createSimulator()
    const fallback = await postTestQuote(sim, { ...toSvmUsdc, subsidizeFees: true })
    expect(fallback.status).toBe(200)
    expect(fallback.body.fees.subsidized).toBeUndefined()
    expect(only(sim).sponsorship).toMatchObject({ rentSponsored: false, sponsoredTotal: { amount: '0' } })
    const rent = await postTestQuote(sim, { ...toSvmUsdc, subsidizeFees: true, subsidizeRent: true })
    expect(only(sim).sponsorship!.rentSponsored).toBe(true)
    expect(BigInt(rent.body.fees.subsidized.amount)).toBeGreaterThan(300_000n) // ≈ 0.002 SOL at 150
    const rule7 = await postTestQuote(sim, { ...toSvmUsdc, subsidizeRent: true })
    expect(rule7.status).toBe(200)
    expect(rule7.body.fees.subsidized).toBeUndefined()
    expect(only(sim).sponsorship).toMatchObject({ rentSponsored: false, sponsoredTotal: { amount: '0' } })
  })

  test('behavior: rule 8 — depositFeePayer on an SVM origin: fee payer signs, no app-balance draw', async () => {
    const sim = createSimulator()
    const body = {
      user: svmUser,
      originChainId: 792703809,
      originCurrency: svmSol,
      amount: '1000000000',
      recipient: evmUser,
    }
    const plain = await postTestQuote(sim, body, { key: null })
    const paid = await postTestQuote(sim, { ...body, depositFeePayer: svmPayer }, { key: null })
    expect(paid.status).toBe(200)
    // a SOL deposit: the user signs the transfer; the fee payer pays as the message's fee payer, named by the request
    expect(paid.body.steps[0].items[0].data.instructions[0].keys[0]).toEqual({
      pubkey: svmUser,
      isSigner: true,
      isWritable: true,
    })
    expect(paid.body.fees.subsidized).toBeUndefined()
    expect(only(sim).sponsorship).toBeNull()
    expect(paid.body.details.currencyOut.amount).toBe(plain.body.details.currencyOut.amount)
    // the user pays no origin gas: the fee payer does, outside the app balance
    expect(plain.body.fees.gas.amount).toBe('5000')
    expect(paid.body.fees.gas.amount).toBe('0')
  })

  test('behavior: rule 9 — deposit-address request over the cap sponsors nothing', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, {
      useDepositAddress: true,
      subsidizeFees: true,
      maxSubsidizationAmount: '10000',
    })
    expect(res.status).toBe(200)
    expect(res.body.fees.subsidized).toBeUndefined()
    expect(only(sim).sponsorship).toMatchObject({ capHit: true, sponsoredTotal: { amount: '0' } })
  })

  test('behavior: rule 10 — a permit quote: the approval gas is user-paid, app fees never come from the sponsor', async () => {
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z' })
    const account = privateKeyToAccount(anvilKey1)
    const balance = async () =>
      (
        (await (await sim.fetch(`http://sim/app-fees/${addresses.demoSponsor}/balances`)).json()) as {
          totalBalanceUsd: number
        }
      ).totalBalanceUsd
    const before = await balance()
    const amount = 25_000_000n
    const res = await postTestQuote(sim, {
      user: account.address,
      usePermit: true,
      originCurrency: usdc,
      destinationCurrency: usdc,
      amount: amount.toString(),
      subsidizeFees: true,
      sponsoredFeeComponents: ['execution', 'relay', 'app'],
      appFees: [{ recipient: evmUser, fee: '100' }],
    })
    expect(res.status).toBe(200)
    const [approve, authorize] = res.body.steps
    expect([approve.id, authorize.kind]).toEqual(['approve', 'signature'])

    // the approval is the only origin transaction: the quoted origin gas is exactly its gas, user-paid
    const item = approve.items[0].data
    expect(BigInt(res.body.fees.gas.amount)).toBe(BigInt(item.gas) * BigInt(item.maxFeePerGas))
    expect(Number(res.body.fees.gas.amountUsd)).toBeGreaterThan(0)
    const s = only(sim).sponsorship!
    const c = s.components
    // sponsored = the destination-side components only (execution + platform, no cap): no origin gas in it
    expect(BigInt(s.sponsoredTotal.amount)).toBe(
      BigInt(c.execution.total.amount) + BigInt(c.platform.total.amount),
    )
    expect(res.body.fees.subsidized.amount).toBe(s.sponsoredTotal.amount)
    expect(s.notCovered.join(' ')).toMatch(/first approval/)
    // app fees: selected, yet wholly user-paid and taken from the user's input
    const appFee = (amount * 100n) / 10_000n
    expect(res.body.fees.app.amount).toBe(appFee.toString())
    expect(c.app).toMatchObject({
      selected: true,
      sponsored: { amount: '0' },
      userPays: { amount: c.app.total.amount },
    })
    expect(BigInt(c.app.total.amount)).toBe(appFee) // USDC is 1 USD: 6-decimal USD units = USDC units
    expect(BigInt(res.body.details.currencyOut.amount)).toBe(amount - appFee)

    // executed to success: the sponsor's balance drops by the sponsored total only (not the app fee)
    const { sign, post } = authorize.items[0].data
    const signature = await account.signTypedData({ ...sign, message: sign.value })
    const sent = await sim.fetch(`http://sim/execute/permits?signature=${signature}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(post.body),
    })
    expect(sent.status).toBe(200)
    await sim.ctx.clock.advance(20_000)
    expect(only(sim).status).toBe('success')
    expect(before - (await balance())).toBeCloseTo(Number(s.sponsoredTotal.amountUsd), 6)
  })

  test('behavior: rule 10 — later permit requests: once the first approval stands, a permit quote is a signature only', async () => {
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z' })
    const account = privateKeyToAccount(anvilKey1)
    const permitQuote = () =>
      postTestQuote(sim, {
        user: account.address,
        usePermit: true,
        originCurrency: usdc,
        destinationCurrency: usdc,
        amount: '25000000',
        subsidizeFees: true,
      })
    const first = await permitQuote()
    expect(first.body.steps.map((s: { id: string }) => s.id)).toEqual(['approve', 'authorize'])
    // the first approval is unlimited (the permit flow's one-time approval)
    expect(first.body.steps[0].items[0].data.data).toMatch(/f{64}$/)
    expect(only(sim).sponsorship!.notCovered.join(' ')).toMatch(/first approval/)
    const { sign, post } = first.body.steps[1].items[0].data
    const signature = await account.signTypedData({
      domain: sign.domain,
      types: sign.types,
      primaryType: sign.primaryType,
      message: sign.value,
    })
    const posted = await sim.fetch(`http://sim${post.endpoint}?signature=${signature}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(post.body),
    })
    expect(posted.status).toBe(200)
    await sim.ctx.clock.advance(5_000)
    expect(sim.ctx.store.get(post.body.requestId)!.status).not.toBe('waiting') // the solver pulled it

    const later = await permitQuote()
    expect(later.status).toBe(200)
    expect(later.body.steps.map((s: { kind: string }) => s.kind)).toEqual(['signature'])
    expect(later.body.fees.gas.amount).toBe('0') // nothing for the user to send on the origin chain
    const s = only(sim).sponsorship!
    expect(s.notCovered.join(' ')).not.toMatch(/first approval/)
    expect(later.body.fees.subsidized.amount).toBe(s.sponsoredTotal.amount)
    expect(BigInt(s.sponsoredTotal.amount)).toBeGreaterThan(0n)
    // The approval is the user's, for that token on that chain: nobody else inherits it.
    const stepIds = async (overrides: Record<string, unknown>) =>
      (
        await postTestQuote(sim, {
          originCurrency: usdc,
          destinationCurrency: usdc,
          amount: '25000000',
          ...overrides,
        })
      ).body.steps.map((x: { id: string }) => x.id)
    expect(await stepIds({ user: evmUser, usePermit: true })).toEqual(['approve', 'authorize'])
    const otherChain = { originChainId: 10, destinationChainId: 8453 }
    expect(await stepIds({ user: account.address, usePermit: true, ...otherChain })).toEqual([
      'approve',
      'authorize',
    ])
    // A plain ERC-20 deposit by the same user still approves its own amount (decisions.md).
    expect(await stepIds({ user: account.address })).toEqual(['approve', 'deposit'])
  })

  test('behavior: rule 10 — app fees are not sponsored even when selected', async () => {
    const sim = createSimulator()
    const appFees = [{ recipient: evmUser, fee: '100' }]
    const res = await postTestQuote(sim, { subsidizeFees: true, sponsoredFeeComponents: ['app'], appFees })
    expect(res.body.fees.subsidized).toBeUndefined()
    expect(only(sim).sponsorship!.components.app).toMatchObject({
      selected: true,
      sponsored: { amount: '0' },
    })
    expect(BigInt(res.body.details.currencyOut.amount)).toBeLessThan(
      10n ** 16n - BigInt(res.body.fees.app.amount) + 1n,
    )
  })
})
