import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError'
import { docsBaseUrl } from './docsBaseUrl'
import { HttpRequestError } from './HttpRequestError'
import { RateLimitError } from './RateLimitError'

describe('BaseError', () => {
  test('default', () => {
    const error = new BaseError('Something broke.')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('BaseError')
    expect(error.shortMessage).toBe('Something broke.')
    expect(error.details).toBe('')
    expect(error.version).toMatch(/^@crosspay\/core@\d+\.\d+\.\d+/)
    expect(error.message).toBe(`Something broke.\n\nVersion: ${error.version}`)
  })

  test('parameters: details, metaMessages, docsPath', () => {
    const error = new BaseError('Short.', {
      details: 'Long.',
      metaMessages: ['A: 1', 'B: 2'],
      docsPath: '/x',
    })
    expect(error.message).toBe(
      `Short.\n\nA: 1\nB: 2\n\nDocs: ${docsBaseUrl}/x.md\nDetails: Long.\nVersion: ${error.version}`,
    )
    expect(error.docsPath).toBe('/x')
    expect(error.metaMessages).toEqual(['A: 1', 'B: 2'])
  })

  test('parameters: cause gives details and docsPath', () => {
    const inner = new BaseError('Inner.', { details: 'inner details', docsPath: '/inner' })
    const outer = new BaseError('Outer.', { cause: inner })
    expect(outer.cause).toBe(inner)
    expect(outer.details).toBe('inner details')
    expect(outer.docsPath).toBe('/inner')
    const plain = new BaseError('Outer.', { cause: new Error('plain message') })
    expect(plain.details).toBe('plain message')
  })

  test('parameters: empty short message', () => {
    expect(new BaseError('').shortMessage).toBe('An error occurred.')
  })

  test('behavior: walk() without fn returns the innermost cause', () => {
    const root = new Error('root')
    const middle = new BaseError('middle', { cause: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError)
  })

  test('behavior: walk(fn) returns the first match or null', () => {
    const rateLimit = new RateLimitError({ url: 'http://sim/chains' })
    const top = new BaseError('top', { cause: new BaseError('middle', { cause: rateLimit }) })
    expect(top.walk((e) => e instanceof RateLimitError)).toBe(rateLimit)
    expect(top.walk((e) => e instanceof HttpRequestError)).toBe(rateLimit)
    expect(top.walk((e) => e instanceof BaseError)).toBe(top)
    expect(top.walk((e) => e instanceof TypeError)).toBeNull()
  })

  test('behavior: walk survives a cyclic cause chain', () => {
    const a = new BaseError('a')
    const b = new BaseError('b', { cause: a })
    ;(a as { cause?: unknown }).cause = b
    expect(b.walk((e) => e instanceof TypeError)).toBeNull()
  })
})
