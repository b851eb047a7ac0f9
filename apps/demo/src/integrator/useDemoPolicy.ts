'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DemoPolicy } from '../../shared/DemoPolicy'

const policyKey = ['demo', 'policy'] as const

const readJson = async (response: Response): Promise<DemoPolicy> => {
  const body = (await response.json().catch(() => ({}))) as DemoPolicy | { error?: string }
  if (!response.ok)
    throw new Error(`${response.status}: ${'error' in body ? body.error : 'the policy was refused'}`)
  return body as DemoPolicy
}

/**
 * The sponsorship policy the demo server's proxy applies to every quote (`GET /demo/policy`), and `apply` to
 * change it (`POST /demo/policy`; the server checks it and answers with the policy now in force).
 */
export function useDemoPolicy() {
  const queryClient = useQueryClient()
  const policy = useQuery({
    queryKey: policyKey,
    queryFn: async () => readJson(await fetch('/demo/policy')),
  })
  const apply = useMutation({
    mutationFn: async (next: DemoPolicy) =>
      readJson(
        await fetch('/demo/policy', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(next),
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(policyKey, saved)
      // Quotes already cached were made under the old policy.
      void queryClient.invalidateQueries({ queryKey: ['quote'] })
    },
  })
  return { policy, apply }
}
