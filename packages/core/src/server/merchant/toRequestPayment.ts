import type { RequestPayment, RequestPaymentAmount } from './RequestPayment'

type Loose = Record<string, unknown> | undefined
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined)

/** The output a route side promised or delivered: the destination side's, or the origin's for a same-chain request. */
function outputOf(side: unknown): RequestPaymentAmount | null {
  const s = obj(side)
  const output = obj(obj(s?.destination ?? s?.origin)?.outputCurrency)
  const currency = obj(output?.currency)
  if (!output || !currency || typeof output.amount !== 'string') return null
  return { chainId: Number(currency.chainId), currency: String(currency.address), amount: output.amount }
}

/**
 * Reads the payment fields out of one `GET /requests/v3` record (fetched with `includeAuthenticatedData=true`),
 * leniently: a missing field becomes null and fails the merchant's checks, never a crash.
 *
 * @param record - One element of the answer's `requests`.
 * @returns The fields, or undefined when the record has no string `id`.
 *
 * @example
 * const payment = toRequestPayment(body.requests[0])
 */
export function toRequestPayment(record: unknown): RequestPayment | undefined {
  const r = obj(record)
  if (typeof r?.id !== 'string') return undefined
  const data = obj(r.data)
  const route = obj(data?.route)
  const created = typeof r.createdAt === 'string' ? Date.parse(r.createdAt) : Number.NaN
  return {
    requestId: r.id,
    status: String(r.status),
    recipient: String(r.recipient ?? ''),
    reference: typeof data?.referrer === 'string' ? data.referrer : null,
    quoted: outputOf(route?.quoted),
    received: outputOf(route?.actual),
    createdAt: Number.isFinite(created) ? created : null,
  }
}
