// @vitest-environment jsdom
import { startTestSimulators } from '@crosspay/test'
import { createTestQueryClient } from '@crosspay/test/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode, StrictMode } from 'react'
import { describe, expect, test } from 'vitest'
import type { ClientWarning } from '../api/CrosspayClient'
import type { CreateClientParameters } from '../api/createClient'
import { CrosspayProvider } from './CrosspayProvider'
import { CrosspayProviderNotFoundError } from './CrosspayProviderNotFoundError'
import { useCrosspayClient } from './useCrosspayClient'

const start = startTestSimulators()

/** Providers as a host nests them, with `config` (and StrictMode when asked). */
const configWrapper =
  (config: CreateClientParameters, strict = false) =>
  ({ children }: { children?: ReactNode }) => {
    const tree = createElement(
      QueryClientProvider,
      { client: createTestQueryClient() },
      createElement(CrosspayProvider, { config }, children),
    )
    return strict ? createElement(StrictMode, null, tree) : tree
  }

describe('CrosspayProvider', () => {
  test('default', () => {
    const t = start()
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(CrosspayProvider, { client: t.client }, children)
    const { result } = renderHook(() => useCrosspayClient(), { wrapper })
    expect(result.current).toBe(t.client)
  })

  test('parameters: config creates a client once', () => {
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: configWrapper({ baseUrl: 'http://sim.test/' }),
    })
    const first = result.current
    expect(first.baseUrl).toBe('http://sim.test')
    rerender()
    expect(result.current).toBe(first)
  })

  test('behavior: StrictMode with an apiKey in a browser creates one client and warns once', () => {
    const warnings: ClientWarning[] = []
    let creations = 0
    // createClient reads `onWarning` once per client it creates: count the clients through it.
    const config = {
      baseUrl: 'http://strict.sim.test',
      apiKey: 'demo-key',
      get onWarning() {
        creations += 1
        return (warning: ClientWarning) => void warnings.push(warning)
      },
    }
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: configWrapper(config, true),
    })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(creations).toBe(1)
    expect(warnings.map((w) => w.code)).toEqual(['api-key-in-browser'])
    // Another provider on the same base URL (a remount, a second widget) does not warn again.
    renderHook(() => useCrosspayClient(), { wrapper: configWrapper(config, true) })
    expect(warnings).toHaveLength(1)
  })

  test('behavior: a new baseUrl re-creates the client', () => {
    let baseUrl = 'http://one.sim.test'
    const { result, rerender } = renderHook(() => useCrosspayClient(), {
      wrapper: ({ children }: { children?: ReactNode }) => configWrapper({ baseUrl })({ children }),
    })
    const first = result.current
    baseUrl = 'http://two.sim.test'
    rerender()
    expect(result.current).not.toBe(first)
    expect(result.current.baseUrl).toBe('http://two.sim.test')
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
    const t = start()
    const { result } = renderHook(() => useCrosspayClient({ client: t.client }))
    expect(result.current).toBe(t.client)
  })
})
