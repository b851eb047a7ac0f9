import { describe, expect, test } from 'vitest'
import { parseCliArgs } from './parseCliArgs'

describe('parseCliArgs', () => {
  test('default', () => {
    expect(parseCliArgs([]).options).toEqual({
      port: 4000,
      host: '127.0.0.1',
      chains: 'anvil',
      seed: 1,
      history: 200,
      help: false,
    })
  })

  test('parameters: every option', () => {
    const { options } = parseCliArgs(
      '--port 0 --host 0.0.0.0 --chains virtual --seed 3 --history 50 --now 2026-11-01T00:00:00Z'.split(' '),
    )
    expect(options).toEqual({
      port: 0,
      host: '0.0.0.0',
      chains: 'virtual',
      seed: 3,
      history: 50,
      now: '2026-11-01T00:00:00Z',
      help: false,
    })
    expect(parseCliArgs(['-h']).options.help).toBe(true)
    expect(parseCliArgs(['--help']).usage).toMatch(/--chains anvil\|virtual/)
  })

  test('behavior: bad values are rejected with a message naming the option', () => {
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(/--port must be a whole number/)
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/--port must be between 0 and 65535/)
    expect(() => parseCliArgs(['--chains', 'mainnet'])).toThrow(/--chains must be "anvil" or "virtual"/)
    expect(() => parseCliArgs(['--seed', '-1'])).toThrow(/--seed/)
    expect(() => parseCliArgs(['--history', '1.5'])).toThrow(/--history must be a whole number/)
    expect(() => parseCliArgs(['--now', 'yesterday'])).toThrow(/--now must be an ISO 8601 time/)
    expect(() => parseCliArgs(['--bogus'])).toThrow(/Unknown option '--bogus'[\s\S]*Usage: pnpm sim/)
    expect(() => parseCliArgs(['extra'])).toThrow(/Usage: pnpm sim/)
  })
})
