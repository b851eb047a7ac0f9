import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { chainSchema } from '../schemas/chainSchema'
import { issueMessage } from './issueMessage'
import { parseResponse } from './parseResponse'

const chain = { id: 1, name: 'ethereum', displayName: 'Ethereum' }
/** A strict list of chains (`GET /chains` itself drops a bad record instead: `lenientList`). */
const chainsResponseSchema = z.looseObject({ chains: z.array(chainSchema) })

function details(body: unknown): string | undefined {
  try {
    parseResponse(chainsResponseSchema, body, 'GET /chains')
  } catch (error) {
    expect(error).toBeInstanceOf(ResponseShapeError)
    return (error as ResponseShapeError).details
  }
  throw new Error('expected the body to be rejected')
}

describe('issueMessage', () => {
  test('default: response shape errors read like zod’s English locale', () => {
    expect(details({ chains: [{ ...chain, id: 'x' }] })).toBe(
      'chains[0].id: Invalid input: expected number, received string',
    )
  })

  test('behavior: null, arrays and missing fields are named as zod names them', () => {
    expect(details({ chains: null })).toBe('chains: Invalid input: expected array, received null')
    expect(details({ chains: [{ ...chain, name: ['a'] }] })).toBe(
      'chains[0].name: Invalid input: expected string, received array',
    )
    expect(details({})).toBe('chains: Invalid input: expected array, received undefined')
  })

  test('behavior: literals and enums list the expected values', () => {
    const one = z.safeParse(z.literal('eip191'), 'eip712', { error: issueMessage })
    expect(one.error?.issues[0]?.message).toBe('Invalid input: expected "eip191"')
    const many = z.safeParse(z.enum(['a', 'b']), 'c', { error: issueMessage })
    expect(many.error?.issues[0]?.message).toBe('Invalid option: expected one of "a"|"b"')
  })

  test('behavior: other issues read "Invalid input"', () => {
    const refined = z.safeParse(z.string().check(z.refine(() => false)), 'x', { error: issueMessage })
    expect(refined.error?.issues[0]?.message).toBe('Invalid input')
  })

  test('behavior: an app-wide zod error map takes precedence', () => {
    z.config({ customError: () => 'app message' })
    try {
      expect(details({ chains: null })).toBe('chains: app message')
    } finally {
      z.config({ customError: undefined })
    }
    expect(details({ chains: null })).toBe('chains: Invalid input: expected array, received null')
  })
})
