import { expect, test } from 'vitest'
import { createLateBound } from './createLateBound'

test('default: reads, calls and key listings go to the bound value; methods run on it', () => {
  const late = createLateBound<{ url: string; count: number; next(): number }>('server')
  const server = late.value
  expect(() => server.url).toThrow(/server is not started yet/)
  expect(late.peek()).toBeUndefined()
  const real = {
    url: 'http://127.0.0.1:1',
    count: 0,
    next() {
      this.count += 1
      return this.count
    },
  }
  late.set(real)
  expect(server.url).toBe('http://127.0.0.1:1')
  const { next } = server
  expect(next()).toBe(1)
  expect(real.count).toBe(1)
  expect(Object.keys(server)).toEqual(['url', 'count', 'next'])
  expect({ ...server }.url).toBe('http://127.0.0.1:1')
  expect(late.peek()).toBe(real)
})
