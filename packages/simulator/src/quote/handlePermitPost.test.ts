import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import type { DepositAuthorization } from './buildDepositAuthorization'
import { postTestQuote } from './testing/postTestQuote'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

async function permitQuote(sim: ReturnType<typeof createSimulator>) {
  const { body } = await postTestQuote(sim, {
    user: account.address,
    usePermit: true,
    originCurrency: addresses.stablecoin,
    amount: '25000000',
  })
  const { sign, post } = body.steps[1].items[0].data
  return { sign, post, id: post.body.requestId as string }
}

const signWith = (signer: typeof account, sign: DepositAuthorization) =>
  signer.signTypedData({
    domain: { ...sign.domain, verifyingContract: sign.domain.verifyingContract as Hex },
    types: sign.types,
    primaryType: sign.primaryType,
    message: sign.value,
  })

const send = (sim: ReturnType<typeof createSimulator>, body: unknown, signature?: string) =>
  sim.fetch(`http://sim/execute/permits${signature ? `?signature=${signature}` : ''}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })

describe('handlePermitPost', () => {
  test('default', async () => {
    const sim = createSimulator()
    const { sign, post, id } = await permitQuote(sim)
    const signature = await signWith(account, sign)
    const res = await send(sim, post.body, signature)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: expect.any(String), steps: [] })
    // the lifecycle confirmed the deposit: the request left `waiting`, and a second post is a conflict
    const request = sim.ctx.store.get(id)!
    expect(request.statusHistory.map((h) => h.status)).toContain('depositing')
    expect((await send(sim, post.body, signature)).status).toBe(409)
  })

  test('behavior: a signature by someone else is 400 INVALID_SIGNATURE', async () => {
    const sim = createSimulator()
    const { sign, post, id } = await permitQuote(sim)
    const res = await send(sim, post.body, await signWith(other, sign))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' })
    expect(sim.ctx.store.get(id)!.status).toBe('waiting')
  })

  test('behavior: a signature over other values (tampered amount) is refused', async () => {
    const sim = createSimulator()
    const { sign, post } = await permitQuote(sim)
    const forged = await signWith(account, { ...sign, value: { ...sign.value, amount: '1' } })
    const res = await send(sim, post.body, forged)
    expect((await res.json()).errorCode).toBe('INVALID_SIGNATURE')
  })

  test('behavior: unknown request 404, missing signature 400, non-permit request 400', async () => {
    const sim = createSimulator()
    const { sign, post } = await permitQuote(sim)
    const signature = await signWith(account, sign)
    expect((await send(sim, { kind: 'eip712', requestId: `0x${'12'.repeat(32)}` }, signature)).status).toBe(
      404,
    )
    const missing = await send(sim, post.body)
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toContain('signature')
    const plain = await postTestQuote(sim)
    const res = await send(sim, { kind: 'eip712', requestId: plain.body.steps[0].requestId }, signature)
    expect(res.status).toBe(400)
  })

  test('behavior: after the deadline the signature is expired', async () => {
    const sim = createSimulator()
    const { sign, post } = await permitQuote(sim)
    const signature = await signWith(account, sign)
    await sim.ctx.clock.advance(sim.ctx.options.timing.deadlineMs + 1000)
    const res = await send(sim, post.body, signature)
    expect(res.status).toBe(400)
    expect((await res.json()).errorCode).toBe('SIGNATURE_EXPIRED')
  })
})
