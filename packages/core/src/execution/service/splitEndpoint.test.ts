import { describe, expect, test } from 'vitest'
import { splitEndpoint } from './splitEndpoint'

const refused = (endpoint: string) => {
  try {
    splitEndpoint(endpoint, 'deposit')
    return undefined
  } catch (error) {
    return (error as { check?: string }).check
  }
}

describe('splitEndpoint', () => {
  test('default: a service path and its query', () => {
    const { path, query } = splitEndpoint('/intents/status/v3?requestId=0xabc', 'deposit')
    expect(path).toBe('/intents/status/v3')
    expect(query.get('requestId')).toBe('0xabc')
    expect(splitEndpoint('/execute/permits', 'authorize').path).toBe('/execute/permits')
  })

  test.each([
    'https://attacker.example/collect',
    '//attacker.example/collect',
    '/\\attacker.example/collect',
    '\\\\attacker.example',
    'intents/status',
    '/app-fees/../admin',
    '/app-fees/%2e%2e/admin',
    '/app-fees/%2E%2E%2Fadmin',
    '/a/./b',
    '/a%5cb',
    '/intents/status\n',
    '/%zz',
    'javascript:alert(1)',
  ])('security: %j is refused', (endpoint) => {
    expect(refused(endpoint)).toBe('endpoint')
  })
})
