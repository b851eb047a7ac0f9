import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
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

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL('./sponsorship.ts', import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchInlineSnapshot(`
      [
        "type DescribeSponsorshipOptions",
        "type QuoteFeeComponent",
        "type RecordFeeComponent",
        "type SponsorshipAmount",
        "type SponsorshipDescription",
        "type SponsorshipExclusion",
        "type SponsorshipFee",
        "type SponsorshipPayer",
        "type SponsorshipQuote",
        "type SponsorshipQuoteParameters",
        "type SponsorshipShare",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.describeSponsorship).toBe(describeSponsorship)
  })
})
