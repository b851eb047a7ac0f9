import { describe, expect, test } from 'vitest'
import { getChainState } from './getChainState'
import { groupChainsByState } from './groupChainsByState'

describe('getChainState', () => {
  test('default', () => {
    expect(getChainState({ disabled: false, depositEnabled: true, blockProductionLagging: false })).toBe(
      'active',
    )
  })

  test('behavior: worst state wins', () => {
    expect(getChainState({ disabled: true, depositEnabled: false, blockProductionLagging: true })).toBe(
      'disabled',
    )
    expect(getChainState({ disabled: false, depositEnabled: false, blockProductionLagging: true })).toBe(
      'depositDisabled',
    )
    expect(getChainState({ disabled: false, depositEnabled: true, blockProductionLagging: true })).toBe(
      'degraded',
    )
  })

  test('behavior: missing flags count as healthy', () => {
    expect(getChainState({})).toBe('active')
  })
})

describe('groupChainsByState', () => {
  test('default', () => {
    const chains = [
      { id: 1, disabled: false, depositEnabled: true, blockProductionLagging: false },
      { id: 2, disabled: true, depositEnabled: false, blockProductionLagging: false },
      { id: 3, disabled: false, depositEnabled: true, blockProductionLagging: true },
      { id: 4, disabled: false, depositEnabled: false, blockProductionLagging: false },
    ]
    const grouped = groupChainsByState(chains)
    expect(grouped.disabled.map((c) => c.id)).toEqual([2])
    expect(grouped.degraded.map((c) => c.id)).toEqual([3])
    expect(grouped.depositEnabled.map((c) => c.id)).toEqual([1, 3])
  })

  test('behavior: a record without depositEnabled counts as accepting deposits', () => {
    const grouped = groupChainsByState([
      { id: 5 },
      { id: 6, depositEnabled: false },
      { id: 7, disabled: true },
    ])
    expect(grouped.depositEnabled.map((c) => c.id)).toEqual([5])
  })
})
