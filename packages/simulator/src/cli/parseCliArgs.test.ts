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
      webhooks: [],
      trustProxy: false,
      allowOrigins: [],
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
      webhooks: [],
      trustProxy: false,
      allowOrigins: [],
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

  test('parameters: --webhook (repeatable) with --webhook-secret or CROSSPAY_SIM_WEBHOOK_SECRET', () => {
    const args = ['--webhook', 'http://127.0.0.1:9000/a', '--webhook', 'https://example.test/b']
    expect(parseCliArgs([...args, '--webhook-secret', 's3cret']).options).toMatchObject({
      webhooks: ['http://127.0.0.1:9000/a', 'https://example.test/b'],
      webhookSecret: 's3cret',
    })
    const fromEnv = parseCliArgs(args, { CROSSPAY_SIM_WEBHOOK_SECRET: 'env-secret' }).options
    expect(fromEnv.webhookSecret).toBe('env-secret')
    // The flag wins over the environment.
    expect(
      parseCliArgs([...args, '--webhook-secret', 'flag'], { CROSSPAY_SIM_WEBHOOK_SECRET: 'env' }).options
        .webhookSecret,
    ).toBe('flag')
    expect(parseCliArgs(['--help']).usage).toMatch(/--webhook <url>[\s\S]*CROSSPAY_SIM_WEBHOOK_SECRET/)
  })

  test('behavior: a webhook without a secret, a non-http URL or an empty secret is rejected', () => {
    expect(() => parseCliArgs(['--webhook', 'http://x.test/'])).toThrow(/--webhook needs a signing secret/)
    expect(() => parseCliArgs(['--webhook', 'ftp://x.test/', '--webhook-secret', 's'])).toThrow(
      /--webhook must be an http\(s\) URL/,
    )
    expect(() => parseCliArgs(['--webhook', 'not a url', '--webhook-secret', 's'])).toThrow(
      /--webhook must be/,
    )
    expect(() => parseCliArgs(['--webhook-secret', ''])).toThrow(/--webhook-secret must not be empty/)
  })

  test('parameters: --trust-proxy (repeatable): loopback, IPv4 (with its mapped IPv6 form), IPv6; a bad one named', () => {
    expect(parseCliArgs(['--trust-proxy', 'loopback']).options.trustProxy).toBe(true)
    expect(
      parseCliArgs(['--trust-proxy', '10.0.0.5', '--trust-proxy', 'FD00::1']).options.trustProxy,
    ).toEqual(['10.0.0.5', '::ffff:10.0.0.5', 'fd00::1'])
    expect(
      parseCliArgs(['--trust-proxy', 'loopback', '--trust-proxy', '10.0.0.5']).options.trustProxy,
    ).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.5', '::ffff:10.0.0.5'])
    expect(() => parseCliArgs(['--trust-proxy', 'proxy.local'])).toThrow(
      '--trust-proxy must be an IP address or "loopback", got "proxy.local"',
    )
    expect(() => parseCliArgs(['--trust-proxy'])).toThrow(/--trust-proxy/)
    expect(parseCliArgs(['-h']).usage).toMatch(/--trust-proxy <ip>/)
  })

  test('parameters: --allow-origin (repeatable) takes origins only; a path, a slash or a wildcard is named', () => {
    expect(
      parseCliArgs(['--allow-origin', 'http://localhost:3000', '--allow-origin', 'https://a.example']).options
        .allowOrigins,
    ).toEqual(['http://localhost:3000', 'https://a.example'])
    for (const bad of [
      'http://localhost:3000/',
      'https://a.example/x',
      '*',
      'localhost:3000',
      'ftp://a.example',
    ])
      expect(() => parseCliArgs(['--allow-origin', bad])).toThrow(
        /--allow-origin must be an http\(s\) origin/,
      )
  })
})
