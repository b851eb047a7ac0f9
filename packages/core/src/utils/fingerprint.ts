/**
 * FNV-1a (32 bits) of a secret, as 8 hex chars: tells API keys apart in query keys (`client.keyId`, the
 * `apiKey` filter of the history query) without revealing them. Not a cryptographic hash: it hides the key
 * from devtools and persisted caches, it does not protect a guessable one.
 *
 * @example
 * fingerprint('demo-key') // 'd0ce8648'
 */
export function fingerprint(value: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, '0')
}
