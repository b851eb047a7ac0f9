import type { Config } from '@wagmi/core'
import type { CrosspayClient } from '../api/CrosspayClient'
import type { GaslessOptions } from '../execution/gasless/GaslessOptions'
import type { GaslessPlan } from '../execution/gasless/GaslessPlan'
import { loadExecutionPath } from '../execution/loadExecutionPath'
import type { Chain } from '../schemas/chainSchema'
import type { Quote } from '../schemas/quoteSchema'

/** The input of {@link getGaslessPlanQueryOptions}. */
export type GetGaslessPlanParameters = {
  config: Config
  quote: Quote | undefined
  chains: readonly Chain[] | undefined
  account: string | undefined
  gasless: GaslessOptions | undefined
}

/**
 * Query options of a quote's gasless plan (`planGasless`, in the gasless path's own chunk, loaded through the execution path's `loadGaslessPath`, only with the `gasless` option). Keyed by the base URL, the request, the account and `when`; enabled with a quote, the chain
 * records, an account and the `gasless` option.
 */
export function getGaslessPlanQueryOptions(client: CrosspayClient, parameters: GetGaslessPlanParameters) {
  const { config, quote, chains, account, gasless } = parameters
  const requestId = quote?.steps?.find((s) => s.requestId)?.requestId ?? undefined
  return {
    queryKey: [
      'gaslessPlan',
      { baseUrl: client.baseUrl, requestId, account, when: gasless?.when ?? 'auto' },
    ] as const,
    queryFn: async (): Promise<GaslessPlan> => {
      // The gasless chunk through the executor's (the one place that imports it: a second `import()` of it from a
      // first load made the bundler split shared modules out of every first load).
      const { planGasless } = await (await loadExecutionPath()).loadGaslessPath()
      return planGasless({ config, chains: chains ?? [], quote: quote!, gasless })
    },
    enabled: Boolean(gasless && quote && chains && account),
    staleTime: 15_000,
    retry: false,
  }
}
