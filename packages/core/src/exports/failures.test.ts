import { describe, expect, test } from 'vitest'
import { describeFailure } from '../failures/describeFailure'
import * as entry from './failures'

describe('@crosspay/core/failures entry', () => {
  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.describeFailure).toBe(describeFailure)
  })
})
