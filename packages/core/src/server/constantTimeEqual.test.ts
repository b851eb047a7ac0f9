import { describe, expect, test } from 'vitest'
import { constantTimeEqual } from './constantTimeEqual'

/** A byte array that counts how many of its elements were read. */
function counted(bytes: number[]) {
  const reads = { count: 0 }
  const array = new Proxy(Uint8Array.from(bytes), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : (value ?? receiver[key])
    },
  })
  return { array, reads }
}

describe('constantTimeEqual', () => {
  test('default', () => {
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true)
    expect(constantTimeEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false)
    expect(constantTimeEqual(Uint8Array.of(0, 2, 3), Uint8Array.of(1, 2, 3))).toBe(false)
    expect(constantTimeEqual(new Uint8Array(0), new Uint8Array(0))).toBe(true)
  })

  test('behavior: arrays of different lengths are unequal', () => {
    expect(constantTimeEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 3))).toBe(false)
  })

  test('behavior: every byte is read even when the first one differs (no early exit)', () => {
    const a = counted(Array.from({ length: 32 }, (_, i) => i))
    const b = counted(Array.from({ length: 32 }, (_, i) => 255 - i))
    expect(constantTimeEqual(a.array, b.array)).toBe(false)
    expect(a.reads.count).toBe(32)
    expect(b.reads.count).toBe(32)
  })
})
