import { describe, expect, test } from 'vitest'
import { describeSponsorship } from '../sponsorship/describeSponsorship'
import * as entry from './sponsorship'

describe('@crosspay/core/sponsorship entry', () => {
  test('default', async () => {
    expect(Object.keys(await import('./sponsorship')).sort()).toMatchInlineSnapshot(`
      [
        "describeSponsorship",
        "microToUsd",
        "usdToMicro",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.describeSponsorship).toBe(describeSponsorship)
  })
})
