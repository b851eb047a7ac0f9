import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
import { describeFailure } from '../failures/describeFailure'
import * as entry from './failures'

describe('@crosspay/core/failures entry', () => {
  test('default', async () => {
    expect(Object.keys(await import('./failures')).sort()).toMatchInlineSnapshot(`
      [
        "describeFailure",
        "failReasonDescriptions",
        "refundFailReasonDescriptions",
      ]
    `)
  })

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL('./failures.ts', import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchInlineSnapshot(`
      [
        "type DescribeFailureOptions",
        "type FailureDescription",
        "type FundsReturned",
        "type ReasonDescription",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.describeFailure).toBe(describeFailure)
  })
})
