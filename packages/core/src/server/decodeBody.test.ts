import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { decodeBody } from './decodeBody'

const text = '{"message":"hello, decoded"}'

/** The decoded body of `body` sent with `content-encoding: coding` (undefined when unsupported). */
async function decode(body: BodyInit | null, coding?: string) {
  const stream = await decodeBody(
    new Response(body, { headers: coding === undefined ? {} : { 'content-encoding': coding } }),
  )
  return stream ? new Response(stream).text() : stream
}

describe('decodeBody', () => {
  test('default', async () => {
    expect(await decode(text)).toBe(text)
    expect(await decode(null)).toBeNull()
  })

  test('behavior: gzip and deflate bodies are decompressed', async () => {
    expect(await decode(gzipSync(text), 'gzip')).toBe(text)
    expect(await decode(gzipSync(text), 'GZIP')).toBe(text)
    expect(await decode(gzipSync(text), 'x-gzip')).toBe(text)
    expect(await decode(deflateSync(text), 'deflate')).toBe(text)
    expect(await decode(gzipSync(text), 'identity, gzip')).toBe(text)
    expect(await decode(text, 'identity')).toBe(text)
  })

  test('behavior: a body decoded already by fetch (the header kept) passes as is', async () => {
    for (const coding of ['gzip', 'deflate']) {
      expect(await decode(text, coding), coding).toBe(text)
      expect(await decode('', coding), coding).toBe('')
      expect(await decode('x', coding), coding).toBe('x')
    }
  })

  test('behavior: encoded bytes split into one-byte chunks are decompressed', async () => {
    const bytes = gzipSync(text)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]))
        controller.close()
      },
    })
    expect(await decode(stream, 'gzip')).toBe(text)
  })

  test('behavior: br, unknown and stacked codings are unsupported (undefined)', async () => {
    expect(await decode(brotliCompressSync(text), 'br')).toBeUndefined()
    expect(await decode(text, 'zstd')).toBeUndefined()
    expect(await decode(deflateSync(gzipSync(text)), 'gzip, deflate')).toBeUndefined()
  })

  test('behavior: a body that fails to decompress errors the stream', async () => {
    const corrupt = gzipSync(text).subarray(0, 12)
    await expect(decode(corrupt, 'gzip')).rejects.toThrow()
  })

  test('behavior: raw deflate (no zlib header) cannot be told from decoded bytes and passes as is', async () => {
    const raw = deflateRawSync(text)
    const stream = await decodeBody(new Response(raw, { headers: { 'content-encoding': 'deflate' } }))
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(new Uint8Array(raw))
  })
})
