import { expectInvalidParameter } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { resolveBackoffOptions } from './resolveBackoffOptions'

describe('resolveBackoffOptions', () => {
  test('default', () => {
    expect(resolveBackoffOptions('reconnect', undefined)).toEqual({ baseMs: 1000, maxMs: 30_000 })
    expect(resolveBackoffOptions('reconnect', { baseMs: 500 })).toEqual({ baseMs: 500, maxMs: 30_000 })
    expect(resolveBackoffOptions('reconnect', { baseMs: 100, maxMs: 100 })).toEqual({
      baseMs: 100,
      maxMs: 100,
    })
  })

  test('parameters: baseMs above 0 and maxMs from baseMs, both finite', () => {
    expectInvalidParameter(() => resolveBackoffOptions('reconnect', { baseMs: 0 }), 'reconnect.baseMs')
    expectInvalidParameter(
      () => resolveBackoffOptions('reconnect', { baseMs: Number.NaN }),
      'reconnect.baseMs',
    )
    expectInvalidParameter(
      () => resolveBackoffOptions('reconnect', { baseMs: '5' as unknown as number }),
      'reconnect.baseMs',
    )
    expectInvalidParameter(
      () => resolveBackoffOptions('reconnect', { baseMs: 10, maxMs: 5 }),
      'reconnect.maxMs',
    )
    expectInvalidParameter(
      () => resolveBackoffOptions('reconnect', { maxMs: Number.POSITIVE_INFINITY }),
      'reconnect.maxMs',
    )
    // Above the longest setTimeout (2^31 − 1 ms), which would fire at once.
    expectInvalidParameter(() => resolveBackoffOptions('reconnect', { maxMs: 2 ** 31 }), 'reconnect.maxMs')
    expectInvalidParameter(
      () => resolveBackoffOptions('reconnect', { baseMs: 60_000 }),
      'reconnect.maxMs',
      /default/,
    )
  })
})
