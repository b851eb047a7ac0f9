import type { Quote } from '../../schemas/quoteSchema'
import type { ExecutionProgress } from '../types'

/**
 * The progress of a quote before anything ran: every step and item `idle` (or `complete` when the service says
 * so), nothing sent, and, for a deposit-address quote, the address and exact amount to send.
 */
export function toInitialProgress(quote: Quote, requestId: string): ExecutionProgress {
  const depositStep = quote.steps.find((s) => s.depositAddress)
  const currencyIn = quote.details?.currencyIn
  return {
    requestId,
    status: 'idle',
    steps: quote.steps.map((step) => ({
      id: step.id,
      kind: step.kind,
      description: step.description,
      items: (
        step.items as { status?: string; data?: { chainId?: unknown; domain?: { chainId?: unknown } } }[]
      ).map((item) => ({
        kind: step.kind === 'signature' ? ('signature' as const) : ('transaction' as const),
        chainId:
          typeof item.data?.chainId === 'number'
            ? item.data.chainId
            : item.data?.domain?.chainId !== undefined
              ? Number(item.data.domain.chainId)
              : undefined,
        state: item.status === 'complete' ? ('complete' as const) : ('idle' as const),
      })),
    })),
    request: undefined,
    funds: 'not-sent',
    depositAddress:
      depositStep?.depositAddress && currencyIn?.currency
        ? {
            address: depositStep.depositAddress,
            chainId: currencyIn.currency.chainId,
            currency: currencyIn.currency.address,
            amount: currencyIn.amount ?? '0',
          }
        : undefined,
    error: undefined,
  }
}
