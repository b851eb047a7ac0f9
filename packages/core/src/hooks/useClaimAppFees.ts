'use client'
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import type { ClaimAppFeesErrorType, ClaimAppFeesParameters } from '../api/claimAppFees'
import type { ExecutionErrorType } from '../errors/ExecutionError'
import { type ExecuteClaimReturnType, executeClaim } from '../execution/executeClaim'
import type { MutationParameter } from './MutationParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Errors of {@link useClaimAppFees}: the request's (nothing to claim, …) or the wallet's (`ExecutionError`). */
export type UseClaimAppFeesErrorType = ClaimAppFeesErrorType | ExecutionErrorType

/** Parameters of {@link useClaimAppFees}: the client, the wagmi config and TanStack's `mutation` options. */
export type UseClaimAppFeesParameters = UseCrosspayClientParameters &
  MutationParameter<ExecuteClaimReturnType, UseClaimAppFeesErrorType, ClaimAppFeesParameters> & {
    /** The wagmi config. Defaults to the one of the nearest `WagmiProvider`. */
    config?: ReturnType<typeof useConfig> | undefined
  }

/** What {@link useClaimAppFees} returns: the mutation; `mutate({ wallet, chainId, currency, recipient?, amount? })`. */
export type UseClaimAppFeesReturnType = UseMutationResult<
  ExecuteClaimReturnType,
  UseClaimAppFeesErrorType,
  ClaimAppFeesParameters
>

/**
 * Claims app fees with the connected wallet: asks for the claim, checks its message, has the wallet sign it and
 * confirms (`executeClaim`); resolves with the payout's `txHash`. Refreshes the app balance when settled, then calls
 * your `mutation.onSettled`.
 *
 * @example
 * const claim = useClaimAppFees()
 * claim.mutate({ wallet, chainId: 8453, currency: usdc }) // all of it, to the wallet
 */
export function useClaimAppFees(parameters: UseClaimAppFeesParameters = {}): UseClaimAppFeesReturnType {
  const { client: clientOverride, config: configOverride, mutation = {} } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  // The given config, else the nearest WagmiProvider's (wagmi's useConfig throws only when there is neither).
  const config = useConfig(configOverride ? { config: configOverride } : {})
  const queryClient = useQueryClient()
  return useMutation<ExecuteClaimReturnType, UseClaimAppFeesErrorType, ClaimAppFeesParameters>({
    ...mutation,
    mutationKey: ['claimAppFees', { baseUrl: client.baseUrl }],
    mutationFn: (claim) => executeClaim(config, { ...claim, client }),
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['appBalance', { baseUrl: client.baseUrl }] })
      return mutation.onSettled?.(...args)
    },
  })
}
