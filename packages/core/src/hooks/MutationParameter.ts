import type { UseMutationOptions } from '@tanstack/react-query'

/**
 * The `mutation` option of every crosspay mutation hook: TanStack Query's mutation options (`onMutate`,
 * `onSuccess`, `onError`, `onSettled`, `retry`, `meta`, …). `mutationFn` and `mutationKey` are crosspay's.
 * Callbacks crosspay needs itself (a cache refresh after a fast fill) run before yours, never instead of them.
 */
export type MutationParameter<data, error, variables, onMutateResult = unknown> = {
  /** TanStack Query mutation options and callbacks. */
  mutation?:
    | Omit<UseMutationOptions<data, error, variables, onMutateResult>, 'mutationFn' | 'mutationKey'>
    | undefined
}
