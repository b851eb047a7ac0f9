import type { Quote } from '@crosspay/core'

/** One request the wallet will show while a quote is executed, in order. */
export type WalletPrompt = { kind: 'approve' | 'deposit' | 'authorize' | 'signature' | 'other' }

const known = new Set<string>(['approve', 'deposit', 'authorize'])

/**
 * The wallet prompts a quote's execution asks for, in order: one per item of each step, named by the step's id
 * (`approve`, `deposit`, `authorize`), else by its kind (`signature`), else `other`. What the review lists
 * ("1. Approve USDC · 2. Deposit") and what the main button reads ("Approve and bridge").
 */
export function listWalletPrompts(quote: Quote): WalletPrompt[] {
  return (quote.steps ?? []).flatMap((step) => {
    const kind: WalletPrompt['kind'] = known.has(step.id)
      ? (step.id as WalletPrompt['kind'])
      : step.kind === 'signature'
        ? 'signature'
        : 'other'
    const items = Array.isArray(step.items) ? Math.max(step.items.length, 1) : 1
    return Array.from({ length: items }, () => ({ kind }))
  })
}
