/** What a request record says was paid, to whom, for which order (the fields the shop checks). */
export type RecordedPayment = {
  status: string
  recipient: string
  /** The checkout's reference (`data.referrer`, an authenticated field). */
  reference: string | null
  /** What the recipient received: `data.route.actual.destination.outputCurrency` (same chain: `origin.outputCurrency`). */
  received: { chainId: number; currency: string; amount: string } | null
}

type Loose = Record<string, unknown> | undefined
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined)

/**
 * The request `requestId` as the service records it (`GET /requests/v3?id=…&includeAuthenticatedData=true` with
 * the server's key): its status, recipient, reference and what the recipient received. Undefined when the service
 * does not know it. The shop trusts this record, fetched by itself, never what a webhook body claims.
 */
export async function readPayment(
  upstream: string,
  apiKey: string,
  requestId: string,
  fetcher: typeof fetch = fetch,
): Promise<RecordedPayment | undefined> {
  const url = `${upstream}/requests/v3?id=${encodeURIComponent(requestId)}&includeAuthenticatedData=true&limit=1`
  const response = await fetcher(url, { headers: { 'x-api-key': apiKey } })
  if (!response.ok) return undefined
  const body = obj(await response.json())
  const record = (Array.isArray(body?.requests) ? body.requests : [])
    .map(obj)
    .find((r) => r?.id === requestId)
  if (!record) return undefined
  const data = obj(record.data)
  // Cross-chain: the destination side's output; a same-chain request has only the origin side.
  const actual = obj(obj(data?.route)?.actual)
  const output = obj(obj(actual?.destination ?? actual?.origin)?.outputCurrency)
  const currency = obj(output?.currency)
  return {
    status: String(record.status),
    recipient: String(record.recipient ?? ''),
    reference: typeof data?.referrer === 'string' ? data.referrer : null,
    received:
      output && currency
        ? {
            chainId: Number(currency.chainId),
            currency: String(currency.address),
            amount: String(output.amount),
          }
        : null,
  }
}
