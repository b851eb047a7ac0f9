import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { flattenUnionIssues } from './flattenUnionIssues'

describe('flattenUnionIssues', () => {
  test('default: plain issues are kept', () => {
    expect(flattenUnionIssues([{ path: ['a'], message: 'm' }])).toEqual([{ path: ['a'], message: 'm' }])
  })

  test('behavior: a union issue becomes the deepest branch, with full paths', () => {
    const schema = z.object({
      list: z.array(
        z.union([
          z.object({ kind: z.literal('a'), inner: z.object({ n: z.number() }) }),
          z.object({ kind: z.literal('b') }),
        ]),
      ),
    })
    const result = schema.safeParse({ list: [{ kind: 'a', inner: { n: 'x' } }] })
    const flat = flattenUnionIssues(result.error?.issues ?? [])
    expect(flat.map((i) => i.path)).toEqual([['list', 0, 'inner', 'n']])
  })
})
