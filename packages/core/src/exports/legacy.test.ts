import { describe, expect, test } from 'vitest'
import { getRequestsV2 } from '../api/getRequestsV2'
import * as entry from './legacy'

describe('@crosspay/core/legacy entry', () => {
  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.getRequestsV2).toBe(getRequestsV2)
  })
})
