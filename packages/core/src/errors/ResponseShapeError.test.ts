import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { BaseError } from './BaseError'
import { ResponseShapeError } from './ResponseShapeError'

describe('ResponseShapeError', () => {
  test('default', () => {
    const error = new ResponseShapeError({
      endpoint: 'POST /quote/v2',
      issues: [
        { path: ['steps', 0, 'items'], message: 'expected array' },
        { path: ['fees'], message: 'required' },
      ],
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ResponseShapeError')
    expect(error.endpoint).toBe('POST /quote/v2')
    expect(error.path).toBe('steps[0].items')
    expect(error.paths).toEqual(['steps[0].items', 'fees'])
    expect(error.shortMessage).toBe('Unexpected response from POST /quote/v2: invalid steps[0].items.')
    expect(error.details).toBe('steps[0].items: expected array; fees: required')
  })

  test('parameters: zod issues', () => {
    const result = z
      .object({ chains: z.array(z.object({ id: z.number() })) })
      .safeParse({ chains: [{ id: 'x' }] })
    expect(result.success).toBe(false)
    const error = new ResponseShapeError({
      endpoint: 'GET /chains',
      issues: result.error?.issues,
      cause: result.error,
    })
    expect(error.path).toBe('chains[0].id')
    expect(error.cause).toBe(result.error)
  })

  test('parameters: no issues (not JSON)', () => {
    const error = new ResponseShapeError({
      endpoint: 'GET /chains',
      cause: new SyntaxError('Unexpected token <'),
    })
    expect(error.path).toBe('')
    expect(error.shortMessage).toBe('Unexpected response from GET /chains: the body is not valid JSON.')
    expect(error.details).toBe('Unexpected token <')
  })
})
