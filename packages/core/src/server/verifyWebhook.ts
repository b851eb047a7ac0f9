import { hexToBytes } from 'viem'
import { InvalidParameterError } from '../errors/InvalidParameterError'

/** The raw request body of a webhook delivery, exactly as received (before any JSON parsing). */
export type VerifyWebhookBody = string | Uint8Array | ArrayBuffer

const signaturePattern = /^sha256=([0-9a-fA-F]{64})$/

/**
 * Verifies the signature of a webhook delivery from the crosspay service.
 *
 * The service signs every delivery with `x-signature: sha256=<hex HMAC-SHA256 of the raw body>`,
 * keyed with the webhook secret of the integrator. This checks it with Web Crypto's HMAC `verify` (Node 20,
 * Deno, Bun, Cloudflare Workers, Vercel Edge), which compares in constant time.
 *
 * Pass the body exactly as received (`await request.text()` or the raw bytes): re-serialising parsed
 * JSON changes the bytes and fails the check. A missing or malformed header resolves to `false`.
 *
 * @param rawBody - The raw request body.
 * @param signatureHeader - The value of the `x-signature` header (`request.headers.get('x-signature')`).
 * @param secret - The webhook secret shared with the service.
 * @returns `true` when the signature matches the body and secret, `false` otherwise.
 * @throws InvalidParameterError when `secret` is empty (a configuration mistake, not a bad delivery).
 *
 * @example
 * ```ts
 * const body = await request.text()
 * if (!(await verifyWebhook(body, request.headers.get('x-signature'), process.env.WEBHOOK_SECRET!)))
 *   return new Response('bad signature', { status: 401 })
 * ```
 */
export async function verifyWebhook(
  rawBody: VerifyWebhookBody,
  signatureHeader: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (typeof secret !== 'string' || secret.length === 0)
    throw new InvalidParameterError({
      parameter: 'verifyWebhook.secret',
      rule: 'must be a non-empty string',
      value: typeof secret === 'string' ? secret : typeof secret,
    })
  if (typeof signatureHeader !== 'string') return false
  const match = signaturePattern.exec(signatureHeader.trim())
  if (!match?.[1]) return false
  // viem's decoder; copied into an ArrayBuffer-backed view, as Web Crypto's typings ask.
  const received = new Uint8Array(hexToBytes(`0x${match[1]}`))

  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : new Uint8Array(rawBody)
  return crypto.subtle.verify('HMAC', key, received, body)
}
