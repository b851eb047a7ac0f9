import { type CrosspayClient, CrosspayProvider } from '@crosspay/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactNode, StrictMode } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { createTestQueryClient } from './createTestQueryClient'

/** Options of {@link createWrapper}. */
export type CreateWrapperOptions = {
  /** The client the hooks use (usually `createTestSimulator().client`). */
  client: CrosspayClient
  /** Query client. Defaults to a fresh {@link createTestQueryClient} (retries off). */
  queryClient?: QueryClient | undefined
  /** Wrap in `React.StrictMode` (effects mount twice in development). Defaults to false. */
  strict?: boolean | undefined
  /** A wagmi config: wraps the tree in `WagmiProvider` (outermost, as hosts do). Defaults to none. */
  wagmiConfig?: Config | undefined
}

/**
 * A Testing Library `wrapper`: (`WagmiProvider` when given a config +) `QueryClientProvider` + `CrosspayProvider`
 * (+ `StrictMode` when asked),
 * the way a host application nests them.
 */
export function createWrapper(options: CreateWrapperOptions): (props: { children?: ReactNode }) => ReactNode {
  const queryClient = options.queryClient ?? createTestQueryClient()
  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per test, created once before rendering
  return function Wrapper({ children }) {
    const tree = createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(CrosspayProvider, { client: options.client }, children),
    )
    const withWagmi = options.wagmiConfig
      ? createElement(WagmiProvider, { config: options.wagmiConfig, reconnectOnMount: false }, tree)
      : tree
    return options.strict ? createElement(StrictMode, null, withWagmi) : withWagmi
  }
}
