// @vitest-environment jsdom
import { createTestSimulator } from '@crosspay/test'
import { createTestQueryClient } from '@crosspay/test/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { CrosspayProvider } from './CrosspayProvider'
import { CrosspayProviderNotFoundError } from './CrosspayProviderNotFoundError'
import { useCrosspayClient } from './useCrosspayClient'

describe('CrosspayProvider', () => {
  test('default', () => {
    const t = createTestSimulator()
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(CrosspayProvider, { client: t.client }, children)
    const { result } = renderHook(() => useCrosspayClient(), { wrapper })
    expect(result.current).toBe(t.client)
  })

  test('parameters: config creates a client once', () => {
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client: createTestQueryClient() },
        createElement(CrosspayProvider, { config: { baseUrl: 'http://sim.test/' } }, children),
      )
    const { result, rerender } = renderHook(() => useCrosspayClient(), { wrapper })
    const first = result.current
    expect(first.baseUrl).toBe('http://sim.test')
    rerender()
    expect(result.current).toBe(first)
  })

  test('behavior: useCrosspayClient outside the provider throws a clear error', () => {
    const error = (() => {
      try {
        renderHook(() => useCrosspayClient())
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(CrosspayProviderNotFoundError)
    expect((error as CrosspayProviderNotFoundError).shortMessage).toMatch(/within `CrosspayProvider`/)
  })

  test('parameters: client overrides the provider', () => {
    const t = createTestSimulator()
    const { result } = renderHook(() => useCrosspayClient({ client: t.client }))
    expect(result.current).toBe(t.client)
  })
})
