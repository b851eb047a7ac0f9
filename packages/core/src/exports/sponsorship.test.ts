import { describe, expect, test } from 'vitest'
import { describeSponsorship } from '../sponsorship/describeSponsorship'
import * as entry from './sponsorship'

describe('@crosspay/core/sponsorship entry', () => {
  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.describeSponsorship).toBe(describeSponsorship)
  })
})
