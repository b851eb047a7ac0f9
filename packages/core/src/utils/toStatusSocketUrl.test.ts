import { describe, expect, test } from 'vitest'
import { toStatusSocketUrl } from './toStatusSocketUrl'

describe('toStatusSocketUrl', () => {
  test('default', () => {
    expect(toStatusSocketUrl('http://127.0.0.1:4000', true)).toBe('ws://127.0.0.1:4000/ws')
    expect(toStatusSocketUrl('https://api.example.com/v1', true)).toBe('wss://api.example.com/v1/ws')
  })

  test('parameters: websocket', () => {
    expect(toStatusSocketUrl('http://x', 'ws://other/stream')).toBe('ws://other/stream')
    expect(toStatusSocketUrl('http://x', false)).toBeUndefined()
    expect(toStatusSocketUrl('http://x', undefined)).toBeUndefined()
  })
})
