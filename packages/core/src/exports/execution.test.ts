import { describe, expect, test } from 'vitest'
import { executeQuote } from '../execution/executeQuote'
import { useExecuteQuote } from '../hooks/useExecuteQuote'
import * as entry from './execution'

describe('@crosspay/core/execution entry', () => {
  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.executeQuote).toBe(executeQuote)
    expect(entry.useExecuteQuote).toBe(useExecuteQuote)
  })
})
