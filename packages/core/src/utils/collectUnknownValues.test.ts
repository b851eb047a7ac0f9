import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { lenientEnum } from '../schemas/lenientEnum'
import { collectUnknownValues } from './collectUnknownValues'

const schema = z.array(lenientEnum('color', ['red', 'green']))

describe('collectUnknownValues', () => {
  test('default: unknown values are collected once each, known ones not at all', () => {
    const { result, unknownValues } = collectUnknownValues(() =>
      schema.parse(['red', 'blue', 'blue', 'pink']),
    )
    expect(result).toEqual(['red', 'blue', 'blue', 'pink'])
    expect(unknownValues).toEqual([
      { field: 'color', value: 'blue' },
      { field: 'color', value: 'pink' },
    ])
  })

  test('behavior: nested collections do not leak into each other', () => {
    const outer = collectUnknownValues(() => {
      const inner = collectUnknownValues(() => schema.parse(['blue']))
      schema.parse(['pink'])
      return inner.unknownValues
    })
    expect(outer.result).toEqual([{ field: 'color', value: 'blue' }])
    expect(outer.unknownValues).toEqual([{ field: 'color', value: 'pink' }])
  })

  test('behavior: parsing outside a collection does not throw', () => {
    expect(schema.parse(['violet'])).toEqual(['violet'])
  })

  test('behavior: the collector is removed even when the parse throws', () => {
    expect(() => collectUnknownValues(() => schema.parse([1]))).toThrow()
    expect(collectUnknownValues(() => schema.parse(['blue'])).unknownValues).toHaveLength(1)
  })
})
