import { describe, expect, test } from 'vitest'
import { createKeyRedactor } from './createKeyRedactor'

const key = 'sk_live_0123456789'
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** Feeds `chunks` through one redactor, the last one with `last: true`, and joins the outputs. */
function run(secrets: string[], chunks: string[]) {
  const redact = createKeyRedactor(secrets)
  const outputs = chunks.map((chunk, i) =>
    decoder.decode(redact(encoder.encode(chunk), i === chunks.length - 1)),
  )
  return { outputs, text: outputs.join('') }
}

describe('createKeyRedactor', () => {
  test('default', () => {
    expect(run([key], [`{"message":"bad key ${key}, again ${key}"}`]).text).toBe(
      '{"message":"bad key [redacted], again [redacted]"}',
    )
  })

  test('behavior: a key split across chunks is caught at every split point', () => {
    const text = `data: {"key":"${key}"}\n\ndata: ${key}${key}\n\n`
    const expected = text.replaceAll(key, '[redacted]')
    for (let at = 0; at <= text.length; at++)
      expect(run([key], [text.slice(0, at), text.slice(at), '']).text, `split at ${at}`).toBe(expected)
    // One byte per chunk.
    expect(run([key], [...text.split(''), '']).text).toBe(expected)
  })

  test('behavior: only a possible start of the key is held back, and released when it is not the key', () => {
    const { outputs } = run([key], ['data: one\n\n', 'data: sk_live_01', '2x\n\n', ''])
    expect(outputs[0]).toBe('data: one\n\n') // a complete event is not delayed
    expect(outputs[1]).toBe('data: ') // `sk_live_01` could still become the key
    expect(outputs[2]).toBe('sk_live_012x\n\n')
  })

  test('behavior: the final chunk releases a held tail', () => {
    expect(run([key], ['tail sk_live_', '']).text).toBe('tail sk_live_')
  })

  test('behavior: bytes that are not the key pass unchanged, binary included', () => {
    const bytes = new Uint8Array([0, 255, 254, 0x73, 0x6b, 1, 128])
    expect(createKeyRedactor([key])(bytes, true)).toEqual(bytes)
    const around = new Uint8Array([0xff, ...encoder.encode(key), 0x00])
    expect(createKeyRedactor([key])(around, true)).toEqual(
      new Uint8Array([0xff, ...encoder.encode('[redacted]'), 0x00]),
    )
  })

  test('behavior: matching ignores ASCII case', () => {
    expect(run(['sk_a%2Fb%3Dc'], ['x=sk_a%2fb%3Dc y=SK_A%2FB%3DC z=sk_a%2f', 'b%3dc']).text).toBe(
      'x=[redacted] y=[redacted] z=[redacted]',
    )
    expect(run([key], [key.toUpperCase(), ` ${key.toLowerCase()}`]).text).toBe('[redacted] [redacted]')
  })

  test('parameters: secrets (every form is redacted)', () => {
    expect(run(['sk_a+b/c=d', 'sk_a%2Bb%2Fc%3Dd'], ['x=sk_a%2Bb', '%2Fc%3Dd&y=sk_a+b/c=d']).text).toBe(
      'x=[redacted]&y=[redacted]',
    )
  })
})
