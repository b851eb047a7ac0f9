import { createHmac } from 'node:crypto'
import { createSimulator } from '@crosspay/simulator'
import { testQuoteParameters } from '@crosspay/test'
import { describe, expect, test, vi } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { verifyWebhook } from './verifyWebhook'

const secret = 'whsec_test_secret'
const body = JSON.stringify({
  event: 'request.status.updated',
  timestamp: 1_790_000_000_000,
  data: { requestId: '0xabc', status: 'success' },
})
/** Signed independently of the code under test, with node:crypto. */
const sign = (raw: string | Buffer, key = secret) =>
  `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`

describe('verifyWebhook', () => {
  test('default', async () => {
    expect(await verifyWebhook(body, sign(body), secret)).toBe(true)
  })

  test('parameters: rawBody as bytes (Uint8Array and ArrayBuffer)', async () => {
    const bytes = new TextEncoder().encode(body)
    expect(await verifyWebhook(bytes, sign(body), secret)).toBe(true)
    expect(await verifyWebhook(bytes.buffer, sign(body), secret)).toBe(true)
  })

  test('parameters: non-ASCII body is signed over its UTF-8 bytes', async () => {
    const unicode = JSON.stringify({ note: 'Zahlung für Café ☕' })
    expect(await verifyWebhook(unicode, sign(Buffer.from(unicode, 'utf8')), secret)).toBe(true)
  })

  test('parameters: upper-case hex and surrounding whitespace are accepted', async () => {
    const header = `  sha256=${sign(body).slice('sha256='.length).toUpperCase()} `
    expect(await verifyWebhook(body, header, secret)).toBe(true)
  })

  test('behavior: tampered body is rejected', async () => {
    const tampered = body.replace('success', 'refund')
    expect(await verifyWebhook(tampered, sign(body), secret)).toBe(false)
    // Re-serialised JSON (different whitespace) is a different body.
    const reserialised = JSON.stringify(JSON.parse(body), null, 2)
    expect(await verifyWebhook(reserialised, sign(body), secret)).toBe(false)
  })

  test('behavior: wrong secret is rejected', async () => {
    expect(await verifyWebhook(body, sign(body, 'another-secret'), secret)).toBe(false)
    expect(await verifyWebhook(body, sign(body), 'another-secret')).toBe(false)
  })

  test('behavior: one flipped hex digit is rejected', async () => {
    const header = sign(body)
    const last = header.at(-1) === '0' ? '1' : '0'
    expect(await verifyWebhook(body, header.slice(0, -1) + last, secret)).toBe(false)
  })

  test('behavior: malformed headers are rejected', async () => {
    const hex = sign(body).slice('sha256='.length)
    for (const header of [
      null,
      undefined,
      '',
      hex, // no scheme
      `sha1=${hex}`,
      `sha256:${hex}`,
      `SHA256=${hex}x`,
      `sha256=${hex.slice(0, 63)}g`, // non-hex character
      `sha256=${hex},sha256=${hex}`,
    ]) {
      expect(await verifyWebhook(body, header, secret), String(header)).toBe(false)
    }
  })

  test('behavior: length mismatch is rejected (truncated and extended signatures)', async () => {
    const hex = sign(body).slice('sha256='.length)
    expect(await verifyWebhook(body, `sha256=${hex.slice(0, 62)}`, secret)).toBe(false)
    expect(await verifyWebhook(body, `sha256=${hex}00`, secret)).toBe(false)
    expect(await verifyWebhook(body, 'sha256=', secret)).toBe(false)
  })

  test('behavior: empty secret is a configuration error', async () => {
    await expect(verifyWebhook(body, sign(body), '')).rejects.toThrow(InvalidParameterError)
  })

  test('behavior: accepts real simulator deliveries and rejects them under another secret', async () => {
    const deliveries: { body: string; signature: string | null }[] = []
    const sim = createSimulator({
      webhooks: { urls: ['https://integrator.test/hooks/crosspay'], secret },
      fetch: async (input, init) => {
        const request = new Request(input, init)
        deliveries.push({ body: await request.text(), signature: request.headers.get('x-signature') })
        return new Response(null, { status: 204 })
      },
    })
    try {
      const quote = await sim.fetch('http://sim.test/quote/v2', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(testQuoteParameters),
      })
      expect(quote.status).toBe(200)
      const { steps } = (await quote.json()) as { steps: { requestId: string }[] }
      const requestId = steps[0]?.requestId
      const deposit = await sim.fetch('http://sim.test/__sim/deposit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId }),
      })
      expect(deposit.status).toBe(200)
      await vi.waitFor(() => expect(deliveries.length).toBeGreaterThan(0))
      for (const delivery of deliveries) {
        expect(JSON.parse(delivery.body)).toMatchObject({
          event: 'request.status.updated',
          data: { requestId },
        })
        expect(await verifyWebhook(delivery.body, delivery.signature, secret)).toBe(true)
        expect(await verifyWebhook(delivery.body, delivery.signature, 'not-the-secret')).toBe(false)
        expect(await verifyWebhook(`${delivery.body} `, delivery.signature, secret)).toBe(false)
      }
    } finally {
      await sim.close()
    }
  })
})
