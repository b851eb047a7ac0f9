'use client'
import { getQuoteQueryOptions, useChains, useCrosspayClient } from '@crosspay/core'
import { type PaymentRequest, toPaymentParameters } from '@crosspay/core/execution'
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { zeroAddress } from 'viem'
import { findChainToken } from './findChainToken'
import { orderPaymentSources } from './orderPaymentSources'
import { type SourceAccounts, type SourceBalance, useSourceBalances } from './useSourceBalances'

/** At most this many sources are quoted ahead to learn whether they cover the payment (the likeliest first). */
const maxPrequotes = 12

/** SOL in the service's currencies (the System program's address). */
const svmNative = '11111111111111111111111111111111'

/**
 * The buyer's payment sources, ordered by whether each covers the payment: the balances on every chain the service
 * lists (`useSourceBalances`: the EVM account's and the Solana wallet's) and, for each held token, the quote of paying
 * from it (the same body, so the same cached query, as the payment's own quote; its payer is the account of that
 * chain's family), which says what it costs.
 */
export function usePaymentSources(payment: PaymentRequest, accounts: SourceAccounts) {
  const client = useCrosspayClient()
  const { data: chains = [] } = useChains()
  const balances = useSourceBalances(accounts, chains)
  const owedSymbol = findChainToken(chains, payment.chainId, payment.currency).token?.symbol
  const held = useMemo(() => {
    // The direct transfer first, then the same token elsewhere (no swap), then the rest.
    const owed = (b: SourceBalance) =>
      (b.chain.id === payment.chainId && b.token.address.toLowerCase() === payment.currency.toLowerCase()
        ? 0
        : 2) - (b.token.symbol === owedSymbol ? 1 : 0)
    return [...(balances.data ?? [])].sort((a, b) => owed(a) - owed(b)).slice(0, maxPrequotes)
  }, [balances.data, payment, owedSymbol])
  const quotes = useQueries({
    queries: held.map((b) => {
      const body = toPaymentParameters(
        payment,
        { chainId: b.chain.id, currency: b.token.address },
        { payer: b.chain.vmType === 'svm' ? accounts.svm : accounts.evm, method: 'wallet' },
      )
      const { warnings: _, ...options } = getQuoteQueryOptions(client, { ...body, chains })
      return { ...options, refetchInterval: false as const, staleTime: 30_000 }
    }),
  })
  const costsKey = quotes.map((q) => q.dataUpdatedAt).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `costsKey` stands for the quotes' data
  const sources = useMemo(() => {
    const costs = new Map<string, { cost: bigint; gas: bigint }>()
    quotes.forEach((q, i) => {
      const b = held[i]
      const amount = q.data?.details?.currencyIn?.amount
      if (!b || !amount) return
      // The chain's native currency (ETH, or SOL named by the System program's address) also pays the origin gas.
      const native = b.token.address.toLowerCase() === zeroAddress || b.token.address === svmNative
      const gas = native ? BigInt(q.data?.fees?.gas?.amount ?? '0') : 0n
      costs.set(`${b.chain.id}:${b.token.address.toLowerCase()}`, { cost: BigInt(amount), gas })
    })
    return orderPaymentSources(balances.data ?? [], payment, costs, owedSymbol)
  }, [balances.data, payment, costsKey, owedSymbol])
  return { sources, isLoading: balances.isLoading, chains }
}
