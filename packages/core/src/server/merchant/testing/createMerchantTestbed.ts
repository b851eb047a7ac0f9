import { addresses } from '@crosspay/simulator'
import { createTestSimulator, scaleTimeout, type TestSimulator } from '@crosspay/test'
import { expect, vi } from 'vitest'
import { type CreateMerchantParameters, createMerchant, type Merchant } from '../createMerchant'
import type { MerchantSqlClient } from '../MerchantSqlClient'
import { testTerms } from './testTerms'

/** One webhook delivery the simulator made, and what the merchant answered. */
export type TestDelivery = { body: string; signature: string; status: number; outcome: string }

/** Options of {@link createMerchantTestbed}. */
export type CreateMerchantTestbedOptions = {
  /** The simulator delivers its status webhooks to `testbed.receiver` (set it). Defaults to true. */
  webhooks?: boolean
  /** The simulator's rate limits (off for a bench's hundreds of quotes a minute). Defaults to on. */
  rateLimits?: boolean
}

/**
 * Test fixture: an in-process simulator (manual clock) whose webhooks go to `receiver`, merchants on given
 * databases reading it with `demo-key`, and a payer that quotes, deposits and runs a payment for a reference.
 * Every `onOrderPaid` of every merchant made here appends the reference to `fulfilled`.
 */
export function createMerchantTestbed(options: CreateMerchantTestbedOptions = {}) {
  const secret = 'merchant-webhook-secret'
  const deliveries: TestDelivery[] = []
  const fulfilled: string[] = []
  let inflight = 0
  let started = 0
  let emitted = 0
  const bed = {
    secret,
    deliveries,
    fulfilled,
    /** Where the simulator's deliveries go. */
    receiver: undefined as ((request: Request) => Promise<Response>) | undefined,
    sim: undefined as unknown as TestSimulator,
  }
  bed.sim = createTestSimulator({
    ...(options.webhooks === false ? {} : { webhooks: { urls: ['http://shop.test/webhook'], secret } }),
    ...(options.rateLimits === false ? { rateLimits: false } : {}),
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!bed.receiver) throw new Error('no receiver')
      inflight++
      started++
      const response = await bed.receiver(new Request(input, init)).finally(() => inflight--)
      const body = String(init?.body)
      const { outcome } = (await response.clone().json()) as { outcome: string }
      deliveries.push({
        body,
        signature: new Headers(init?.headers).get('x-signature') ?? '',
        status: response.status,
        outcome,
      })
      return response
    },
  })
  bed.sim.simulator.ctx.events.on('request.status.updated', () => {
    if (options.webhooks !== false) emitted++
  })
  const deliveriesOf = (requestId: string, status: string) =>
    deliveries.filter(
      (d) => d.body.includes(`"requestId":"${requestId}"`) && d.body.includes(`"status":"${status}"`),
    )
  const now = () => bed.sim.simulator.ctx.clock.now()
  const wait = { timeout: scaleTimeout(15_000), interval: 20 }
  /** Waits until every delivery the simulator has emitted so far was made and answered. */
  const settle = () =>
    vi.waitFor(
      () => expect({ started: started >= emitted, inflight }).toEqual({ started: true, inflight: 0 }),
      wait,
    )
  return {
    ...bed,
    get receiver() {
      return bed.receiver
    },
    set receiver(value) {
      bed.receiver = value
    },
    now,
    /** A merchant on `client`, reading the simulator, on its clock; fulfillment appends to `fulfilled`. */
    merchant(client: MerchantSqlClient, overrides: Partial<CreateMerchantParameters> = {}): Merchant {
      return createMerchant({
        client,
        upstream: bed.sim.baseUrl,
        apiKey: 'demo-key',
        secret,
        fetch: bed.sim.fetch,
        now,
        onOrderPaid: (order) => {
          fulfilled.push(order.reference)
        },
        ...overrides,
      })
    },
    /** Opens an order for the test terms, expiring in 30 minutes on the simulator's clock. */
    open: (merchant: Merchant, overrides: Partial<typeof testTerms> = {}) =>
      merchant.store.createOrder({ ...testTerms, ...overrides, expiresAt: now() + 30 * 60_000, now: now() }),
    /**
     * Pays `reference` from chain 10: an EXACT_OUTPUT quote of `amount` (default the terms') to `recipient` on
     * `destinationChainId`, the deposit landed, the clock run 10 s. Answers the request id.
     */
    async pay(
      reference: string,
      terms: { amount?: string; recipient?: string; destinationChainId?: number; settle?: boolean } = {},
    ): Promise<string> {
      const response = await bed.sim.simulator.fetch('http://sim.test/quote/v2', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
        body: JSON.stringify({
          user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          originChainId: 10,
          destinationChainId: terms.destinationChainId ?? testTerms.chainId,
          originCurrency: addresses.stablecoin,
          destinationCurrency: addresses.stablecoin,
          amount: terms.amount ?? testTerms.amount,
          tradeType: 'EXACT_OUTPUT',
          recipient: terms.recipient ?? testTerms.recipient,
          referrer: reference,
        }),
      })
      if (!response.ok) throw new Error(`quote failed: ${response.status} ${await response.text()}`)
      const quote = (await response.json()) as { steps: { requestId: string }[] }
      const requestId = quote.steps[0]!.requestId
      await bed.sim.deposit(requestId)
      if (terms.settle !== false) await bed.sim.advance(10_000)
      return requestId
    },
    /**
     * Runs the simulator's clock 250 ms at a time, each step's deliveries answered before the next, until
     * `requestId` is `status`: every delivery before it has read a record that was not yet further.
     */
    async stepUntil(requestId: string, status: string) {
      for (let n = 0; n < 400 && bed.sim.simulator.ctx.store.get(requestId)?.status !== status; n++) {
        await bed.sim.advance(250)
        await settle()
      }
      expect(bed.sim.simulator.ctx.store.get(requestId)?.status).toBe(status)
    },
    settle,
    /** Waits until `count` deliveries of `requestId` with `status` were answered; answers them. */
    async delivered(requestId: string, status: string, count = 1) {
      await vi.waitFor(() => expect(deliveriesOf(requestId, status)).toHaveLength(count), wait)
      return deliveriesOf(requestId, status)
    },
    /** Injects faults into the simulator (`POST /__sim/faults`). */
    async faults(rules: unknown[]) {
      const response = await bed.sim.simulator.fetch('http://sim.test/__sim/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ faults: rules }),
      })
      if (!response.ok) throw new Error(`faults: ${response.status}`)
    },
    /** The answered deliveries of `requestId` with `status`. */
    deliveriesOf,
  }
}

/** What {@link createMerchantTestbed} returns. */
export type MerchantTestbed = ReturnType<typeof createMerchantTestbed>
