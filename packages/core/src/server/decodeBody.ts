/** The content codings the proxy can undo, with their `DecompressionStream` format. */
const formats: Record<string, CompressionFormat> = { gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate' }

/**
 * The body of an upstream response without its `content-encoding`, so that it can be redacted. A Fetch API
 * `fetch` already decodes bodies but keeps the header, while an in-process `fetch` (such as `app.fetch` of a
 * Hono app with compression) may return encoded bytes: so a `gzip` or `deflate` body is decompressed only when it
 * starts with that format's header (gzip magic bytes, zlib header), else it is taken as decoded already. Any
 * other coding (`br`, `zstd`, unknown or several codings) cannot be told apart and gives `undefined` (the
 * body is cancelled). A body that fails to decompress errors the returned stream.
 *
 * @param response - The upstream response.
 * @returns The decoded body stream, `null` when there is no body, `undefined` for an unsupported coding.
 *
 * @example
 * const body = await decodeBody(new Response(gzipped, { headers: { 'content-encoding': 'gzip' } }))
 * await new Response(body).text() // the original text
 */
export async function decodeBody(response: Response): Promise<ReadableStream<Uint8Array> | null | undefined> {
  const body = response.body
  const codings = (response.headers.get('content-encoding') ?? '')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity')
  if (!body || codings.length === 0) return body
  const format = codings.length === 1 ? formats[codings[0] as string] : undefined
  if (!format) {
    await body.cancel().catch(() => {})
    return undefined
  }
  // Read the first two bytes to tell encoded bytes from decoded ones, then replay them.
  const reader = body.getReader()
  let head = new Uint8Array(0)
  for (let read = await reader.read(); ; read = await reader.read()) {
    if (read.value) head = head.length > 0 ? new Uint8Array([...head, ...read.value]) : read.value
    if (read.done || head.length >= 2) break
  }
  const [a = 0, b = 0] = head
  const encoded = format === 'gzip' ? a === 0x1f && b === 0x8b : (a & 0x0f) === 8 && ((a << 8) | b) % 31 === 0
  const replay = new ReadableStream<Uint8Array>({
    start: (controller) => (head.length > 0 ? controller.enqueue(head) : undefined),
    pull: async (controller) => {
      const read = await reader.read()
      if (read.done) controller.close()
      else controller.enqueue(read.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  if (!encoded) return replay
  // Typed as taking `BufferSource`, which excludes `Uint8Array<ArrayBufferLike>` chunks; it accepts them.
  return replay.pipeThrough(
    new DecompressionStream(format) as unknown as TransformStream<Uint8Array, Uint8Array>,
  )
}
