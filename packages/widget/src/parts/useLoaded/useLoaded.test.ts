import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useLoaded } from './useLoaded'

describe('useLoaded', () => {
  test('behavior: nothing is loaded until enabled; then once, and it stays when disabled again', async () => {
    const calls: string[] = []
    const load = async () => {
      calls.push('load')
      return { part: 'svm' }
    }
    const view = renderHook(({ enabled }) => useLoaded(load, enabled), { initialProps: { enabled: false } })
    expect(view.result.current).toBeUndefined()
    view.rerender({ enabled: false })
    expect(calls).toEqual([])
    view.rerender({ enabled: true })
    await waitFor(() => expect(view.result.current).toEqual({ part: 'svm' }))
    view.rerender({ enabled: false })
    view.rerender({ enabled: true })
    expect(view.result.current).toEqual({ part: 'svm' })
    expect(calls).toEqual(['load'])
  })

  test('error: a load that fails shows nothing, and is tried again when enabled again', async () => {
    let attempts = 0
    const load = async () => {
      attempts++
      if (attempts === 1) throw new Error('chunk failed')
      return 'loaded'
    }
    const view = renderHook(({ enabled }) => useLoaded(load, enabled), { initialProps: { enabled: true } })
    await waitFor(() => expect(attempts).toBe(1))
    expect(view.result.current).toBeUndefined()
    view.rerender({ enabled: false })
    view.rerender({ enabled: true })
    await waitFor(() => expect(view.result.current).toBe('loaded'))
    expect(attempts).toBe(2)
  })
})
