/** Options of {@link readLimitedBody}. */
export type ReadLimitedBodyOptions = {
  /** Largest body read, bytes. */
  maxBytes: number
  /** Time allowed for the whole body, ms: a body still arriving then is cut off. Defaults to no limit. */
  timeoutMs?: number | undefined
}

/**
 * Reads a request body as a stream, at most `maxBytes` within `timeoutMs`: resolves with the bytes, `'too-large'`
 * the moment the count passes the limit, `'timeout'` when the body is still arriving at the deadline (a body
 * dripped a byte at a time), or `'aborted'` when the client went away mid-body. In both refusals the rest is never read and the stream is cancelled. A declared
 * `content-length` above the limit is refused before reading anything. So a client cannot make the server buffer
 * more than `maxBytes`, nor hold a request open for longer than `timeoutMs` by sending slowly.
 *
 * @example
 * const body = await readLimitedBody(request, { maxBytes: 1024 * 1024, timeoutMs: 10_000 })
 * if (body === 'too-large') return new Response(null, { status: 413 })
 */
export async function readLimitedBody(
  request: Request,
  options: ReadLimitedBodyOptions,
): Promise<Uint8Array | 'too-large' | 'timeout' | 'aborted'> {
  const { maxBytes, timeoutMs } = options
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return 'too-large'
  }
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline =
    timeoutMs === undefined
      ? undefined
      : new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), timeoutMs)
        })
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const next = await (deadline ? Promise.race([reader.read(), deadline]) : reader.read()).catch(
        () => 'aborted' as const,
      )
      if (next === 'aborted') return 'aborted'
      if (next === 'timeout') {
        await reader.cancel().catch(() => undefined)
        return 'timeout'
      }
      if (next.done) break
      size += next.value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return 'too-large'
      }
      chunks.push(next.value)
    }
  } finally {
    clearTimeout(timer)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
