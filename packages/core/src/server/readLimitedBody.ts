/**
 * Reads a request body as a stream, at most `maxBytes`: resolves with the bytes, or `'too-large'` the moment the
 * count passes the limit (the rest is never read, and the stream is cancelled), whether the body is chunked or
 * declares a `content-length` (a declared length above the limit is refused before reading anything). So a
 * client cannot make the server buffer more than `maxBytes` of one request.
 *
 * @example
 * const body = await readLimitedBody(request, 1024 * 1024)
 * if (body === 'too-large') return new Response(null, { status: 413 })
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return 'too-large'
  }
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
