import { describe, expect, test } from 'vitest'
import { createPaymentLedger } from './createPaymentLedger'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}
const requestId = `0x${'ab'.repeat(32)}`

describe('createPaymentLedger', () => {
  test('default: keeps the request and what is known of it under crosspay.payment.<reference>', () => {
    const storage = memoryStorage()
    const ledger = createPaymentLedger(storage)
    const seen: number[] = []
    const stop = ledger.subscribe(() => seen.push(seen.length))
    ledger.set('order-1', { requestId, state: 'started', at: 1 })
    ledger.set('order-1', { requestId, state: 'paid', at: 2 })
    expect(ledger.get('order-1')).toEqual({ requestId, state: 'paid', at: 2 })
    expect(JSON.parse(storage.map.get('crosspay.payment.order-1')!)).toMatchObject({ state: 'paid' })
    // Another ledger over the same storage (another tab, a reload) reads the same entry.
    expect(createPaymentLedger(storage).get('order-1')?.state).toBe('paid')
    ledger.remove('order-1')
    expect(ledger.get('order-1')).toBeUndefined()
    expect(seen).toHaveLength(3)
    stop()
  })

  test('behavior: a bare request id (the first format) reads as started; anything else is ignored', () => {
    const storage = memoryStorage()
    storage.setItem('crosspay.payment.old', requestId)
    storage.setItem('crosspay.payment.junk', '{"requestId":1}')
    storage.setItem('crosspay.payment.odd', '{"requestId":"0x01","state":"maybe"}')
    const ledger = createPaymentLedger(storage)
    expect(ledger.get('old')).toEqual({ requestId, state: 'started', at: 0 })
    expect(ledger.get('junk')).toBeUndefined()
    expect(ledger.get('odd')).toBeUndefined()
  })

  test('behavior: without Web Locks, one page at a time holds a reference (a claim in the storage)', async () => {
    const storage = memoryStorage()
    const [a, b] = [createPaymentLedger(storage), createPaymentLedger(storage)]
    let release: () => void = () => {}
    const held = a.lock('order-2', () => new Promise<string>((resolve) => (release = () => resolve('a'))))
    // While page A holds it, page B's press does not run; another reference is free.
    expect(await b.lock('order-2', async () => 'b')).toBeUndefined()
    expect(await b.lock('order-3', async () => 'b')).toBe('b')
    release()
    expect(await held).toBe('a')
    expect(storage.map.has('crosspay.payment-claim.order-2')).toBe(false)
    expect(await b.lock('order-2', async () => 'b')).toBe('b')
    // Two presses of one page (one ledger, two components) exclude each other the same way.
    const first = a.lock('order-4', () => new Promise<string>((resolve) => (release = () => resolve('a'))))
    expect(await a.lock('order-4', async () => 'again')).toBeUndefined()
    release()
    expect(await first).toBe('a')
  })
})
