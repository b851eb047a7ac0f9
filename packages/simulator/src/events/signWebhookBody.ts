/**
 * The webhook signature header value: `sha256=<hex HMAC-SHA256 of the raw body with the secret>`.
 * Web Crypto only (no Node built-ins), so it also runs in a browser.
 */
export async function signWebhookBody(body: string, secret: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(body)))
  return `sha256=${Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
