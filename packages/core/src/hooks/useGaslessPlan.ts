'use client'
import { useQuery } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import type { GaslessOptions } from '../execution/gasless/GaslessOptions'
import type { GaslessPlan } from '../execution/gasless/GaslessPlan'
import { getGaslessPlanQueryOptions } from '../query/getGaslessPlan'
import type { Quote } from '../schemas/quoteSchema'
import { useChains } from './useChains'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Parameters of {@link useGaslessPlan}. */
export type UseGaslessPlanParameters = UseCrosspayClientParameters & {
  /** The quote the user is about to execute. */
  quote: Quote | undefined
  /** The `gasless` option the execution will get (undefined: never gasless). */
  gasless: GaslessOptions | undefined
}

/**
 * Whether the connected account would pay this quote without gas (`planGasless`: the same decision the executor
 * makes), for a review to say so before the wallet is asked: `gasless` (with the one-time upgrade or not), `normal`,
 * or `delegated-elsewhere` (warn: another contract can act for the account). Undefined while it is read.
 *
 * @example
 * const plan = useGaslessPlan({ quote, gasless: {} })
 * plan?.kind === 'gasless' && <p>No gas needed</p>
 */
export function useGaslessPlan(parameters: UseGaslessPlanParameters): GaslessPlan | undefined {
  const client = useCrosspayClient({ client: parameters.client })
  const config = useConfig()
  const { address } = useConnection()
  const { data: chains } = useChains({ client })
  const { data } = useQuery(
    getGaslessPlanQueryOptions(client, {
      config,
      quote: parameters.quote,
      chains,
      account: address,
      gasless: parameters.gasless,
    }),
  )
  return data
}
