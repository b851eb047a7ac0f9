import { expectTypeOf, test } from 'vitest'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { describeSponsorship } from './describeSponsorship'
import type { SponsorshipDescription } from './types'

test('default', () => {
  // The zod-inferred Quote and the full quote body are accepted as they are.
  expectTypeOf(describeSponsorship).toBeCallableWith({} as QuoteParameters, {} as Quote)
  expectTypeOf(
    describeSponsorship({} as QuoteParameters, {} as Quote),
  ).toEqualTypeOf<SponsorshipDescription>()
})
