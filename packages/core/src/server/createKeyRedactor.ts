const encoder = new TextEncoder()
const mask = encoder.encode('[redacted]')
/** A byte with ASCII upper case folded to lower case. */
const fold = (byte: number) => (byte >= 65 && byte <= 90 ? byte | 32 : byte)

/**
 * A byte-level redactor for response bodies: each call takes the next chunk and returns it with every
 * occurrence of the `secrets` replaced by `[redacted]`, ignoring ASCII case (so `%2f` and `%2F`, or a key
 * lower-cased on the way, are all caught), whatever the content type (binary bodies that do not contain a
 * secret come out byte for byte). A chunk's tail that could be the start of a secret is held back
 * and scanned with the next chunk, so a secret split across chunks is still caught; pass `last: true` with
 * the final chunk (or an empty one) to release it. Since a secret holds no whitespace, a tail ending in a
 * newline is never held: a streamed event is not delayed.
 *
 * @param secrets - The strings to redact (the API key and its escaped forms); none may be empty.
 * @returns `(chunk, last?) => redacted bytes`.
 *
 * @example
 * const redact = createKeyRedactor(['sk_live_abcdefgh'])
 * redact(encoder.encode('key sk_live_ab')) // 'key '
 * redact(encoder.encode('cdefgh!'), true) // '[redacted]!'
 */
export function createKeyRedactor(
  secrets: readonly string[],
): (chunk: Uint8Array, last?: boolean) => Uint8Array<ArrayBuffer> {
  const needles = secrets.map((secret) => encoder.encode(secret).map(fold))
  let held = new Uint8Array(0)
  return (chunk, last = false) => {
    const data = concat([held, chunk])
    const parts: Uint8Array[] = []
    let start = 0
    let i = 0
    scan: for (; i < data.length; i++)
      for (const needle of needles) {
        let j = 0
        while (j < needle.length && fold(data[i + j] as number) === needle[j]) j++
        if (j === needle.length) {
          parts.push(data.subarray(start, i), mask)
          start = i + j
          i = start - 1
          continue scan
        }
        // The data from `i` to its end may be the start of a secret: hold it until the next chunk.
        if (!last && i + j === data.length) break scan
      }
    parts.push(data.subarray(start, i))
    held = data.slice(i)
    return concat(parts)
  }
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
